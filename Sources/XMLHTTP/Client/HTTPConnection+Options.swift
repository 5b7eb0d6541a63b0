import Foundation

extension HTTPConnection {
    /// Posts `post` as `options` say and returns the response, whatever its status; a request
    /// with no response throws the ``XMLHTTPError`` that says why, its message starting with
    /// `context` (a SOAP body element's name, an XML-RPC method's).
    package func post(_ post: HTTPPost, options: XMLHTTPClientOptions, context: String?) async throws(XMLHTTPError)
        -> HTTPReply
    {
        do {
            return try await self.post(post, options.settings)
        } catch {
            throw XMLHTTPError(
                error, url: post.url, limit: options.maximumResponseSize, timeout: options.timeout, context: context)
        }
    }
}
