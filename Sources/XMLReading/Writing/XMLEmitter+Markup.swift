import Foundation

/// ``XMLString`` markup written into the document's namespace scope: a namespace declaration
/// already in scope with the same URI is left out, and an element the markup leaves in no
/// namespace gets `xmlns=""` under a default namespace, so the markup means what it meant alone.
///
/// ```swift
/// // In <feed xmlns="http://www.w3.org/2005/Atom">, the captured `<b xmlns="http://www.w3.org/2005/Atom">x</b>`
/// // is written `<b>x</b>`; the markup `<b>x</b>` (in no namespace) is written `<b xmlns="">x</b>`.
/// ```
extension XMLEmitter {
    /// Appends `xml` with its namespace declarations fitted to the scope; markup without any, in
    /// no default namespace, is appended as it is.
    func appendMarkup(_ xml: String) throws {
        // One pass over the bytes finds a character XML forbids and any `xmlns`.
        var xml = xml
        let mentionsXMLNS = try xml.withUTF8 { bytes in
            let (forbidden, mentionsXMLNS) = Self.scan(markup: bytes)
            if let forbidden {
                throw self.forbidden(forbidden, place: "the XML of <\(innermostName)>")
            }
            if defaultURI.isEmpty && !mentionsXMLNS { buffer.append(contentsOf: bytes) }
            return mentionsXMLNS
        }
        if defaultURI.isEmpty && !mentionsXMLNS { return }
        let bytes = Array(xml.utf8)
        // The default namespace each open element of the markup meant, innermost last.
        var meant: [String] = []
        let base = frames.count
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
                // Text, copied up to the next tag.
                let end = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                buffer.append(contentsOf: bytes[index..<end])
                index = end
                continue
            }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                // A comment, CDATA section or processing instruction, copied whole.
                let end = Self.endOfSpecial(bytes, from: index)
                buffer.append(contentsOf: bytes[index..<end])
                index = end
            } else if next == UInt8(ascii: "/") {
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                end = min(end + 1, bytes.count)
                buffer.append(contentsOf: bytes[index..<end])
                index = end
                if !meant.isEmpty {
                    let depth = base + meant.count
                    if let last = bindings.last, last.depth == depth { unbind(depth: depth) }
                    meant.removeLast()
                }
            } else {
                index = startTag(bytes, from: index, meant: &meant, base: base)
            }
        }
        // Markup that is not well-formed may leave elements open: their bindings end here.
        while let last = bindings.last, last.depth > base { unbind(depth: last.depth) }
    }

    /// Writes the start tag at `start`, declarations fitted to the scope; returns the index after it.
    private func startTag(_ bytes: [UInt8], from start: Int, meant: inout [String], base: Int) -> Int {
        var index = start + 1
        let nameStart = index
        while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
        let name = bytes[nameStart..<index]
        var attributes: [(name: ArraySlice<UInt8>, raw: ArraySlice<UInt8>)] = []
        var selfClosing = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                selfClosing = true
                index += 1
                continue
            }
            if Self.endsName(byte) {
                index += 1
                continue
            }
            let attributeStart = index
            while index < bytes.count, !Self.endsName(bytes[index]), bytes[index] != UInt8(ascii: "=") { index += 1 }
            let attributeName = bytes[attributeStart..<index]
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'") {
                index += 1
            }
            guard index < bytes.count else { break }
            let quote = bytes[index]
            index += 1
            while index < bytes.count, bytes[index] != quote { index += 1 }
            index = min(index + 1, bytes.count)
            attributes.append((attributeName, bytes[attributeStart..<index]))
        }
        let depth = base + meant.count + 1
        let firstBinding = bindings.count
        var meantDefault = meant.last ?? ""
        var kept: [ArraySlice<UInt8>] = []
        var others: [ArraySlice<UInt8>] = []
        for attribute in attributes {
            let attributeName = String(decoding: attribute.name, as: UTF8.self)
            guard attributeName == "xmlns" || attributeName.hasPrefix("xmlns:") else {
                others.append(attribute.raw)
                continue
            }
            let prefix = attributeName == "xmlns" ? "" : String(attributeName.dropFirst(6))
            let value = Self.unescapedValue(attribute.raw.dropFirst(attribute.name.count))
            if prefix.isEmpty { meantDefault = value }
            if uri(boundTo: prefix) != value {
                bind(prefix, value, depth: depth)
                kept.append(attribute.raw)
            }
        }
        buffer.append(UInt8(ascii: "<"))
        buffer.append(contentsOf: name)
        // An unprefixed name means the markup's own default namespace, which may not be the scope's.
        if !name.contains(UInt8(ascii: ":")), defaultURI != meantDefault {
            bind("", meantDefault, depth: depth)
            append(" xmlns=\"")
            var escaped: [UInt8] = []
            XMLEscaping.append(meantDefault, to: &escaped, inAttribute: true)
            buffer.append(contentsOf: escaped)
            buffer.append(UInt8(ascii: "\""))
        }
        for raw in kept + others {
            buffer.append(0x20)
            buffer.append(contentsOf: raw)
        }
        if selfClosing {
            buffer.append(contentsOf: [UInt8(ascii: "/"), UInt8(ascii: ">")])
            if bindings.count > firstBinding { unbind(depth: depth) }
        } else {
            buffer.append(UInt8(ascii: ">"))
            meant.append(meantDefault)
        }
        return index
    }

    /// The first character XML 1.0 forbids in `bytes` (a control character other than tab and
    /// line breaks, U+FFFE, U+FFFF), and whether `xmlns` occurs.
    static func scan(markup bytes: UnsafeBufferPointer<UInt8>) -> (forbidden: Unicode.Scalar?, mentionsXMLNS: Bool) {
        var mentionsXMLNS = false
        var index = 0
        let count = bytes.count
        // Bytes before this index are looked at one by one: their word may hold one that matters.
        var wordEnd = 0
        while index < count {
            if index >= wordEnd {
                // Words without a control character, `x` or 0xEF are skipped whole.
                while index + 8 <= count {
                    let word = WordScan.word(bytes, at: index)
                    let found =
                        WordScan.bytes(of: word, below: 0x20) | WordScan.bytes(of: word, equalTo: UInt8(ascii: "x"))
                        | WordScan.bytes(of: word, equalTo: 0xEF)
                    if found != 0 { break }
                    index += 8
                }
                if index == count { break }
                wordEnd = index + 8
            }
            let byte = bytes[index]
            if byte >= 0x20 && byte != UInt8(ascii: "x") && byte != 0xEF {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "x") {
                if !mentionsXMLNS, index + 4 < count, bytes[index + 1] == UInt8(ascii: "m"),
                    bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "n"),
                    bytes[index + 4] == UInt8(ascii: "s")
                {
                    mentionsXMLNS = true
                }
            } else if byte == 0xEF {
                if index + 2 < count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                    return (Unicode.Scalar(bytes[index + 2] == 0xBE ? 0xFFFE : 0xFFFF)!, mentionsXMLNS)
                }
            } else if byte != 0x09 && byte != 0x0A && byte != 0x0D {
                return (Unicode.Scalar(byte), mentionsXMLNS)
            }
            index += 1
        }
        return (nil, mentionsXMLNS)
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "/")
    }

    /// The end of a comment, CDATA section, processing instruction or declaration starting at `start`.
    private static func endOfSpecial(_ bytes: [UInt8], from start: Int) -> Int {
        let terminator: [UInt8]
        if bytes[start...].starts(with: "<!--".utf8) {
            terminator = Array("-->".utf8)
        } else if bytes[start...].starts(with: "<![CDATA[".utf8) {
            terminator = Array("]]>".utf8)
        } else if bytes[start + 1] == UInt8(ascii: "?") {
            terminator = Array("?>".utf8)
        } else {
            terminator = [UInt8(ascii: ">")]
        }
        var index = start + 2
        while index + terminator.count <= bytes.count {
            if bytes[index..<(index + terminator.count)].elementsEqual(terminator) { return index + terminator.count }
            index += 1
        }
        return bytes.count
    }

    /// The value of `="…"` with the escapes the writers use decoded.
    private static func unescapedValue(_ raw: ArraySlice<UInt8>) -> String {
        var value = raw.drop { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'") }
        guard let quote = value.first else { return "" }
        value = value.dropFirst()
        if value.last == quote { value = value.dropLast() }
        return String(decoding: value, as: UTF8.self)
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
