import Foundation

/// Bytes into the buffer: layout, start tags closed, text escaped and checked, the buffer flushed.
extension XMLEmitter {
    // MARK: Output

    func beginChild() throws {
        closeStartTag()
        if let last = frames.indices.last {
            frames[last].hasChildElements = true
            if !frames[last].isInline { newline(depth: frames.count) }
        } else if wroteAnything {
            newline(depth: 0)
        }
        wroteAnything = true
    }

    func newline(depth: Int) {
        guard options.prettyPrinted else { return }
        buffer.append(0x0A)
        for _ in 0..<depth { buffer.append(contentsOf: indentation) }
    }

    func closeStartTag() {
        if tagIsOpen {
            buffer.append(UInt8(ascii: ">"))
            tagIsOpen = false
        }
    }

    /// `</name>`: the end tag of an element opened with `name` (its bytes as written).
    @inline(__always) func appendEndTag(_ name: UnsafeBufferPointer<UInt8>) {
        buffer.append(UInt8(ascii: "<"))
        buffer.append(UInt8(ascii: "/"))
        buffer.append(contentsOf: name)
        buffer.append(UInt8(ascii: ">"))
    }

    func append(_ text: String) {
        buffer.append(text)
    }

    @inline(__always) func flushIfNeeded() throws {
        if buffer.count >= flushThreshold, !holdsPieces, let sink { try flush(to: sink) }
    }

    private func flush(to sink: ([UInt8]) throws -> Void) throws {
        try sink(buffer.array)
        buffer.removeAll()
    }

    /// Appends `text` with `& < > " '` escaped (and, in attributes, tab and line breaks, which
    /// parsers would otherwise turn into spaces; in text, carriage returns, which they would turn
    /// into line feeds). Characters XML 1.0 forbids are an error.
    func appendEscaped(_ text: String, inAttribute: Bool, place: @autoclosure () -> String) throws {
        // A native string's bytes are read where they are; a bridged one is made native first.
        let escaped: Void? = try text.utf8.withContiguousStorageIfAvailable { bytes in
            try appendEscaped(bytes, inAttribute: inAttribute, place: place())
        }
        if escaped == nil {
            var native = text
            native.makeContiguousUTF8()
            try appendEscaped(native, inAttribute: inAttribute, place: place())
        }
    }

    private func appendEscaped(
        _ bytes: UnsafeBufferPointer<UInt8>, inAttribute: Bool, place: @autoclosure () -> String
    ) throws {
        var runStart = 0
        var index = 0
        let count = bytes.count
        // Bytes before this index are looked at one by one: their word may hold one to escape.
        var wordEnd = 0
        while index < count {
            if index >= wordEnd {
                // Plain words are skipped whole.
                while index + 8 <= count, !WordScan.mayNeedEscaping(WordScan.word(bytes, at: index)) { index += 8 }
                if index == count { break }
                wordEnd = index + 8
            }
            let byte = bytes[index]
            let replacement: StaticString
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&apos;"
            case 0x0D: replacement = "&#13;"
            case 0x0A where inAttribute: replacement = "&#10;"
            case 0x09 where inAttribute: replacement = "&#9;"
            case 0x09, 0x0A:
                index += 1
                continue
            case 0..<0x20:
                throw forbidden(Unicode.Scalar(byte), place: place())
            case 0xEF:
                if index + 2 < count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                    throw forbidden(Unicode.Scalar(bytes[index + 2] == 0xBE ? 0xFFFE : 0xFFFF)!, place: place())
                }
                index += 1
                continue
            default:
                index += 1
                continue
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            replacement.withUTF8Buffer { buffer.append(contentsOf: $0) }
            index += 1
            runStart = index
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
    }

    func checkCharacters(_ text: String, place: @autoclosure () -> String) throws {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || value == 0xFFFE || value == 0xFFFF {
                throw forbidden(scalar, place: place())
            }
        }
    }

    func forbidden(_ scalar: Unicode.Scalar, place: String) -> XMLReadingError {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return XMLReadingError(
            code: .forbiddenCharacter, message: "cannot write \(code) in \(place): XML 1.0 forbids the character",
            path: path)
    }
}
