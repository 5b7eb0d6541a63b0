import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension XMLRPCClient {
    /// The request body as sent. The one place for a content encoding of requests: it gets the
    /// XML and the request, may set a header (`Content-Encoding`), and returns the bytes to send.
    func encodedRequestBody(_ body: Data, for request: inout URLRequest) throws -> Data {
        body
    }

    /// The response body as read. The one place for a content encoding of responses: it gets the
    /// bytes received (at most ``XMLRPCClientOptions/maximumResponseSize``) and the response with
    /// its headers, and returns the XML. A decoding step must keep its output within the same
    /// limit. (FoundationNetworking asks libcurl to decompress on its own, so there the bytes may
    /// arrive decoded already.)
    func decodedResponseBody(_ body: Data, from response: HTTPURLResponse) throws -> Data {
        body
    }
}
