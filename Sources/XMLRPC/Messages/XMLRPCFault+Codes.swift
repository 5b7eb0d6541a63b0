extension XMLRPCFault {
    /// The fault codes of the xmlrpc-epi "specification for fault code interoperability"
    /// (http://xmlrpc-epi.sourceforge.net/specs/rfc.fault_codes.php), which ``XMLRPCDispatcher``
    /// answers with and which PHP, xmlrpc-c and Apache XML-RPC servers share.
    ///
    /// ```swift
    /// throw XMLRPCFault(faultCode: XMLRPCFault.Code.invalidParameters, faultString: "the limit must be positive")
    /// if fault.faultCode == XMLRPCFault.Code.methodNotFound { … }
    /// ```
    ///
    /// Codes from -32768 to -32000 are reserved for these; applications use any other number.
    public enum Code {
        /// -32700: parse error, the request is not well-formed XML: `<methodCall><methodName>add</methodCall>`.
        public static let parseError: Int32 = -32700
        /// -32701: parse error, the request's encoding is not supported:
        /// `<?xml version="1.0" encoding="X-NO-SUCH-ENCODING"?>`.
        public static let unsupportedEncoding: Int32 = -32701
        /// -32702: parse error, the request holds a character that is invalid in its encoding: a
        /// `<methodName>` holding the byte FF in a UTF-8 document.
        public static let invalidCharacter: Int32 = -32702
        /// -32600: server error, the request is XML but not XML-RPC as the specification defines it:
        /// `<methodCall><params/></methodCall>`.
        public static let invalidXMLRPC: Int32 = -32600
        /// -32601: server error, no method of the requested name: `method "math.sub" is not supported`.
        public static let methodNotFound: Int32 = -32601
        /// -32602: server error, the parameters do not fit the method (count or types):
        /// `math.add takes 2 parameters (int, int), received 3`.
        public static let invalidParameters: Int32 = -32602
        /// -32603: server error, an internal XML-RPC error: `fault.faultCode == XMLRPCFault.Code.internalError`.
        public static let internalError: Int32 = -32603
        /// -32500: application error, the method failed: a handler threw `DivisionByZero()`.
        public static let applicationError: Int32 = -32500
        /// -32400: system error:
        /// `XMLRPCFault(faultCode: XMLRPCFault.Code.systemError, faultString: "out of disk space")`.
        public static let systemError: Int32 = -32400
        /// -32300: transport error:
        /// `XMLRPCFault(faultCode: XMLRPCFault.Code.transportError, faultString: "the backend did not answer")`.
        public static let transportError: Int32 = -32300
    }
}
