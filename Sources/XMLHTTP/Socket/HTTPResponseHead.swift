import Foundation
import XMLReading

/// Where an HTTP response's bytes come from: a ``SocketConnection``, or bytes in memory (tests,
/// the fuzzer).
package protocol HTTPByteSource: AnyObject {
    /// Copies up to `buffer.count` bytes into `buffer`, waiting for at least one; 0 when the peer
    /// has closed the connection.
    func receive(into buffer: UnsafeMutableRawBufferPointer) throws(XMLReadingError) -> Int
}

/// The status line and headers of an HTTP/1.x response.
///
/// ```swift
/// // HTTP/1.1 200 OK\r\nContent-Type: application/xml; charset=ISO-8859-1\r\n\r\n
/// head.status                          // 200
/// head.value(of: "content-type")       // "application/xml; charset=ISO-8859-1"
/// ```
package struct HTTPResponseHead: Sendable, Equatable {
    /// The status code, 100…999.
    package var status: Int
    /// The header fields in the order received, names lowercased.
    package var fields: [(name: String, value: String)]

    package init(status: Int, fields: [(name: String, value: String)]) {
        self.status = status
        self.fields = fields
    }

    /// The value of the first field named `name` (lowercase).
    package func value(of name: String) -> String? { fields.first { $0.name == name }?.value }

    /// The values of every field named `name` (lowercase), in order.
    package func values(of name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }

    package static func == (left: Self, right: Self) -> Bool {
        left.status == right.status && left.fields.elementsEqual(right.fields) { $0 == $1 }
    }

    /// The head in `bytes` (without the empty line that ends it), or a description of what is
    /// wrong with it.
    ///
    /// Lines end with CRLF or a bare LF (RFC 9112 lets a recipient accept both); a line that
    /// starts with white space continues the previous field's value (obsolete folding, replaced
    /// by a space as RFC 9112 says); field names are tokens.
    static func parse(_ bytes: ArraySlice<UInt8>) -> Result<HTTPResponseHead, HeadError> {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        guard !lines.isEmpty else { return .failure(HeadError("an empty status line")) }
        let statusLine = lines.removeFirst()
        // HTTP/1.x SP 3DIGIT [SP reason]
        let prefix = Array("HTTP/1.".utf8)
        guard statusLine.count >= 12, statusLine.prefix(7).elementsEqual(prefix),
            isDigit(statusLine[statusLine.startIndex + 7]), statusLine[statusLine.startIndex + 8] == 0x20
        else {
            return .failure(HeadError("the status line \(shown(statusLine)) is not HTTP/1.x's"))
        }
        let code = statusLine.dropFirst(9).prefix(3)
        guard code.count == 3, code.allSatisfy(isDigit), code.first != UInt8(ascii: "0"),
            statusLine.count == 12 || statusLine[statusLine.startIndex + 12] == 0x20
        else {
            return .failure(HeadError("the status line \(shown(statusLine)) has no three-digit status"))
        }
        let status = code.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        var fields: [(name: String, value: String)] = []
        for line in lines {
            if let first = line.first, first == 0x20 || first == 0x09 {
                guard !fields.isEmpty else {
                    return .failure(HeadError("the first header line \(shown(line)) starts with white space"))
                }
                guard !line.contains(where: { $0 == 0x0D || $0 == 0x00 }) else {
                    return .failure(HeadError("the header line \(shown(line)) has a CR or NUL in its value"))
                }
                let more = String(decoding: trimmed(line), as: UTF8.self)
                fields[fields.count - 1].value += fields[fields.count - 1].value.isEmpty ? more : " " + more
                continue
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                line[..<colon].allSatisfy(isTokenCharacter)
            else {
                return .failure(HeadError("the header line \(shown(line)) is not a field"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            // RFC 9110, 5.5: CR, LF and NUL are never part of a field's value.
            guard !line[(colon + 1)...].contains(where: { $0 == 0x0D || $0 == 0x00 }) else {
                return .failure(HeadError("the header line \(shown(line)) has a CR or NUL in its value"))
            }
            // Field values are Latin-1 by history; ASCII in practice.
            let value = String(trimmed(line[(colon + 1)...]).map { Character(Unicode.Scalar($0)) })
            fields.append((name, value))
        }
        return .success(HTTPResponseHead(status: status, fields: fields))
    }

    /// What is wrong with a response's head.
    struct HeadError: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// RFC 9110's `tchar`.
    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var bytes = bytes
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes.removeFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        return bytes
    }

    /// A line as a message quotes it: at most 80 bytes, control characters escaped.
    static func shown(_ line: ArraySlice<UInt8>) -> String {
        var text = "\""
        for byte in line.prefix(80) {
            switch byte {
            case 0x20..<0x7F where byte != UInt8(ascii: "\""): text.unicodeScalars.append(Unicode.Scalar(byte))
            default: text += String(format: "\\x%02X", byte)
            }
        }
        return text + (line.count > 80 ? "…\"" : "\"")
    }
}
