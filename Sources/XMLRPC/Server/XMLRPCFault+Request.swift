import XMLReading

extension XMLRPCFault {
    /// The fault for a request that cannot be read as a `<methodCall>`, with the error's position
    /// and path as its string: `line 1, column 24: … at /methodCall/methodName`.
    ///
    /// | `XMLReadingError.Code` | Fault code |
    /// |---|---|
    /// | `malformedXML`, `emptyDocument`, `unexpectedEndOfDocument`, `limitExceeded`, `depthLimitExceeded` | -32700 ``Code/parseError`` |
    /// | `unsupportedEncoding` | -32701 ``Code/unsupportedEncoding`` |
    /// | `invalidByteSequence` | -32702 ``Code/invalidCharacter`` |
    /// | anything else (`invalidXMLRPC`, `unexpectedElement`, `valueConversion`, a DTD's entities…) | -32600 ``Code/invalidXMLRPC`` |
    init(unreadableRequest error: XMLReadingError) {
        let code: Int32 =
            switch error.code {
            case .malformedXML, .emptyDocument, .unexpectedEndOfDocument, .limitExceeded, .depthLimitExceeded:
                Code.parseError
            case .unsupportedEncoding: Code.unsupportedEncoding
            case .invalidByteSequence: Code.invalidCharacter
            default: Code.invalidXMLRPC
            }
        self.init(faultCode: code, faultString: error.description)
    }
}
