import Foundation
import XMLRPC
import XMLReading

/// What a run reads: the book catalog or the XML-RPC response, each with its own table.
enum Suite: String, CaseIterable {
    case catalog
    /// The same catalog in UTF-16, which XMLReading converts to UTF-8 before the parser.
    case catalogUTF16 = "catalog-utf16"
    case xmlRPC = "xmlrpc"
    /// The catalog read once, then written back by each writing mode.
    case catalogWriting = "catalog-writing"

    /// The suite's modes, in table order.
    var modes: [Mode] { Mode.allCases.filter { $0.suites.contains(self) } }

    /// The suite's hand-written delegate: the reference for checksums and the "× hand-written" column.
    var handWritten: Mode {
        switch self {
        case .catalog, .catalogUTF16: .handWritten
        case .xmlRPC: .xmlRPCHandWritten
        case .catalogWriting: .writingHandWritten
        }
    }

    func file(in corpus: Corpus) -> URL {
        switch self {
        case .catalog, .catalogWriting: corpus.catalog
        case .catalogUTF16: corpus.catalogUTF16
        case .xmlRPC: corpus.xmlRPC
        }
    }
}

/// One way of reading a corpus file; each runs in its own child process.
enum Mode: String, CaseIterable {
    case bare = "xmlparser-count"
    case libxml2Count = "libxml2-count"
    case handWritten = "hand-written"
    case xmlReading = "xmlreading"
    case xmlReadingLibXML2 = "xmlreading-libxml2"
    case xmlReadingStream = "xmlreading-stream"
    case xmlReadingAsync = "xmlreading-async"
    case xmlWriting = "xmlwriting"
    case writingHandWritten = "xmlwriting-hand-written"
    case writingXMLCoder = "xmlwriting-xmlcoder"
    case swxmlhash = "swxmlhash"
    case xmlcoder = "xmlcoder"
    case xmlRPCHandWritten = "xmlrpc-hand-written"
    case xmlRPC = "xmlrpc"
    case xmlRPCLibXML2 = "xmlrpc-libxml2"

    /// The suites whose table shows this mode (the bare passes read any file).
    var suites: [Suite] {
        switch self {
        case .bare, .libxml2Count: [.catalog, .catalogUTF16, .xmlRPC]
        case .handWritten, .xmlReading, .xmlReadingLibXML2, .xmlReadingStream: [.catalog, .catalogUTF16]
        case .xmlReadingAsync, .swxmlhash, .xmlcoder: [.catalog]
        case .writingHandWritten, .xmlWriting, .writingXMLCoder: [.catalogWriting]
        case .xmlRPCHandWritten, .xmlRPC, .xmlRPCLibXML2: [.xmlRPC]
        }
    }

    /// Whether the mode can keep markup in order (`descriptionXML`) like the others; XMLCoder's
    /// tree cannot, so it is checked on ``Checksum/core`` only.
    var readsMarkup: Bool { self != .xmlcoder && self != .writingXMLCoder }

    /// Whether the mode writes the catalog (timed and counted: the writing alone).
    var writes: Bool { self == .xmlWriting || self == .writingHandWritten || self == .writingXMLCoder }

    /// What a mode hands back: a count for the floor, a checksum over every field for the others.
    enum Outcome {
        case elements(Int)
        case books(Checksum)
    }

    /// Reads the file and visits every field of every book or value (the checksum), as one timed unit.
    func run(_ url: URL) throws -> Outcome {
        switch self {
        case .bare: return .elements(try ElementCounter.count(in: url))
        case .libxml2Count: return .elements(try LibXML2Counter.count(in: url))
        case .handWritten: return .books(Self.checksum(try HandWrittenCatalogParser.books(in: url)))
        case .xmlReading: return .books(Self.checksum(try XMLReadingModes.books(in: url)))
        case .xmlReadingLibXML2: return .books(Self.checksum(try XMLReadingModes.books(in: url, parser: .libxml2)))
        case .xmlReadingStream: return .books(try XMLReadingModes.streamChecksum(in: url))
        case .xmlReadingAsync: return .books(try XMLReadingModes.asyncChecksum(in: url))
        case .xmlWriting, .writingHandWritten, .writingXMLCoder:
            throw ModeFailure("\(rawValue) is timed by ChildRun.write")
        case .swxmlhash: return .books(Self.checksum(try SWXMLHashMode.books(in: url)))
        case .xmlcoder: return .books(Self.checksum(try XMLCoderMode.books(in: url)))
        case .xmlRPCHandWritten: return .books(Self.checksum(try HandWrittenXMLRPCParser.response(in: url)))
        case .xmlRPC: return .books(Self.checksum(try XMLRPCResponse.decode(from: url)))
        case .xmlRPCLibXML2: return .books(Self.checksum(try XMLRPCModes.libxml2Response(in: url)))
        }
    }

    /// What a model-building mode reads, one book or top-level value per line (for `--dump`).
    func dump(_ url: URL) throws -> [String] {
        switch self {
        case .bare, .libxml2Count: return []
        case .handWritten: return try HandWrittenCatalogParser.books(in: url).map { String(reflecting: $0) }
        case .xmlReading: return try XMLReadingModes.books(in: url).map { String(reflecting: $0) }
        case .xmlReadingLibXML2:
            return try XMLReadingModes.books(in: url, parser: .libxml2).map { String(reflecting: $0) }
        case .xmlReadingStream:
            var lines: [String] = []
            try XMLReader.forEach(ofType: Book.self, element: "book", from: url) { book, _ in
                lines.append(String(reflecting: book))
            }
            return lines
        case .xmlReadingAsync: return try XMLReadingModes.asyncBooks(in: url).map { String(reflecting: $0) }
        case .xmlWriting, .writingHandWritten, .writingXMLCoder:
            // What reading the written catalog gives back.
            let written = FileManager.default.temporaryDirectory.appendingPathComponent("xmlwriting-dump.xml")
            defer { try? FileManager.default.removeItem(at: written) }
            try WritingModes.write(
                self, try XMLReader.object(ofType: Catalog.self, element: "catalog", from: url), to: written)
            return try XMLReadingModes.books(in: written).map { String(reflecting: $0) }
        case .swxmlhash: return try SWXMLHashMode.books(in: url).map { String(reflecting: $0) }
        case .xmlcoder: return try XMLCoderMode.books(in: url).map { String(reflecting: $0) }
        case .xmlRPCHandWritten: return Self.lines(try HandWrittenXMLRPCParser.response(in: url))
        case .xmlRPC: return Self.lines(try XMLRPCResponse.decode(from: url))
        case .xmlRPCLibXML2: return Self.lines(try XMLRPCModes.libxml2Response(in: url))
        }
    }

    private static func lines(_ response: XMLRPCResponse) -> [String] {
        response.params.flatMap { param in
            if case .array(let items) = param {
                items.map { String(reflecting: $0) }
            } else {
                [String(reflecting: param)]
            }
        }
    }

    private static func checksum(_ books: [Book]) -> Checksum {
        var checksum = Checksum()
        for book in books { checksum.add(book) }
        return checksum
    }

    private static func checksum(_ response: XMLRPCResponse) -> Checksum {
        var checksum = Checksum()
        checksum.add(response)
        return checksum
    }
}
