import Foundation
import TestSupport
import Testing
import XMLHTTP
import XMLReading

/// ``XMLHTTPClient``: a model posted as XML, the response read as a model.
@Suite struct XMLHTTPClientTests {
    @Test func postsAModelAndReadsTheResponse() async throws {
        try await SOAPServer.with { server in
            var options = XMLHTTPClientOptions()
            options.headers["X-Trace"] = "42"
            let client = XMLHTTPClient(
                url: server.url.appendingPathComponent("../orders").standardized, options: options)
            let receipt = try await client.post(
                Order(item: "tea", quantity: 3), element: "order", response: Receipt.self, responseElement: "receipt")
            #expect(receipt == Receipt(number: "R-1", item: "tea", total: 7.5))
            #expect(await server.readLine() == "application/xml; charset=utf-8 | - | - | - | -")
        }
    }

    @Test func aResponseOfAnotherRootIsAnError() async throws {
        try await SOAPServer.with { server in
            let client = XMLHTTPClient(url: server.url.appendingPathComponent("../orders").standardized)
            let error = try await readingError {
                _ = try await client.post(
                    Order(item: "tea", quantity: 1), element: "order", response: Receipt.self,
                    responseElement: "invoice")
            }
            #expect(
                error?.description == "line 1, column 22: the root element is <receipt>; expected <invoice> at /receipt"
            )
        }
    }

    @Test func aRefusedStatusIsAnErrorWithItsBody() async throws {
        try await SOAPServer.with { server in
            let url = server.url.appendingPathComponent("../error").standardized
            let client = XMLHTTPClient(url: url)
            let error = try await httpError {
                _ = try await client.post(
                    Order(item: "tea", quantity: 1), element: "order", response: Receipt.self,
                    responseElement: "receipt")
            }
            #expect(error?.message == "\(url.absoluteString) answered HTTP 503")
            #expect(error?.statusCode == 503)
        }
    }

    @Test func connectionFailuresNameTheURLWithoutItsPassword() async throws {
        // A port nothing listens on: the server's, after it stopped.
        var port = 0
        try await SOAPServer.with { server in port = server.port }
        let client = XMLHTTPClient(url: URL(string: "http://name:secret@127.0.0.1:\(port)/orders")!)
        let error = try await httpError {
            _ = try await client.post(Order(), element: "order", response: Receipt.self, responseElement: "receipt")
        }
        #expect(error?.code == .transport)
        #expect(error?.message.hasPrefix("http://name@127.0.0.1:\(port)/orders: ") == true)
        #expect(error?.message.contains("secret") == false)
    }
}
