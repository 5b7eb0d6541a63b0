import Foundation
import XMLReading

extension SOAPVersion {
    /// A request envelope: the header entries and the body, each written with its description
    /// inside `<soap:Envelope>` of this version (the prefix `soap` for either version).
    ///
    /// ```xml
    /// <?xml version="1.0" encoding="UTF-8"?>
    /// <soap:Envelope xmlns:soap="…"><soap:Header>…</soap:Header><soap:Body><Add xmlns="urn:calc">…</Add></soap:Body></soap:Envelope>
    /// ```
    func envelope(body: String, headers: [SOAPHeaderEntry]) -> Data {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<soap:Envelope xmlns:soap=\"\(envelopeNamespace)\">"
        if !headers.isEmpty {
            xml += "<soap:Header>"
            for entry in headers {
                let written = entry.xml
                xml += entry.mustUnderstand ? Self.adding("soap:mustUnderstand=\"\(trueValue)\"", to: written) : written
            }
            xml += "</soap:Header>"
        }
        xml += "<soap:Body>" + body + "</soap:Body></soap:Envelope>"
        return Data(xml.utf8)
    }

    /// `written`, an element as the writer writes it (`<name` first), with `attribute` added to
    /// its start tag.
    static func adding(_ attribute: String, to written: String) -> String {
        let afterName =
            written.dropFirst().firstIndex { $0 == " " || $0 == ">" || $0 == "/" || $0 == "\n" } ?? written.endIndex
        return String(written[..<afterName]) + " " + attribute + String(written[afterName...])
    }
}
