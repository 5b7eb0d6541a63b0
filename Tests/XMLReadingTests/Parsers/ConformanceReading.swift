import Foundation
import XMLReading

/// How one conformance document is read: every element of the whole document, matched by no
/// entry (`XMLReader.objects(in: [:])`), so the read is the input layer and the parser alone.
enum ConformanceReading {
    /// The input kinds a document is read from; each must give the same verdict.
    enum Kind: String, CaseIterable, Sendable {
        case data = "Data"
        case file = "file URL"
        case byteStream = "1-byte InputStream"
    }

    /// The policies the suite is run with, by the names the deviation list uses.
    static let policies: [(name: String, dtd: DTDPolicy)] = [
        ("internalEntities", .internalEntities), ("standard", .standard),
    ]

    /// What a read of a document did.
    enum Outcome: Equatable, Sendable {
        case accepted
        case refused(String)

        var isAccepted: Bool { self == .accepted }
    }

    /// Reads `file` as `kind` with `dtd` on `parser`, on a thread of its own with an 8 MiB stack.
    /// There is no wall-clock bound here: a read that hangs stops the run at its own time limit.
    static func read(_ file: URL, as kind: Kind, dtd: DTDPolicy, parser: ReadingParser) -> Outcome {
        let box = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.set(readNow(file, as: kind, dtd: dtd, parser: parser))
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        return box.get()
    }

    static func readNow(_ file: URL, as kind: Kind, dtd: DTDPolicy, parser: ReadingParser) -> Outcome {
        let options = ReadingOptions(dtd: dtd, parser: parser)
        do {
            switch kind {
            case .data:
                _ = try XMLReader.objects(in: [:], from: Data(contentsOf: file), options: options)
            case .file:
                _ = try XMLReader.objects(in: [:], from: file, options: options)
            case .byteStream:
                let stream = DataInputStream(try Data(contentsOf: file), piece: 1)
                _ = try XMLReader.objects(in: [:], from: .stream(stream), options: options)
            }
            return .accepted
        } catch {
            return .refused(String(describing: error))
        }
    }

    /// The outcome a reading thread hands back.
    final class OutcomeBox: @unchecked Sendable {
        // @unchecked: `outcome` is only touched under `lock`.
        private let lock = NSLock()
        private var outcome = Outcome.accepted
        func set(_ value: Outcome) { lock.withLock { outcome = value } }
        func get() -> Outcome { lock.withLock { outcome } }
    }
}
