import Foundation
import TestSupport
import Testing
import XMLReading

@testable import XMLHTTP

/// Whether Python's expat (ElementTree) accepts `xml` as namespace-well-formed; its error if not.
func expatError(_ xml: String) throws -> String {
    let output = try Python.run(
        """
        import sys, xml.etree.ElementTree as ET
        try:
            ET.fromstring(sys.stdin.buffer.read()); print("ok", end="")
        except ET.ParseError as e:
            print(e, end="")
        """, input: Data(xml.utf8))
    return String(decoding: output, as: UTF8.self)
}

/// How ``SOAPClient`` writes a request: its action in the headers, its header entries in the
/// envelope.
@Suite struct SOAPEnvelopeWritingTests {
    /// A `"` in the action is escaped in its quoted string (RFC 9110 quoted-pair).
    @Test func aQuoteInTheActionIsEscaped() throws {
        let (_, headers11) = try SOAPVersion.soap11.requestHeaders(action: #"urn:a"b"#)
        #expect(headers11["SOAPAction"] == #""urn:a\"b""#)
        let (contentType12, _) = try SOAPVersion.soap12.requestHeaders(action: #"urn:a"b"#)
        #expect(contentType12 == #"application/soap+xml; charset=utf-8; action="urn:a\"b""#)
    }

    /// An action with a line break is refused, never sent without its `SOAPAction` or with an injected header.
    @Test func aLineBreakInTheActionIsRefused() async throws {
        try await CannedServer.with(response: envelope11(body: addResponse(5))) { server in
            let outcome = await callAdd(server, action: "urn:x\r\nX-Injected: yes")
            if case .failure = outcome { return }  // refused: fine
            let request = CannedServer.request(await server.readLine())
            let sent = request?.headers.map { "\($0.name): \($0.value)" } ?? []
            #expect(request?.header("X-Injected") == nil, "headers: \(sent)")
            #expect(request?.header("SOAPAction") != nil, "headers: \(sent)")
        }
    }

    /// `mustUnderstand` on an entry that has the attribute already (kept from a response) is written once.
    @Test func mustUnderstandOnAnEntryThatHasItAlready() throws {
        let kept = AnyElement(
            XMLName("Session", namespace: "urn:example:session"),
            attributes: [XMLName("mustUnderstand", namespace: s11): "1"], content: [.text("s1")])
        let entry = try SOAPHeaderEntry(kept, mustUnderstand: true)
        let xml = String(decoding: SOAPVersion.soap11.envelope(body: "<b/>", headers: [entry]), as: UTF8.self)
        #expect(try expatError(xml) == "ok", "\(xml)")
    }

    /// `adding(_:to:)` on `<x/>`, `<p:x a="1">`, `<x>`.
    @Test func addingAnAttributeToStartTags() throws {
        #expect(SOAPVersion.adding("a=\"1\"", to: "<x/>") == "<x a=\"1\"/>")
        #expect(SOAPVersion.adding("a=\"1\"", to: "<ns1:x xmlns:ns1=\"u\"/>") == "<ns1:x a=\"1\" xmlns:ns1=\"u\"/>")
        #expect(SOAPVersion.adding("a=\"1\"", to: "<x>t</x>") == "<x a=\"1\">t</x>")
        let entry = try SOAPHeaderEntry(AnyElement(XMLName("Empty", namespace: "urn:e")), mustUnderstand: true)
        let xml = String(decoding: SOAPVersion.soap12.envelope(body: "<b/>", headers: [entry]), as: UTF8.self)
        #expect(try expatError(xml) == "ok")
        #expect(xml.contains(#"<ns1:Empty soap:mustUnderstand="true" xmlns:ns1="urn:e"/>"#), "\(xml)")
    }
}
