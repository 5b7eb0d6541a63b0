import Foundation
import TestSupport
import Testing
import XMLReading

@testable import XMLHTTP

let s11 = "http://schemas.xmlsoap.org/soap/envelope/"
let s12 = "http://www.w3.org/2003/05/soap-envelope"

/// A 1.1 response envelope: `header` inside `<e:Header>` (when given) and `body` inside `<e:Body>`.
func envelope11(body: String, header: String? = nil, headerAfterBody: Bool = false, prolog: String = "")
    -> String
{
    let headerXML = header.map { "<e:Header>\($0)</e:Header>" } ?? ""
    let bodyXML = "<e:Body>\(body)</e:Body>"
    return #"<?xml version="1.0" encoding="UTF-8"?>"# + prolog + #"<e:Envelope xmlns:e="\#(s11)">"#
        + (headerAfterBody ? bodyXML + headerXML : headerXML + bodyXML) + "</e:Envelope>"
}

func addResponse(_ result: Int) -> String {
    #"<c:AddResponse xmlns:c="urn:example:calc"><c:result>\#(result)</c:result></c:AddResponse>"#
}

/// Calls `Add` on `server` and returns the outcome.
func callAdd(_ server: PythonServer, version: SOAPVersion = .soap11, action: String? = nil) async
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

/// How ``SOAPClient`` reads a response envelope (SOAP 1.1 §4, SOAP 1.2 part 1 §5): where the body
/// entry is, the envelope's structure, header entries, faults and statuses.
@Suite struct SOAPEnvelopeReadingTests {
    /// The body entry is the Body's first child, not an element of its name elsewhere (a header entry).
    @Test func bodyEntryIsNotTakenFromTheHeader() async throws {
        let xml = envelope11(body: addResponse(5), header: addResponse(99))
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            #expect((try? outcome.get()) == Result(result: 5))
        }
    }

    /// An element of the response's name nested inside another body entry is not the body entry.
    @Test func aNestedElementIsNotTheBodyEntry() async throws {
        let xml = envelope11(body: #"<c:Other xmlns:c="urn:example:calc">"# + addResponse(5) + "</c:Other>")
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            #expect(throws: XMLReadingError.self) { try outcome.get() }
        }
    }

    /// A Body whose entry is another element: the message names the operation and what the Body holds.
    @Test func aBodyWithAnotherEntrySaysWhatItHolds() async throws {
        let xml = envelope11(body: #"<c:SubtractResponse xmlns:c="urn:example:calc"/>"#)
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            let error = try? #require(throws: XMLReadingError.self) { try outcome.get() }
            #expect(error?.code == .missingElement)
            #expect(error?.message.hasPrefix("Add: ") == true, "actual: \(error?.message ?? "-")")
            #expect(error?.message.contains("SubtractResponse") == true, "actual: \(error?.message ?? "-")")
        }
    }

    /// A Body with no entry is a `missingElement` error.
    @Test func anEmptyBodyIsAnError() async throws {
        try await CannedServer.with(response: envelope11(body: "")) { server in
            let outcome = await callAdd(server)
            let error = try? #require(throws: XMLReadingError.self) { try outcome.get() }
            #expect(error?.code == .missingElement)
        }
    }

    /// SOAP 1.1 §4.1, 1.2 part 1 §5.1: the Header, if any, comes first; one after the Body is refused.
    @Test func aHeaderAfterTheBodyIsRefused() async throws {
        let xml = envelope11(
            body: addResponse(5), header: "<t:Trace xmlns:t=\"urn:t\">1</t:Trace>", headerAfterBody: true)
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            #expect(throws: (any Error).self) { try outcome.get() }
        }
    }

    /// An envelope with two Bodies is refused.
    @Test func twoBodiesAreRefused() async throws {
        let xml = envelope11(body: addResponse(5) + "</e:Body><e:Body>" + addResponse(6))
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            #expect(throws: (any Error).self) { try outcome.get() }
        }
    }

    /// SOAP 1.1 §3, 1.2 part 1 §5: a message has no document type declaration; one in a response is refused.
    @Test func aDTDInAResponseIsRefused() async throws {
        let dtd = #"<!DOCTYPE e:Envelope [<!ATTLIST e:Envelope extra CDATA "injected">]>"#
        try await CannedServer.with(response: envelope11(body: addResponse(5), prolog: dtd)) { server in
            let outcome = await callAdd(server)
            #expect(throws: (any Error).self) { try outcome.get() }
        }
    }

    /// Processing instructions are ignored, not refused: SOAP forbids them to senders, and finding
    /// them would mean scanning every byte for little gain (the reader never acts on one).
    @Test func aProcessingInstructionInAResponseIsIgnored() async throws {
        let xml = envelope11(body: "<?calc step?>" + addResponse(5))
        try await CannedServer.with(response: xml) { server in
            let outcome = await callAdd(server)
            #expect((try? outcome.get()) == Result(result: 5))
        }
    }

    /// An Envelope that is not the root is an `unexpectedElement` error.
    @Test func anEnvelopeThatIsNotTheRootIsAnError() async throws {
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

    /// A 1.2 Body inside a 1.1 Envelope is no Body.
    @Test func aBodyInTheOtherNamespaceIsNoBody() async throws {
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

    /// SOAP 1.1 §4.2.3, 1.2 part 1 §5.2.3: a header entry marked `mustUnderstand` that `call` would
    /// drop fails the call.
    @Test func aMandatoryResponseHeaderEntryIsNotSilentlyDropped() async throws {
        let header = #"<x:Session xmlns:x="urn:x" e:mustUnderstand="1">renew</x:Session>"#
        try await CannedServer.with(response: envelope11(body: addResponse(5), header: header)) { server in
            let outcome = await callAdd(server)
            #expect(throws: (any Error).self) { try outcome.get() }
        }
    }

    /// A fault under HTTP 200 is still a fault; an envelope without a fault under 500 is a status error.
    @Test func faultWith200AndResponseWith500() async throws {
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

    /// A 202 with no body (SOAP 1.2's HTTP binding, no response envelope) names the status.
    @Test func a202WithoutABodySaysSo() async throws {
        try await CannedServer.with(status: 202, headers: [], response: "") { server in
            let outcome = await callAdd(server, version: .soap12)
            guard case .failure(let error) = outcome else {
                Issue.record("expected an error")
                return
            }
            #expect("\(error)".contains("202"), "actual: \(type(of: error)) \(error)")
        }
    }

    /// A 1.2 fault with nested subcodes, no English reason, no Node, Role or Detail.
    @Test func soap12FaultShapes() async throws {
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

    /// A SOAP 1.1 Fault inside a SOAP 1.2 Body is not a fault of the envelope's version.
    @Test func aFaultOfTheOtherVersionInsideABodyIsNotAFault() async throws {
        let xml =
            #"<env:Envelope xmlns:env="\#(s12)"><env:Body><f:Fault xmlns:f="\#(s11)"><faultcode>f:Server</faultcode><faultstring>x</faultstring></f:Fault></env:Body></env:Envelope>"#
        try await CannedServer.with(status: 500, response: xml) { server in
            let outcome = await callAdd(server, version: .soap12)
            #expect(throws: XMLHTTPError.self) { try outcome.get() }
        }
    }
}
