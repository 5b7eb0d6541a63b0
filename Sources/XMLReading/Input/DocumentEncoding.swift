/// The encoding of a document's bytes, as its first bytes and its XML declaration tell (XML 1.0
/// §4.3.3 and Appendix F): a byte order mark first, then the declaration, else UTF-8.
///
/// | first bytes | read as |
/// |---|---|
/// | `EF BB BF` | UTF-8 (the mark is dropped) |
/// | `FE FF` / `FF FE` | UTF-16BE / UTF-16LE |
/// | `00 00 FE FF` / `FF FE 00 00` | UTF-32BE / UTF-32LE |
/// | `00 00 00 xx` / `xx 00 00 00` | UTF-32BE / UTF-32LE without a mark |
/// | `00 xx 00 yy` / `xx 00 yy 00` | UTF-16BE / UTF-16LE without a mark |
/// | `4C 6F A7 94` (`<?xm` in EBCDIC) | the EBCDIC code page the declaration names (IBM037 if none) |
/// | anything else | the encoding the declaration names, UTF-8 if none |
struct DocumentEncoding: Equatable {
    /// The name messages use: the declared name as written, or the detected one (`UTF-16LE`).
    var name: String
    /// The name the converter reads (iconv's); `nil` for UTF-8, which is only validated.
    var converterName: String?
    /// The byte order mark's length; those bytes are dropped.
    var byteOrderMarkLength: Int
    /// Where the declaration's `encoding="…"` stands in the decoded text (in bytes of its UTF-8,
    /// which are characters there: the declaration is ASCII), when the parser must not see it.
    var declarationRewrite: Range<Int>?
    /// Whether the XML declaration says `standalone="yes"` (read here, where the declaration is
    /// read in any encoding; ``InputGuard`` applies it).
    var isStandalone = false

    static let utf8 = DocumentEncoding(name: "UTF-8", converterName: nil, byteOrderMarkLength: 0)

    /// How the bytes are laid out, from the first four alone.
    enum Family: Equatable {
        /// ASCII-compatible bytes (UTF-8, ISO-8859-x, Shift_JIS, …); `markLength` 3 after a UTF-8 mark.
        case bytes(markLength: Int)
        case utf16(bigEndian: Bool, markLength: Int)
        case utf32(bigEndian: Bool, markLength: Int)
        case ebcdic

        var markLength: Int {
            switch self {
            case .bytes(let length), .utf16(_, let length), .utf32(_, let length): return length
            case .ebcdic: return 0
            }
        }

        /// The family's own name, used when the declaration names none.
        var defaultName: String {
            switch self {
            case .bytes: return "UTF-8"
            case .utf16(let bigEndian, _): return bigEndian ? "UTF-16BE" : "UTF-16LE"
            case .utf32(let bigEndian, _): return bigEndian ? "UTF-32BE" : "UTF-32LE"
            case .ebcdic: return "IBM037"
            }
        }

        /// Bytes per code unit of the declaration.
        var unitSize: Int {
            switch self {
            case .bytes, .ebcdic: return 1
            case .utf16: return 2
            case .utf32: return 4
            }
        }

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            func starts(_ pattern: [UInt8?]) -> Bool {
                guard bytes.count >= pattern.count else { return false }
                for (index, expected) in pattern.enumerated() {
                    if let expected {
                        if bytes[index] != expected { return false }
                    } else if bytes[index] == 0 {
                        return false
                    }
                }
                return true
            }
            if starts([0, 0, 0xFE, 0xFF]) {
                self = .utf32(bigEndian: true, markLength: 4)
            } else if starts([0xFF, 0xFE, 0, 0]) {
                self = .utf32(bigEndian: false, markLength: 4)
            } else if starts([0xEF, 0xBB, 0xBF]) {
                self = .bytes(markLength: 3)
            } else if starts([0xFE, 0xFF]) {
                self = .utf16(bigEndian: true, markLength: 2)
            } else if starts([0xFF, 0xFE]) {
                self = .utf16(bigEndian: false, markLength: 2)
            } else if starts([0, 0, 0, nil]) {
                self = .utf32(bigEndian: true, markLength: 0)
            } else if starts([nil, 0, 0, 0]) {
                self = .utf32(bigEndian: false, markLength: 0)
            } else if starts([0, nil]) {
                self = .utf16(bigEndian: true, markLength: 0)
            } else if starts([nil, 0]) {
                self = .utf16(bigEndian: false, markLength: 0)
            } else if starts([0x4C, 0x6F, 0xA7, 0x94]) {
                self = .ebcdic
            } else {
                self = .bytes(markLength: 0)
            }
        }
    }

    /// Finds the encoding of a document from its first bytes (the whole document when it is shorter
    /// than a read chunk), or throws when the declaration names an encoding that cannot be read or
    /// contradicts the bytes.
    ///
    /// `charset`, the encoding a transport declared (RFC 7303), comes after a byte order mark and
    /// before the declaration; it applies to documents whose first bytes are one byte per ASCII
    /// character (UTF-16 and UTF-32 show themselves and are read as such).
    static func detect(_ prefix: UnsafeBufferPointer<UInt8>, charset: String? = nil) throws(XMLReadingError)
        -> DocumentEncoding
    {
        let family = Family(prefix)
        let body = UnsafeBufferPointer(rebasing: prefix[min(family.markLength, prefix.count)...])
        let view = asciiView(of: body, family: family)
        let declaration = try XMLDeclaration(view)
        var detected = try detect(family: family, body: body, view: view, declaration: declaration, charset: charset)
        detected.isStandalone = declaration?.isStandalone ?? false
        return detected
    }

    private static func detect(
        family: Family, body: UnsafeBufferPointer<UInt8>, view: [UInt8], declaration: XMLDeclaration?,
        charset: String?
    ) throws(XMLReadingError) -> DocumentEncoding {
        if let charset, family == .bytes(markLength: 0) {
            return try declared(charset: charset, rewriting: declaration?.encoding)
        }
        guard let declared = declaration?.encoding else {
            if case .bytes = family {
                return DocumentEncoding(
                    name: "UTF-8", converterName: nil, byteOrderMarkLength: family.markLength)
            }
            return DocumentEncoding(
                name: family.defaultName, converterName: family.defaultName, byteOrderMarkLength: family.markLength)
        }
        let name = declared.name
        let column = declared.nameStart + 1
        let upper = name.uppercased()
        switch family {
        case .bytes(let markLength):
            if utf8Names.contains(upper) {
                // A UTF-8 document the parser may read as it is, unless it names UTF-8 oddly.
                let rewrite = upper == "UTF-8" ? nil : declared.range
                return DocumentEncoding(
                    name: name, converterName: nil, byteOrderMarkLength: markLength, declarationRewrite: rewrite)
            }
            if markLength > 0 {
                throw contradiction(start: "starts with a UTF-8 byte order mark", declared: name, column: column)
            }
        case .utf16, .utf32:
            // The family's own name with its byte order ("UTF-16LE"), or one without.
            let names = family.unitSize == 2 ? utf16Names : utf32Names
            guard names.contains(upper) || upper == family.defaultName else {
                throw contradiction(start: "is \(family.defaultName)", declared: name, column: column)
            }
            return DocumentEncoding(
                name: name, converterName: family.defaultName, byteOrderMarkLength: family.markLength,
                declarationRewrite: declared.range)
        case .ebcdic:
            break
        }
        // Any other name: iconv must know it, and the declaration must read the same in it.
        guard let converter = Transcoder(from: name) else {
            throw XMLReadingError(
                code: .unsupportedEncoding,
                message:
                    "the document declares the encoding \"\(name)\", which this system cannot convert; convert the document to UTF-8",
                line: 1, column: column)
        }
        let declarationBytes = declared.end * family.unitSize
        guard converter.decodesAsASCII(UnsafeBufferPointer(rebasing: body[..<min(declarationBytes, body.count)]), view)
        else {
            throw XMLReadingError(
                code: .unsupportedEncoding,
                message:
                    "the document declares the encoding \"\(name)\", but its XML declaration is not written in \(name)",
                line: 1, column: column)
        }
        return DocumentEncoding(
            name: name, converterName: name, byteOrderMarkLength: family.markLength,
            declarationRewrite: declared.range)
    }

    /// The encoding a transport declared, for a document without a byte order mark; the
    /// declaration's own `encoding="…"`, if any, is rewritten for the parser.
    private static func declared(charset: String, rewriting declared: XMLDeclaration.Encoding?) throws(XMLReadingError)
        -> DocumentEncoding
    {
        let name = String(charset.filter { $0 != "\"" && $0 != "'" && $0 != " " })
        let upper = name.uppercased()
        if utf8Names.contains(upper) || upper == "US-ASCII" || upper == "ASCII" {
            // UTF-8 (ASCII is a part of it) is read as it is, a declaration naming another encoding aside.
            let rewrite = declared.map { utf8Names.contains($0.name.uppercased()) ? nil : $0.range } ?? nil
            return DocumentEncoding(name: name, converterName: nil, byteOrderMarkLength: 0, declarationRewrite: rewrite)
        }
        guard Transcoder(from: name) != nil else {
            throw XMLReadingError(
                code: .unsupportedEncoding,
                message:
                    "the document comes with the charset \"\(name)\", which this system cannot convert; convert the document to UTF-8",
                line: 1, column: 1)
        }
        return DocumentEncoding(
            name: name, converterName: name, byteOrderMarkLength: 0, declarationRewrite: declared?.range)
    }

    private static let utf8Names: Set<String> = ["UTF-8", "UTF8"]
    private static let utf16Names: Set<String> = ["UTF-16", "UCS-2", "ISO-10646-UCS-2", "CSUNICODE"]
    private static let utf32Names: Set<String> = ["UTF-32", "UCS-4", "ISO-10646-UCS-4", "CSUCS4"]

    /// How many code units of the start are looked at for a declaration.
    static let declarationWindow = 1024

    /// The first code units as ASCII bytes (0 for anything else), up to ``declarationWindow``.
    /// Stops early: after the first five units when they are not `<?xml`, or after `?>`, since
    /// ``XMLDeclaration`` looks no further (so a read without a declaration costs five units).
    private static func asciiView(of body: UnsafeBufferPointer<UInt8>, family: Family) -> [UInt8] {
        var view: [UInt8] = []
        func isEnough() -> Bool {
            let count = view.count
            if count == 5 { return !view.elementsEqual("<?xml".utf8) }
            return count > 5 && view[count - 2] == UInt8(ascii: "?") && view[count - 1] == UInt8(ascii: ">")
        }
        switch family {
        case .bytes:
            for byte in body.prefix(declarationWindow) {
                view.append(byte < 0x80 ? byte : 0)
                if isEnough() { break }
            }
        case .utf16(let bigEndian, _), .utf32(let bigEndian, _):
            let size = family.unitSize
            var offset = 0
            while offset + size <= body.count, view.count < declarationWindow {
                var value: UInt32 = 0
                for index in 0..<size {
                    let byte = UInt32(body[offset + (bigEndian ? index : size - 1 - index)])
                    value = value << 8 | byte
                }
                view.append(value < 0x80 ? UInt8(value) : 0)
                offset += size
                if isEnough() { break }
            }
        case .ebcdic:
            // The characters of a declaration are the same in every EBCDIC code page.
            guard let converter = Transcoder(from: "IBM037") else { return [] }
            view = converter.asciiView(of: UnsafeBufferPointer(rebasing: body.prefix(declarationWindow)))
        }
        return view
    }

    private static func contradiction(start: String, declared: String, column: Int) -> XMLReadingError {
        XMLReadingError(
            code: .unsupportedEncoding,
            message: "the document \(start), but its XML declaration names the encoding \"\(declared)\"",
            line: 1, column: column)
    }
}
