import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Request and response bodies as they travel: gzip-compressed requests when the settings say so,
/// and `Content-Encoding: gzip` (or `x-gzip`, `deflate`) responses decompressed within the size
/// limit. Every request says it accepts gzip.
///
/// FoundationNetworking may hand the bytes over decoded already (libcurl decodes what it announced
/// it accepts), as do Apple platforms: a body that does not start as its encoding says is taken as
/// it is.
enum ContentCoding {
    /// The request body as sent: gzip-compressed with `Content-Encoding: gzip` when `compressing`.
    static func encode(_ body: Data, compressing: Bool, for request: inout URLRequest) throws(HTTPFailure) -> Data {
        request.setValue("gzip", forHTTPHeaderField: "Accept-Encoding")
        guard compressing else { return body }
        request.setValue("gzip", forHTTPHeaderField: "Content-Encoding")
        do {
            return try Gzip.compress(body)
        } catch {
            throw .cannotCompress(error)
        }
    }

    /// The response body decoded as its `Content-Encoding` says, at most `limit` bytes.
    static func decode(_ body: Data, from response: HTTPURLResponse, limit: Int) throws(HTTPFailure) -> Data {
        guard let encoding = response.value(forHTTPHeaderField: "Content-Encoding"), !body.isEmpty,
            let format = format(of: encoding, startingWith: body)
        else { return body }
        do {
            return try Gzip.decompress(body, limit: limit, format: format)
        } catch .tooLarge {
            throw .expandsTooLarge
        } catch {
            throw .unreadable(encoding: name(of: encoding), error)
        }
    }

    /// `gzip` for `" GZip "`: the coding as messages name it.
    static func name(of encoding: String) -> String { encoding.trimmingCharacters(in: .whitespaces).lowercased() }

    /// How to decompress a body with this `Content-Encoding` whose first bytes (two at least,
    /// unless the body is shorter) are `start`; `nil` to take it as it is: an encoding this does
    /// not know, or a body that does not start as its encoding says (decoded by the transport
    /// already).
    static func format(of encoding: String, startingWith start: Data) -> Gzip.Format? {
        guard let first = start.first else { return nil }
        switch name(of: encoding) {
        case "gzip", "x-gzip":
            guard start.count >= 2, first == 0x1F, start[start.startIndex + 1] == 0x8B else { return nil }
            return .gzip
        case "deflate":
            // XML starts with "<", white space or a byte order mark; a compressed stream does not.
            if first == UInt8(ascii: "<") || first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D
                || first == 0xEF || first == 0xFE || first == 0xFF
            {
                return nil
            }
            return .deflate
        default:
            return nil
        }
    }
}
