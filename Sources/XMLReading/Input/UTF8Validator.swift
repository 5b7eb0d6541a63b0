/// Checks that text is UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF)
/// and keeps the line and column where the text checked so far ends, so that a refusal anywhere
/// can name its place.
///
/// ```swift
/// var validator = UTF8Validator()
/// switch validator.validate(chunk, isLast: false) {
/// case .valid(let length): …       // bytes past `length` start a character the next chunk ends
/// case .invalid(let offset, let length): validator.position(of: offset, in: chunk)
/// }
/// ```
///
/// ASCII, most of any XML document, is checked eight bytes at a time.
struct UTF8Validator {
    enum Outcome: Equatable {
        /// The first `length` bytes are whole characters; the rest (at most 3 bytes) begin one.
        case valid(length: Int)
        /// The `length` bytes at `offset` are not UTF-8; nothing was counted.
        case invalid(offset: Int, length: Int)

        /// Valid, but not one whole character yet: the piece ends inside the first.
        var isEmptyButMoreToCome: Bool { self == .valid(length: 0) }
    }

    /// The line the next byte is on (1-based).
    private(set) var line = 1
    /// The characters before the next byte on its line.
    private(set) var column = 0

    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A

    /// Checks `chunk` and counts its lines; `isLast` when no text follows it.
    mutating func validate(_ chunk: UnsafeBufferPointer<UInt8>, isLast: Bool) -> Outcome {
        guard let base = chunk.baseAddress else { return .valid(length: 0) }
        let count = chunk.count
        var index = 0
        var lineFeeds = 0
        var continuations = 0
        while index < count {
            // Line feeds are counted per byte lane (the high bit of each feed's byte, shifted to
            // its low bit), and the lanes summed after at most 255 words, before one can overflow.
            var lanes: UInt64 = 0
            let blockEnd = min(count, index + 255 * 8)
            while index + 8 <= blockEnd {
                // The first byte in the low bits, on every platform.
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                // The high bit of each byte of `word` that is a line feed (a zero byte of `x`; exact,
                // as no sum carries into the next byte).
                let x = word ^ Self.lineFeeds
                let feeds = ~(((x & Self.lowBits) &+ Self.lowBits) | x) & Self.highBits
                let nonASCII = word & Self.highBits
                if nonASCII != 0 {
                    // Take the ASCII bytes before the first other one, then decode that one below.
                    let ascii = nonASCII.trailingZeroBitCount >> 3
                    lanes &+= (feeds & ((1 << (ascii << 3)) &- 1)) >> 7
                    index += ascii
                    break
                }
                lanes &+= feeds >> 7
                index += 8
            }
            if lanes != 0 { lineFeeds += Self.sumOfBytes(lanes) }
            guard index < count else { break }
            let lead = base[index]
            if lead < 0x80 {
                if lead == 0x0A { lineFeeds += 1 }
                index += 1
                continue
            }
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            let following: Int
            switch lead {
            case 0xC2...0xDF: following = 1
            case 0xE0:
                following = 2
                low = 0xA0
            case 0xED:
                following = 2
                high = 0x9F
            case 0xE1...0xEF: following = 2
            case 0xF0:
                following = 3
                low = 0x90
            case 0xF4:
                following = 3
                high = 0x8F
            case 0xF1...0xF3: following = 3
            default: return .invalid(offset: index, length: 1)
            }
            for step in 1...following {
                guard index + step < count else {
                    if isLast { return .invalid(offset: index, length: count - index) }
                    advance(base, upTo: index, lineFeeds: lineFeeds, continuations: continuations)
                    return .valid(length: index)
                }
                let byte = base[index + step]
                if byte < low || byte > high { return .invalid(offset: index, length: step + 1) }
                low = 0x80
                high = 0xBF
            }
            continuations += following
            index += following + 1
        }
        advance(base, upTo: index, lineFeeds: lineFeeds, continuations: continuations)
        return .valid(length: index)
    }

    /// The sum of the eight bytes of `lanes`.
    @inline(__always)
    private static func sumOfBytes(_ lanes: UInt64) -> Int {
        let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)
        return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
    }

    /// Moves the position past the first `length` bytes, which hold `lineFeeds` line feeds and
    /// `continuations` bytes that continue a character.
    private mutating func advance(
        _ base: UnsafePointer<UInt8>, upTo length: Int, lineFeeds: Int, continuations: Int
    ) {
        guard lineFeeds > 0 else {
            column += length - continuations
            return
        }
        line += lineFeeds
        var index = length
        var characters = 0
        while index > 0, base[index - 1] != 0x0A {
            index -= 1
            if base[index] & 0xC0 != 0x80 { characters += 1 }
        }
        column = characters
    }

    /// The 1-based line and column of the byte at `offset` in a chunk not yet counted.
    func position(of offset: Int, in chunk: UnsafeBufferPointer<UInt8>) -> XMLPosition {
        var line = self.line
        var column = self.column
        for byte in chunk[0..<offset] {
            if byte == 0x0A {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return XMLPosition(line: line, column: column + 1)
    }

    /// The 1-based line and column of the next byte.
    var position: XMLPosition { XMLPosition(line: line, column: column + 1) }
}
