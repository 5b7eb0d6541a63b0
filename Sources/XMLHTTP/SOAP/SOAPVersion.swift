import Foundation
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

    /// The request's `Content-Type` and other headers for `action`, quoted as RFC 9110 quotes
    /// (`"` and `\` escaped with `\`). An action with a line break or another control character
    /// cannot travel in a header: refused.
    func requestHeaders(action: String?, operation: String = "") throws(XMLHTTPError)
        -> (contentType: String, headers: [String: String])
    {
        if let action, action.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw XMLHTTPError(
                code: .transport,
                message:
                    "\(operation.isEmpty ? "" : operation + ": ")cannot send the SOAP action \(action.debugDescription): it holds a line break or another control character"
            )
        }
        let quoted =
            "\""
            + (action ?? "").replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
        switch self {
        case .soap11:
            return ("text/xml; charset=utf-8", ["SOAPAction": quoted])
        case .soap12:
            return ("application/soap+xml; charset=utf-8" + (action == nil ? "" : "; action=" + quoted), [:])
        }
    }

    /// Refuses a document type declaration (SOAP 1.1 §3 and SOAP 1.2 part 1 §5: a message must
    /// not have one) before anything is read: looked for in the prolog, before the first element.
    static func refuseDocumentType(in body: Data, operation: String, url: String) throws(XMLReadingError) {
        let prefix = body.prefix(4096)
        let text: String
        if prefix.starts(with: [0xFE, 0xFF]) || prefix.starts(with: [0x00, 0x3C]) {
            let units = Data(prefix.dropFirst(prefix.first == 0xFE ? 2 : 0).prefix(prefix.count & ~1))
            text = String(data: units, encoding: .utf16BigEndian) ?? ""
        } else if prefix.starts(with: [0xFF, 0xFE]) || prefix.starts(with: [0x3C, 0x00]) {
            let units = Data(prefix.dropFirst(prefix.first == 0xFF ? 2 : 0).prefix(prefix.count & ~1))
            text = String(data: units, encoding: .utf16LittleEndian) ?? ""
        } else {
            text = String(decoding: prefix, as: UTF8.self)
        }
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            let markup = rest[open...]
            if markup.hasPrefix("<!DOCTYPE") {
                let line = text[..<open].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                throw XMLReadingError(
                    code: .unexpectedElement,
                    message:
                        "\(operation): the response from \(url) has a document type declaration, which SOAP forbids",
                    line: line,
                    column: text[..<open].split(separator: "\n", omittingEmptySubsequences: false).last!.count + 1)
            }
            if markup.hasPrefix("<?") || markup.hasPrefix("<!--") {
                // The declaration, a processing instruction or a comment: past its end.
                let close = markup.hasPrefix("<?") ? "?>" : "-->"
                guard let end = markup.range(of: close) else { return }
                rest = markup[end.upperBound...]
                continue
            }
            return  // the root element: no document type before it
        }
    }

    /// Both versions' `Envelope` elements.
    static let envelopes = [soap11, soap12].map { XMLName("Envelope", namespace: $0.envelopeNamespace) }

    /// The value of `mustUnderstand` that means true.
    var trueValue: String { self == .soap11 ? "1" : "true" }
}
