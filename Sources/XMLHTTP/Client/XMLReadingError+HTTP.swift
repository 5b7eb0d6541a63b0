import XMLReading

extension XMLReadingError.Code {
    /// A request: no response within the timeout (``XMLHTTPError``, and the XML-RPC client's
    /// errors).
    public static let timedOut = XMLReadingError.Code("timedOut")
    /// A request: the server answered with an HTTP status the client does not accept.
    public static let httpStatus = XMLReadingError.Code("httpStatus")
    /// A request: it could not be sent, or the response not received.
    public static let transport = XMLReadingError.Code("transport")
}
