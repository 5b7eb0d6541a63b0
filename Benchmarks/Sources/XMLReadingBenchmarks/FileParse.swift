import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Runs `delegate` over a file streamed from disk with `XMLParser(stream:)`, as the bare pass and
/// the hand-written delegates all do. Throws when the file cannot be opened, then the delegate's
/// own `failure` (it aborted the parse and said why), then the parser's error.
func parseFile(_ url: URL, with delegate: some XMLParserDelegate, failure: () -> (any Error)? = { nil }) throws {
    guard let stream = InputStream(url: url) else { throw ModeFailure("cannot open \(url.path)") }
    let parser = XMLParser(stream: stream)
    parser.delegate = delegate
    let succeeded = parser.parse()
    if let failure = failure() { throw failure }
    guard succeeded else { throw ModeFailure("XMLParser: \(parser.parserError.map { "\($0)" } ?? "failed")") }
}
