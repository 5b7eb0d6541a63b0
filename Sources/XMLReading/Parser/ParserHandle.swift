import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The parser a read runs on, as the reader asks it where it is, why it failed, and to stop:
/// Foundation's `XMLParser`, or a libxml2 push parser (``LibXML2Session``).
///
/// Both references are unretained: the read that runs the parser keeps it alive until parsing is
/// over (see ``ReadingState/parser``).
enum ParserHandle {
    case foundation(Unmanaged<XMLParser>)
    case libxml2(Unmanaged<LibXML2Session>)

    /// The line the parser is at (0 before it has a context: fewer than four bytes read).
    var lineNumber: Int {
        switch self {
        case .foundation(let parser): parser.withInstance { $0.lineNumber }
        case .libxml2(let session): session.withInstance { $0.lineNumber }
        }
    }

    /// The column the parser is at (0 before it has a context).
    var columnNumber: Int {
        switch self {
        case .foundation(let parser): parser.withInstance { $0.columnNumber }
        case .libxml2(let session): session.withInstance { $0.columnNumber }
        }
    }

    /// The line and column together, read without retaining the parser.
    var position: XMLPosition {
        @inline(__always) get {
            switch self {
            case .foundation(let parser):
                parser.withInstance { XMLPosition(line: $0.lineNumber, column: $0.columnNumber) }
            case .libxml2(let session):
                session.withInstance { XMLPosition(line: $0.lineNumber, column: $0.columnNumber) }
            }
        }
    }

    /// The last error the parser reported, as `XMLParser.parserError` keeps it.
    var parserError: (any Error)? {
        switch self {
        case .foundation(let parser): parser.takeUnretainedValue().parserError
        case .libxml2(let session): session.takeUnretainedValue().parserError
        }
    }

    /// Makes the parser send no more events once the state is finished: `XMLParser` loses its
    /// delegate; the libxml2 session sees the finished state at its next event and stops the parser.
    func halt() {
        if case .foundation(let parser) = self { parser.takeUnretainedValue().delegate = nil }
    }
}
