import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension XMLRPCClient {
    /// The request body as sent: gzip-compressed with `Content-Encoding: gzip` when
    /// ``XMLRPCClientOptions/compressesRequests``; every request says it accepts gzip responses.
    func encodedRequestBody(_ body: Data, for request: inout URLRequest) throws -> Data {
        request.setValue("gzip", forHTTPHeaderField: "Accept-Encoding")
        guard options.compressesRequests else { return body }
        request.setValue("gzip", forHTTPHeaderField: "Content-Encoding")
        do {
            return try Gzip.compress(body)
        } catch {
            throw XMLRPCClientError(code: .transport, message: "cannot compress the request: \(error)")
        }
    }

    /// The response body as read: decompressed when its `Content-Encoding` is gzip (or `x-gzip`)
    /// or deflate, within ``XMLRPCClientOptions/maximumResponseSize``. FoundationNetworking may
    /// hand the bytes over decoded already (libcurl decodes what it announced it accepts): a body
    /// that does not start as the encoding says is taken as it is.
    func decodedResponseBody(_ body: Data, from response: HTTPURLResponse) throws -> Data {
        guard let encoding = response.value(forHTTPHeaderField: "Content-Encoding")?.lowercased(), !body.isEmpty
        else { return body }
        let format: Gzip.Format
        switch encoding.trimmingCharacters(in: .whitespaces) {
        case "gzip", "x-gzip":
            guard body.count >= 2, body[body.startIndex] == 0x1F, body[body.startIndex + 1] == 0x8B else { return body }
            format = .gzip
        case "deflate":
            // XML starts with "<", white space or a byte order mark; a compressed stream does not.
            let first = body[body.startIndex]
            if first == UInt8(ascii: "<") || first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D
                || first == 0xEF || first == 0xFE || first == 0xFF
            {
                return body
            }
            format = .deflate
        default:
            return body
        }
        do {
            return try Gzip.decompress(body, limit: options.maximumResponseSize, format: format)
        } catch GzipError.tooLarge {
            throw XMLRPCClientError(
                code: .limitExceeded,
                message:
                    "the response from \(shownURL) expands to more than the limit of \(options.maximumResponseSize) bytes"
            )
        } catch {
            throw XMLRPCClientError(
                code: .transport, message: "the response from \(shownURL) is not readable \(encoding): \(error)")
        }
    }
}
