import Foundation
import Testing
import XMLReading

import XMLRPC

/// The full description of the `XMLReadingError` `body` throws, or a recorded issue.
func xmlRPCError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    do {
        try body()
        Issue.record("expected an XMLReadingError, but decoding succeeded", sourceLocation: sourceLocation)
    } catch let error as XMLReadingError {
        if error.line == 0 { Issue.record("the error has no line: \(error)", sourceLocation: sourceLocation) }
        return String(describing: error)
    } catch {
        Issue.record("expected an XMLReadingError, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// A response document holding one `<value>`.
func response(_ value: String) -> String {
    "<?xml version=\"1.0\"?>\n<methodResponse><params><param>\(value)</param></params></methodResponse>"
}

/// The single value of a response document holding `value`, read by `parser`.
func decodeValue(_ value: String, parser: ReadingParser) throws -> XMLRPCValue? {
    try XMLRPCResponse.decode(from: response(value), options: XMLRPCReadingOptions(parser: parser)).value
}

extension XMLRPCReadingOptions {
    /// These options, read by `parser`: `.lenient.on(.libxml2)`.
    func on(_ parser: ReadingParser) -> XMLRPCReadingOptions {
        var options = self
        options.parser = parser
        return options
    }
}

extension XMLRPCClientOptions {
    /// These options, with responses read by `parser` (the client reads them with the parser of
    /// its `reading`): `XMLRPCClientOptions(timeout: 10).on(.libxml2)`.
    func on(_ parser: ReadingParser) -> XMLRPCClientOptions {
        var options = self
        options.reading.parser = parser
        return options
    }
}
