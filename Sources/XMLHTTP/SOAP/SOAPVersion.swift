import XMLReading

/// The two versions of SOAP: their envelope namespaces, media types and fault shapes.
///
/// ```swift
/// let client = SOAPClient(url: endpoint, version: .soap12)
/// SOAPVersion.soap11.envelopeNamespace   // "http://schemas.xmlsoap.org/soap/envelope/"
/// ```
///
/// | | SOAP 1.1 | SOAP 1.2 |
/// |---|---|---|
/// | `Content-Type` | `text/xml; charset=utf-8` | `application/soap+xml; charset=utf-8; action="…"` |
/// | action | `SOAPAction: "…"` header | `action` parameter of the media type |
/// | fault | `faultcode`, `faultstring`, `faultactor`, `detail` | `Code/Value`, `Subcode`, `Reason/Text`, `Node`, `Role`, `Detail` |
public enum SOAPVersion: Sendable, Hashable, CustomStringConvertible {
    /// SOAP 1.1 (W3C note, 2000), what most services still speak: `SOAPClient(url: endpoint)`,
    /// the default.
    case soap11
    /// SOAP 1.2 (W3C recommendation, 2007): `SOAPClient(url: endpoint, version: .soap12)`.
    case soap12

    /// The namespace of the envelope's elements.
    ///
    /// `SOAPVersion.soap12.envelopeNamespace   // "http://www.w3.org/2003/05/soap-envelope"`
    public var envelopeNamespace: String {
        switch self {
        case .soap11: "http://schemas.xmlsoap.org/soap/envelope/"
        case .soap12: "http://www.w3.org/2003/05/soap-envelope"
        }
    }

    /// `SOAP 1.1` or `SOAP 1.2`, as messages name it: `"\(SOAPVersion.soap12)" == "SOAP 1.2"`.
    public var description: String {
        switch self {
        case .soap11: "SOAP 1.1"
        case .soap12: "SOAP 1.2"
        }
    }

    /// The request's `Content-Type` and other headers for `action`.
    func requestHeaders(action: String?) -> (contentType: String, headers: [String: String]) {
        switch self {
        case .soap11:
            ("text/xml; charset=utf-8", ["SOAPAction": "\"\(action ?? "")\""])
        case .soap12:
            ("application/soap+xml; charset=utf-8" + (action.map { "; action=\"\($0)\"" } ?? ""), [:])
        }
    }

    /// Both versions' `Envelope` elements.
    static let envelopes = [soap11, soap12].map { XMLName("Envelope", namespace: $0.envelopeNamespace) }

    /// The value of `mustUnderstand` that means true.
    var trueValue: String { self == .soap11 ? "1" : "true" }
}
