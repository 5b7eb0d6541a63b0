import Foundation
import TestSupport
import Testing
import XMLHTTP
import XMLReading

/// ``SOAPClient`` against the local Python calculator (``SOAPServer``): both versions, faults,
/// header entries, and the transport's options.
@Suite struct SOAPClientTests {
    @Test func addsOverSOAP11() async throws {
        try await SOAPServer.with { server in
            let client = SOAPClient(url: server.url, version: .soap11)
            let sum = try await client.call(
                Operands(a: 2, b: 3), element: calcName("Add"), action: "urn:example:calc#Add", response: Result.self,
                responseElement: calcName("AddResponse"))
            #expect(sum == Result(result: 5))
            #expect(await server.readLine() == #"text/xml; charset=utf-8 | "urn:example:calc#Add" | - | - | -"#)
        }
    }

    @Test func addsOverSOAP12() async throws {
        try await SOAPServer.with { server in
            let client = SOAPClient(url: server.url, version: .soap12)
            let sum = try await client.call(
                Operands(a: 40, b: 2), element: calcName("Add"), action: "urn:example:calc#Add", response: Result.self,
                responseElement: calcName("AddResponse"))
            #expect(sum == Result(result: 42))
            #expect(
                await server.readLine()
                    == #"application/soap+xml; charset=utf-8; action="urn:example:calc#Add" | - | - | - | -"#)
        }
    }

    @Test func writesTheEnvelopeWithHeaderEntries() async throws {
        try await SOAPServer.with { server in
            let client = SOAPClient(url: server.url)
            let entry = try SOAPHeaderEntry(
                Credentials(token: "t0k"), element: XMLName("Credentials", namespace: "urn:example:auth"),
                mustUnderstand: true)
            let trace = try SOAPHeaderEntry(
                AnyElement(XMLName("Trace", namespace: "urn:example:trace"), content: [.text("42")]))
            let reply = try await client.exchange(
                Operands(a: 1, b: 1), element: calcName("Add"), headers: [entry, trace], response: Result.self,
                responseElement: calcName("AddResponse"))
            #expect(reply.body == Result(result: 2))
            #expect(
                reply.headers == [
                    AnyElement(
                        XMLName("Usage", namespace: "urn:example:billing"),
                        attributes: [XMLName("unit", namespace: "urn:example:billing"): "calls"], content: [.text("1")])
                ])
            #expect(
                await server.readLine()
                    == #"text/xml; charset=utf-8 | "" | - | - | {urn:example:auth}Credentials[{http://schemas.xmlsoap.org/soap/envelope/}mustUnderstand=1]t0k;{urn:example:trace}Trace[]42"#
            )
        }
    }

    @Test func throwsSOAP11Faults() async throws {
        try await SOAPServer.with { server in
            let client = SOAPClient(url: server.url, version: .soap11)
            let fault = try await soapFault {
                _ = try await client.call(
                    Operands(a: 1, b: 0), element: calcName("Divide"), response: Result.self,
                    responseElement: calcName("DivideResponse"))
            }
            #expect(fault?.version == .soap11)
            #expect(fault?.code == "e:Client")
            #expect(fault?.codeName == "Client")
            #expect(fault?.subcodes == [])
            #expect(fault?.reason == "division by zero")
            #expect(fault?.actor == "http://calc.example/")
            #expect(fault?.node == nil)
            #expect(fault?.statusCode == 500)
            #expect(fault?.description == "SOAP 1.1 fault e:Client from \(server.url.absoluteString): division by zero")
            #expect(
                try fault?.detail(as: Problem.self, element: calcName("problem"))
                    == Problem(severity: "high", operand: "b"))
            #expect(try fault?.detail(as: Problem.self, element: calcName("other")) == nil)
        }
    }

    @Test func throwsSOAP12FaultsWithSubcodesAndTheEnglishReason() async throws {
        try await SOAPServer.with { server in
            let client = SOAPClient(url: server.url, version: .soap12)
            let fault = try await soapFault {
                _ = try await client.call(
                    Operands(a: 1, b: 0), element: calcName("Divide"), response: Result.self,
                    responseElement: calcName("DivideResponse"))
            }
            #expect(fault?.version == .soap12)
            #expect(fault?.code == "e:Sender")
            #expect(fault?.subcodes == ["m:DivisionByZero"])
            #expect(fault?.reason == "division by zero")
            #expect(fault?.actor == "http://calc.example/role")
            #expect(fault?.node == "http://calc.example/node")
            #expect(fault?.statusCode == 400)
            #expect(
                fault?.description
                    == "SOAP 1.2 fault e:Sender / m:DivisionByZero from \(server.url.absoluteString): division by zero")
            #expect(
                try fault?.detail(as: Problem.self, element: calcName("problem"))
                    == Problem(severity: "high", operand: "b"))
        }
    }

    @Test func aFaultInTheOtherVersionIsStillAFault() async throws {
        try await SOAPServer.with { server in
            // The server answers a 1.2 request with a 1.1 envelope; its fault is the answer.
            let client = SOAPClient(url: server.url.appendingPathComponent("../v11").standardized, version: .soap12)
            let fault = try await soapFault {
                _ = try await client.call(
                    Operands(a: 1, b: 0), element: calcName("Divide"), response: Result.self,
                    responseElement: calcName("DivideResponse"))
            }
            #expect(fault?.version == .soap11)
            #expect(fault?.reason == "division by zero")
        }
    }

    @Test func aResponseInTheOtherVersionIsAnError() async throws {
        try await SOAPServer.with { server in
            let url = server.url.appendingPathComponent("../v11").standardized
            let client = SOAPClient(url: url, version: .soap12)
            let error = try await readingError {
                _ = try await client.call(
                    Operands(a: 1, b: 2), element: calcName("Add"), response: Result.self,
                    responseElement: calcName("AddResponse"))
            }
            #expect(error?.code == .unexpectedElement)
            #expect(error?.message == "Add: \(url.absoluteString) answered a SOAP 1.1 envelope to a SOAP 1.2 request")
        }
    }

    @Test func anUnreadableBodyEntryNamesItsLineAndPath() async throws {
        try await SOAPServer.with { server in
            let client = SOAPClient(url: server.url)
            let error = try await readingError {
                _ = try await client.call(
                    Operands(), element: calcName("Bad"), response: Result.self,
                    responseElement: calcName("AddResponse"))
            }
            #expect(
                error?.description
                    == #"line 4, column 14: cannot read "five" as Int for <c:result> at /e:Envelope/e:Body/c:AddResponse/c:result"#
            )
        }
    }

    @Test func anErrorPageIsAnHTTPStatusError() async throws {
        try await SOAPServer.with { server in
            let url = server.url.appendingPathComponent("../error").standardized
            let client = SOAPClient(url: url)
            let error = try await httpError {
                _ = try await client.call(
                    Operands(), element: calcName("Add"), response: Result.self,
                    responseElement: calcName("AddResponse"))
            }
            #expect(error?.code == .httpStatus)
            #expect(error?.statusCode == 503)
            #expect(error?.message == "Add: \(url.absoluteString) answered HTTP 503")
            #expect(error?.body == Data("<html><body>down for maintenance</body></html>".utf8))
        }
    }

    @Test func compressesBothWays() async throws {
        try await SOAPServer.with(mode: "gzip") { server in
            var options = XMLHTTPClientOptions()
            options.compressesRequests = true
            let client = SOAPClient(url: server.url, options: options)
            let sum = try await client.call(
                Operands(a: 20, b: 22), element: calcName("Add"), response: Result.self,
                responseElement: calcName("AddResponse"))
            #expect(sum == Result(result: 42))
            #expect(await server.readLine() == #"text/xml; charset=utf-8 | "" | gzip | - | -"#)
        }
    }

    @Test func sendsCredentialsFromTheURLAndKeepsCookies() async throws {
        try await SOAPServer.with(mode: "auth") { server in
            var components = URLComponents(url: server.url, resolvingAgainstBaseURL: false)!
            components.percentEncodedUser = "name"
            components.percentEncodedPassword = "pa%3Ass"
            let client = SOAPClient(url: components.url!)
            for expected in [3, 3] {
                let sum = try await client.call(
                    Operands(a: 1, b: 2), element: calcName("Add"), response: Result.self,
                    responseElement: calcName("AddResponse"))
                #expect(sum.result == expected)
            }
            #expect(
                await server.readLines(2) == [
                    #"text/xml; charset=utf-8 | "" | - | - | -"#, #"text/xml; charset=utf-8 | "" | - | session=s1 | -"#,
                ])

            components.percentEncodedPassword = "wrong"
            let refused = SOAPClient(url: components.url!)
            let error = try await httpError {
                _ = try await refused.call(
                    Operands(), element: calcName("Add"), response: Result.self,
                    responseElement: calcName("AddResponse"))
            }
            #expect(error?.statusCode == 401)
            #expect(error?.message == "Add: http://name@127.0.0.1:\(server.port)/RPC2 answered HTTP 401")
        }
    }

    @Test func capsTheResponseSize() async throws {
        try await SOAPServer.with { server in
            var options = XMLHTTPClientOptions()
            options.maximumResponseSize = 10_000
            let client = SOAPClient(url: server.url, options: options)
            let error = try await httpError {
                _ = try await client.call(
                    Sized(n: 20_000), element: calcName("Big"), response: Text.self,
                    responseElement: calcName("BigResponse"))
            }
            #expect(error?.code == .limitExceeded)
            #expect(
                error?.message == "Big: the response from \(server.url.absoluteString) exceeds the limit of 10000 bytes"
            )
            let fits = try await client.call(
                Sized(n: 9_000), element: calcName("Big"), response: Text.self, responseElement: calcName("BigResponse")
            )
            #expect(fits.text == String(repeating: "x", count: 9_000))
        }
    }

    /// A timeout names the operation and the URL without its password. `Slow` never answers here:
    /// a time-out that does not fire fails the test at its time limit.
    @Test(.timeLimit(.minutes(1))) func aTimeoutNamesTheURLWithoutItsPassword() async throws {
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
}

/// The error of type `E` that `body` throws, recording an issue when it throws something else or
/// nothing.
func caught<E: Error>(_ type: E.Type, _ body: () async throws -> Void, sourceLocation: SourceLocation) async -> E? {
    do {
        try await body()
        Issue.record("expected \(E.self)", sourceLocation: sourceLocation)
    } catch let error as E {
        return error
    } catch {
        Issue.record("expected \(E.self), got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// The ``SOAPFault`` `body` throws.
func soapFault(_ body: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) async throws
    -> SOAPFault?
{
    await caught(SOAPFault.self, body, sourceLocation: sourceLocation)
}

/// The ``XMLHTTPError`` `body` throws.
func httpError(_ body: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) async throws
    -> XMLHTTPError?
{
    await caught(XMLHTTPError.self, body, sourceLocation: sourceLocation)
}

/// The `XMLReadingError` `body` throws.
func readingError(_ body: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) async throws
    -> XMLReadingError?
{
    await caught(XMLReadingError.self, body, sourceLocation: sourceLocation)
}
