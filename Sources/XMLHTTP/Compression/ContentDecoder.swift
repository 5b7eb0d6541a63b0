import Foundation

/// A response body's `Content-Encoding` undone as the body arrives, piece by piece, with the
/// rules of ``ContentCoding/decode(_:from:limit:)``: gzip, `x-gzip` and deflate are
/// decompressed within a limit; another coding, or a body that does not start as its coding says,
/// is taken as it is.
///
/// ```swift
/// var decoder = ContentDecoder(encoding: "gzip", limit: 64 << 20)
/// decoder.give(piece)
/// while let content = try decoder.next() { … }
/// if let rest = try decoder.finish() { … }      // at the end of the body
/// ```
package struct ContentDecoder {
    private enum State {
        /// The first bytes decide whether the body is compressed.
        case undecided(encoding: String, pending: Data)
        case identity(pending: Data?)
        case inflating(GzipInflater)
    }

    private var state: State
    private let limit: Int

    /// A decoder for a body with this `Content-Encoding` (`nil`: none).
    package init(encoding: String?, limit: Int) {
        self.limit = limit
        state = encoding.map { .undecided(encoding: $0, pending: Data()) } ?? .identity(pending: nil)
    }

    /// Adds the next bytes of the body; call when ``next()`` has returned `nil`.
    package mutating func give(_ piece: Data) {
        switch state {
        case .undecided(let encoding, var pending):
            pending.append(piece)
            state = .undecided(encoding: encoding, pending: pending)
            if pending.count >= 2 { decide(encoding, pending) }
        case .identity:
            state = .identity(pending: piece)
        case .inflating(let inflater):
            inflater.give(piece)
        }
    }

    /// The next content, or `nil` when what was given is used up.
    package mutating func next() throws(GzipError) -> Data? {
        switch state {
        case .undecided: return nil
        case .identity(let pending):
            state = .identity(pending: nil)
            return pending
        case .inflating(let inflater): return try inflater.next()
        }
    }

    /// The body has ended: the content still held back, if any; throws when the body ends
    /// inside a compressed stream.
    package mutating func finish() throws(GzipError) -> Data? {
        switch state {
        case .undecided(let encoding, let pending):
            guard !pending.isEmpty else { return nil }
            decide(encoding, pending)
            var rest = Data()
            while let content = try next() { rest.append(content) }
            try finish0()
            return rest.isEmpty ? nil : rest
        case .identity(let pending):
            state = .identity(pending: nil)
            return pending
        case .inflating(let inflater):
            try inflater.finish()
            return nil
        }
    }

    private func finish0() throws(GzipError) {
        if case .inflating(let inflater) = state { try inflater.finish() }
    }

    private mutating func decide(_ encoding: String, _ start: Data) {
        guard let format = ContentCoding.format(of: encoding, startingWith: start) else {
            state = .identity(pending: start)
            return
        }
        let inflater = GzipInflater(format: format, limit: limit)
        inflater.give(start)
        state = .inflating(inflater)
    }
}
