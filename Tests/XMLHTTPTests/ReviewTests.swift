import Foundation
import TestSupport
import Testing
import XMLReading

@testable import XMLHTTP

// Review of the XMLHTTP change (6ba2775). Each test marked "FIXED" showed one problem the review
// found (now fixed; the test keeps it fixed); the others pin behavior the review checked.

private let s11 = "http://schemas.xmlsoap.org/soap/envelope/"
private let s12 = "http://www.w3.org/2003/05/soap-envelope"

/// A 1.1 response envelope: `header` inside `<e:Header>` (when given) and `body` inside `<e:Body>`.
private func envelope11(body: String, header: String? = nil, headerAfterBody: Bool = false, prolog: String = "")
    -> String
{
    let headerXML = header.map { "<e:Header>\($0)</e:Header>" } ?? ""
    let bodyXML = "<e:Body>\(body)</e:Body>"
    return #"<?xml version="1.0" encoding="UTF-8"?>"# + prolog + #"<e:Envelope xmlns:e="\#(s11)">"#
        + (headerAfterBody ? bodyXML + headerXML : headerXML + bodyXML) + "</e:Envelope>"
}

private func addResponse(_ result: Int) -> String {
    #"<c:AddResponse xmlns:c="urn:example:calc"><c:result>\#(result)</c:result></c:AddResponse>"#
}

/// Calls `Add` on `server` and returns the outcome.
private func callAdd(_ server: PythonServer, version: SOAPVersion = .soap11, action: String? = nil) async
    -> Swift.Result<Result, any Error>
{
    let client = SOAPClient(url: server.url, version: version)
    do {
        return .success(
            try await client.call(
                Operands(a: 2, b: 3), element: calcName("Add"), action: action, response: Result.self,
                responseElement: calcName("AddResponse")))
    } catch {
        return .failure(error)
    }
}

/// Whether Python's expat (ElementTree) accepts `xml` as namespace-well-formed; its error if not.
private func expatError(_ xml: String) throws -> String {
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

@Suite struct ReviewTests {
    // MARK: The second reading pass

    // FIXED: the body entry is read with XMLReader.object(ofType:element:), the first element of that
    // name anywhere in the document: one in the Header wins over the Body's entry.
    // SOAPClient.swift:131. Expected 5 (the Body's entry); actual 99 (the Header's).
    @Test func reviewBodyEntryIsNotTakenFromTheHeader() async throws {
        let xml = envelope11(body: addResponse(5), header: addResponse(99))
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            #expect((try? outcome.get()) == Result(result: 5))
        }
    }

    // FIXED: an element of the response's name nested inside another body entry is read as if it
    // were the body's entry. SOAPClient.swift:131. Expected a reading error (the Body holds
    // <c:Other>); actual: the nested element, result 5.
    @Test func reviewANestedElementIsNotTheBodyEntry() async throws {
        let xml = envelope11(body: #"<c:Other xmlns:c="urn:example:calc">"# + addResponse(5) + "</c:Other>")
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            #expect(throws: XMLReadingError.self) { try outcome.get() }
        }
    }

    // FIXED (clarity): a body whose entry is another element gives the generic "the document has
    // no <…> element", without the operation, the URL or what the Body holds; every other SOAP
    // error starts with the operation. SOAPClient.swift:131.
    @Test func reviewABodyWithAnotherEntrySaysWhatItHolds() async throws {
        let xml = envelope11(body: #"<c:SubtractResponse xmlns:c="urn:example:calc"/>"#)
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            let error = try? #require(throws: XMLReadingError.self) { try outcome.get() }
            #expect(error?.code == .missingElement)
            #expect(error?.message.hasPrefix("Add: ") == true, "actual: \(error?.message ?? "-")")
            #expect(error?.message.contains("SubtractResponse") == true, "actual: \(error?.message ?? "-")")
        }
    }

    // Checked: a Body with no entry is a missingElement error.
    @Test func reviewAnEmptyBodyIsAnError() async throws {
        try await CannedServer.with(response: envelope11(body: "")) { server in
            let outcome = await callAdd(server)
            let error = try? #require(throws: XMLReadingError.self) { try outcome.get() }
            #expect(error?.code == .missingElement)
        }
    }

    // MARK: Envelope structure (SOAP 1.1 §4, SOAP 1.2 part 1 §5)

    // FIXED (spec): SOAP 1.1 §4.1 / 1.2 part 1 §5.1: the Header, if present, is the first child of
    // the Envelope, the Body follows. A Header after the Body is accepted, and its entries are
    // returned as the response's header entries. SOAPEnvelopeReading.swift:13-20 reads the
    // children in any order. Expected an error; actual: success.
    @Test func reviewAHeaderAfterTheBodyIsRefused() async throws {
        let xml = envelope11(
            body: addResponse(5), header: "<t:Trace xmlns:t=\"urn:t\">1</t:Trace>", headerAfterBody: true)
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            #expect(throws: (any Error).self) { try outcome.get() }
        }
    }

    // FIXED (spec): an envelope with two Bodies: the shell keeps one of them. Expected an error.
    @Test func reviewTwoBodiesAreRefused() async throws {
        let xml = envelope11(body: addResponse(5) + "</e:Body><e:Body>" + addResponse(6))
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            #expect(throws: (any Error).self) { try outcome.get() }
        }
    }

    // FIXED (spec): SOAP 1.1 §3 "A SOAP message MUST NOT contain a Document Type Declaration";
    // SOAP 1.2 part 1 §5 the same. The reader applies the DTD with the client's ReadingOptions
    // (ATTLIST defaults add attributes the models then read). Expected: an error naming the DTD;
    // actual: success. (Entity declarations are refused by the default DTDPolicy: safe.)
    @Test func reviewADTDInAResponseIsRefused() async throws {
        let dtd = #"<!DOCTYPE e:Envelope [<!ATTLIST e:Envelope extra CDATA "injected">]>"#
        try await CannedServer.with(response: envelope11(body: addResponse(5), prolog: dtd)) { server in
            let outcome = await callAdd(server)
            #expect(throws: (any Error).self) { try outcome.get() }
        }
    }

    // Decided: processing instructions are ignored, not refused. SOAP 1.1 §3 forbids them in a
    // message (a sender's duty) and SOAP 1.2 part 1 §5 says a receiver SHOULD fault; finding them
    // means scanning every byte, CDATA sections and comments aside, for little gain: the reader
    // never acts on one. Pinned so that a change is deliberate.
    @Test func reviewAProcessingInstructionInAResponseIsIgnored() async throws {
        let xml = envelope11(body: "<?calc step?>" + addResponse(5))
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            #expect((try? outcome.get()) == Result(result: 5))
        }
    }

    // Checked: an Envelope that is not the root is a reading error.
    @Test func reviewAnEnvelopeThatIsNotTheRootIsAnError() async throws {
        let xml =
            "<wrapper>"
            + envelope11(body: addResponse(5)).replacingOccurrences(
                of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: "") + "</wrapper>"
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            let error = try? #require(throws: XMLReadingError.self) { try outcome.get() }
            #expect(error?.code == .unexpectedElement)
        }
    }

    // Checked: a 1.2 Body inside a 1.1 Envelope is "no Body".
    @Test func reviewABodyInTheOtherNamespaceIsNoBody() async throws {
        let xml =
            #"<e:Envelope xmlns:e="\#(s11)"><f:Body xmlns:f="\#(s12)">"# + addResponse(5) + "</f:Body></e:Envelope>"
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            let error = try? #require(throws: XMLReadingError.self) { try outcome.get() }
            #expect(
                error?.message
                    == "Add: the SOAP 1.1 envelope from \(server.url.absoluteString) is not valid: its Body is in another version's namespace"
            )
        }
    }

    // FIXED (spec): SOAP 1.1 §4.2.3 / 1.2 part 1 §5.2.3: a receiver that does not understand a
    // header entry marked mustUnderstand must not process the message (it faults). `call`
    // returns the body and drops the response's header entries, a mandatory one included, so the
    // caller can never know (SOAPClient.swift:72-79). Expected: an error naming the entry (at
    // least from `call`; `exchange` hands the entries over); actual: success.
    @Test func reviewAMandatoryResponseHeaderEntryIsNotSilentlyDropped() async throws {
        let header = #"<x:Session xmlns:x="urn:x" e:mustUnderstand="1">renew</x:Session>"#
        try await CannedServer.with(response: envelope11(body: addResponse(5), header: header)) { server in
            let outcome = await callAdd(server)
            #expect(throws: (any Error).self) { try outcome.get() }
        }
    }

    // MARK: HTTP status

    // Checked: a fault with HTTP 200 is still a fault; an envelope without a fault under 500 is a
    // status error.
    @Test func reviewFaultWith200AndResponseWith500() async throws {
        let fault = envelope11(
            body: "<e:Fault><faultcode>e:Server</faultcode><faultstring>down</faultstring></e:Fault>")
        try await CannedServer.with(response: fault) { server in
            let outcome = await callAdd(server)
            let error = try? #require(throws: SOAPFault.self) { try outcome.get() }
            #expect(error?.statusCode == 200)
            #expect(error?.codeName == "Server")
        }
        try await CannedServer.with(status: 500, response: envelope11(body: addResponse(5))) { server in
            let outcome = await callAdd(server)
            let error = try? #require(throws: XMLHTTPError.self) { try outcome.get() }
            #expect(error?.statusCode == 500)
        }
    }

    // FIXED (clarity): a 202 with no body (SOAP 1.2 HTTP binding, no response envelope) is a bare
    // reading error, "line 1, column 1: the document is empty", without the operation, the URL
    // or the status. SOAPClient.swift:103-113 (a 2xx goes straight to the reader).
    @Test func reviewA202WithoutABodySaysSo() async throws {
        try await CannedServer.with(status: 202, headers: [], response: "") { server in
            let outcome = await callAdd(server, version: .soap12)
            guard case .failure(let error) = outcome else {
                Issue.record("expected an error")
                return
            }
            #expect("\(error)".contains("202"), "actual: \(type(of: error)) \(error)")
        }
    }

    // Checked: a timeout names the operation and the URL without its password.
    @Test func reviewATimeoutNamesTheURLWithoutItsPassword() async throws {
        try await SOAPServer.with { server in
            var components = URLComponents(url: server.url, resolvingAgainstBaseURL: false)!
            components.percentEncodedUser = "name"
            components.percentEncodedPassword = "secret"
            let client = SOAPClient(url: components.url!, options: XMLHTTPClientOptions(timeout: 1))
            let error = try await httpError {
                _ = try await client.call(
                    Operands(), element: calcName("Slow"), response: Text.self,
                    responseElement: calcName("SlowResponse"))
            }
            #expect(error?.code == .timedOut)
            #expect(
                error?.message == "Slow: no response from http://name@127.0.0.1:\(server.port)/RPC2 within 1.0 seconds")
        }
    }

    // MARK: Request headers

    // FIXED: the action goes into a quoted string unescaped (SOAPVersion.swift:44-47): a `"` ends
    // the quoted string early, leaving a malformed SOAPAction (1.1) or Content-Type (1.2).
    // Expected `"urn:a\"b"` (RFC 9110 quoted-pair) or a refused action; actual `"urn:a"b"`.
    @Test func reviewAQuoteInTheActionIsEscaped() throws {
        let (_, headers11) = try SOAPVersion.soap11.requestHeaders(action: #"urn:a"b"#)
        #expect(headers11["SOAPAction"] == #""urn:a\"b""#)
        let (contentType12, _) = try SOAPVersion.soap12.requestHeaders(action: #"urn:a"b"#)
        #expect(contentType12 == #"application/soap+xml; charset=utf-8; action="urn:a\"b""#)
    }

    // FIXED: an action with a line break is not refused: FoundationNetworking drops the header
    // value silently (checked: no header injection), so the SOAP 1.1 request goes out with no
    // SOAPAction header at all (SOAP 1.1 §6.1.1: a client MUST send it). Expected: the call
    // refused (an action is a URI: no CR, LF, `"` or `\`); actual: sent without SOAPAction.
    @Test func reviewALineBreakInTheActionIsRefused() async throws {
        try await CannedServer.with(response: envelope11(body: addResponse(5))) { server in
            let outcome = await callAdd(server, action: "urn:x\r\nX-Injected: yes")
            if case .failure = outcome { return }  // refused: fine
            let request = CannedServer.request(await server.readLine())
            let sent = request?.headers.map { "\($0.name): \($0.value)" } ?? []
            #expect(request?.header("X-Injected") == nil, "headers: \(sent)")
            #expect(request?.header("SOAPAction") != nil, "headers: \(sent)")
        }
    }

    // MARK: Header entries

    // FIXED: `adding(_:to:)` puts `soap:mustUnderstand` on an entry that already has the attribute
    // (an entry kept from a response's header, as SOAPHeaderEntry's init documents): the start
    // tag then has the same attribute twice (as ns2:mustUnderstand and soap:mustUnderstand), which
    // no namespace-aware parser accepts. SOAPEnvelopeWriting.swift:19, SOAPEnvelopeWriting.swift:27.
    @Test func reviewMustUnderstandOnAnEntryThatHasItAlready() throws {
        let kept = AnyElement(
            XMLName("Session", namespace: "urn:example:session"),
            attributes: [XMLName("mustUnderstand", namespace: s11): "1"], content: [.text("s1")])
        let entry = try SOAPHeaderEntry(kept, mustUnderstand: true)
        let xml = String(decoding: SOAPVersion.soap11.envelope(body: "<b/>", headers: [entry]), as: UTF8.self)
        #expect(try expatError(xml) == "ok", "\(xml)")
    }

    // Checked: adding(_:to:) on `<x/>`, `<p:x a="1">`, `<x>`.
    @Test func reviewAddingAnAttributeToStartTags() throws {
        #expect(SOAPVersion.adding("a=\"1\"", to: "<x/>") == "<x a=\"1\"/>")
        #expect(SOAPVersion.adding("a=\"1\"", to: "<ns1:x xmlns:ns1=\"u\"/>") == "<ns1:x a=\"1\" xmlns:ns1=\"u\"/>")
        #expect(SOAPVersion.adding("a=\"1\"", to: "<x>t</x>") == "<x a=\"1\">t</x>")
        let entry = try SOAPHeaderEntry(AnyElement(XMLName("Empty", namespace: "urn:e")), mustUnderstand: true)
        let xml = String(decoding: SOAPVersion.soap12.envelope(body: "<b/>", headers: [entry]), as: UTF8.self)
        #expect(try expatError(xml) == "ok")
        #expect(xml.contains(#"<ns1:Empty soap:mustUnderstand="true" xmlns:ns1="urn:e"/>"#), "\(xml)")
    }

    // MARK: XMLWriter.string(AnyElement)

    // FIXED: a prefix in an AnyElement's local name (`XMLName("wsse:Security", namespace: …)`, a
    // likely mistake for a header entry) is written as it is: `<ns1:wsse:Security …>`, which is
    // not namespace-well-formed. XMLWriter.swift:138 / AnyElement.swift:74 write names unchecked.
    // Expected: an error; actual: malformed XML.
    @Test func reviewAColonInAnAnyElementNameIsRefused() throws {
        let element = AnyElement(XMLName("wsse:Security", namespace: "urn:wsse"))
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let written = try? writer.string(element)
        #expect(written == nil, "written: \(written ?? "-")")
    }

    // FIXED: an attribute named `xmlns` (or `xmlns:p`) in an AnyElement is written as an attribute,
    // where it is a namespace declaration: the element's no-namespace children then read back in
    // the declared namespace. Expected: an error (or the attribute left out); actual: `<a
    // xmlns="urn:z"><b/></a>`.
    @Test func reviewAnXmlnsAttributeIsNotWrittenAsADeclaration() throws {
        let element = AnyElement(
            XMLName("a"), attributes: [XMLName("xmlns"): "urn:z"], content: [.element(AnyElement(XMLName("b")))])
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let written = try? writer.string(element)
        #expect(written == nil, "written: \(written ?? "-")")
    }

    // Checked: namespaces round-trip (nested elements in other namespaces, an attribute in a
    // namespace, xml:lang, an element in no namespace inside one in a namespace), escaping, and
    // forbidden characters.
    @Test func reviewAnyElementRoundTrips() throws {
        struct Holder: XMLReadable {
            var entries: [AnyElement] = []
            static let parsingDescription = ParsingDescription<Self> { AnyElements(\.entries) }
        }
        let xmlNS = "http://www.w3.org/XML/1998/namespace"
        let element = AnyElement(
            XMLName("a", namespace: "urn:a"),
            attributes: [
                XMLName("k", namespace: "urn:k"): "v\"<&>\t\n\r'", XMLName("lang", namespace: xmlNS): "en",
                XMLName("plain"): "p",
            ],
            content: [
                .text("x ]]> & <\r\n"),
                .element(
                    AnyElement(
                        XMLName("b", namespace: "urn:b"), attributes: [XMLName("k", namespace: "urn:a"): "1"],
                        content: [.element(AnyElement(XMLName("none"), content: [.text("n")]))])),
                .element(AnyElement(XMLName("b2", namespace: "urn:b"))),
                .element(AnyElement(XMLName("k", namespace: "urn:k"))),
            ])
        let writer = XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
        let written = try writer.string(element)
        #expect(try expatError(written) == "ok", "\(written)")
        let read = try XMLReader.rootObject(ofType: Holder.self, element: "holder", from: "<holder>\(written)</holder>")
        #expect(read.entries == [element], "\(written)")
        #expect(throws: XMLReadingError.self) { try writer.string(AnyElement(XMLName("a"), content: [.text("\u{1}")])) }
        #expect(throws: XMLReadingError.self) {
            try writer.string(AnyElement(XMLName("a"), attributes: [XMLName("b"): "\u{FFFE}"]))
        }
    }

    // MARK: Faults

    // Checked: 1.2 fault with nested subcodes, no English reason, no Node/Role/Detail.
    @Test func reviewSOAP12FaultShapes() async throws {
        let xml = #"""
            <env:Envelope xmlns:env="\#(s12)"><env:Body><env:Fault>
            <env:Code><env:Value>env:Receiver</env:Value><env:Subcode><env:Value xmlns:m="urn:m">m:A</env:Value>
            <env:Subcode><env:Value xmlns:m="urn:m">m:B</env:Value></env:Subcode></env:Subcode></env:Code>
            <env:Reason><env:Text xml:lang="de">kaputt</env:Text></env:Reason></env:Fault></env:Body></env:Envelope>
            """#
        try await CannedServer.with(status: 500, response: xml) { server in
            let outcome = await callAdd(server, version: .soap12)
            let fault = try? #require(throws: SOAPFault.self) { try outcome.get() }
            #expect(fault?.code == "env:Receiver")
            #expect(fault?.subcodes == ["m:A", "m:B"])
            #expect(fault?.reason == "kaputt")
            #expect(fault?.node == nil)
            #expect(fault?.detail == [])
        }
    }

    // FIXED (spec): a SOAP 1.1 Fault element inside a SOAP 1.2 Body is not a fault of the
    // envelope's version (SOAPEnvelopeReading.swift:52-56 read both in either Body): it is thrown
    // as a SOAP 1.1 SOAPFault from a 1.2 envelope. Expected: a reading error (wrong version /
    // unknown entry); actual: SOAPFault(version: .soap11).
    @Test func reviewAFaultOfTheOtherVersionInsideABodyIsNotAFault() async throws {
        let xml =
            #"<env:Envelope xmlns:env="\#(s12)"><env:Body><f:Fault xmlns:f="\#(s11)"><faultcode>f:Server</faultcode><faultstring>x</faultstring></f:Fault></env:Body></env:Envelope>"#
        try await CannedServer.with(status: 500, response: xml) { server in
            let outcome = await callAdd(server, version: .soap12)
            #expect(throws: XMLHTTPError.self) { try outcome.get() }
        }
    }
}
