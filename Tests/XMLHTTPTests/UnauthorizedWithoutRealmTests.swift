import Foundation
import TestSupport
import Testing
import XMLHTTP
import XMLReading

/// A 401 whose `WWW-Authenticate` has no realm: FoundationNetworking turns a 401 into an
/// authentication challenge (and without a delegate that answers, waits forever; with a
/// challenge it cannot parse, it has crashed). Every client ends the request at the 401's headers
/// and reports the status.
@Suite struct UnauthorizedWithoutRealmTests {
    static let headers = [("WWW-Authenticate", "Basic"), ("Content-Type", "text/plain")]

    @Test func soapReportsTheStatus() async throws {
        try await CannedServer.with(status: 401, headers: Self.headers, response: "no") { server in
            let client = SOAPClient(url: server.url)
            let error = try await httpError {
                _ = try await client.call(
                    Operands(), element: calcName("Add"), response: Result.self,
                    responseElement: calcName("AddResponse"))
            }
            #expect(error?.message == "Add: \(server.url.absoluteString) answered HTTP 401")
        }
    }

    @Test func postReportsTheStatus() async throws {
        try await CannedServer.with(status: 401, headers: Self.headers, response: "no") { server in
            let client = XMLHTTPClient(url: server.url)
            let error = try await httpError {
                _ = try await client.post(Order(), element: "order", response: Receipt.self, responseElement: "receipt")
            }
            #expect(error?.message == "\(server.url.absoluteString) answered HTTP 401")
        }
    }

    @Test func readingReportsTheStatus() async throws {
        try await CannedServer.with(status: 401, headers: Self.headers, response: "no") { server in
            let error = #expect(throws: XMLReadingError.self) {
                _ = try XMLReader.objects(ofType: Book.self, element: "book", from: .http(server.url))
            }
            #expect(error?.description == "\(server.url.absoluteString) answered HTTP 401")
        }
    }
}
