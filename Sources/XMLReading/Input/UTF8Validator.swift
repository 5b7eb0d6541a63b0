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
/// ASCII, most of any XML document, is checked thirty-two bytes at a time, and its line feeds are
/// counted in sixteen lanes at once; in a step that holds other bytes, a bit mask of them leads
/// from one character to the next, and only those are decoded.
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
    /// Multiplied by a word's high bits, gathers them into its top byte, the first byte's lowest.
    private static let gather: UInt64 = 0x0002_0408_1020_4081
    /// The steps of sixteen bytes after which the lanes' counts are summed, before one can overflow.
    private static let stepsPerSum = 255

    /// Checks `chunk` and counts its lines; `isLast` when no text follows it.
    mutating func validate(_ chunk: UnsafeBufferPointer<UInt8>, isLast: Bool) -> Outcome {
        guard let base = chunk.baseAddress else { return .valid(length: 0) }
        let count = chunk.count
        var index = 0
        var lineFeeds = 0
        var continuations = 0
        // Line feeds counted per byte lane (one for each sixteen-byte step that had one in the
        // lane), summed into `lineFeeds` before a lane can overflow. Bytes that are not ASCII are
        // never line feeds, so every step counts all of its sixteen bytes.
        var lanes = SIMD16<UInt8>()
        var stepsLeft = Self.stepsPerSum
        let feed = SIMD16<UInt8>(repeating: 0x0A)
        let one = SIMD16<UInt8>(repeating: 1)
        while index < count {
            // Up to `stepsLeft` steps of sixteen bytes, two at a time, until one holds a byte
            // that is not ASCII: its characters are then decoded (below).
            let limit = min(count, index &+ stepsLeft &* 16)
            let start = index
            var window = 0
            while index &+ 32 <= limit {
                let raw = UnsafeRawPointer(base + index)
                let bytes = raw.loadUnaligned(as: SIMD16<UInt8>.self)
                let next = raw.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
                lanes &+= one.replacing(with: 0, where: bytes .!= feed)
                lanes &+= one.replacing(with: 0, where: next .!= feed)
                index &+= 32
                if Self.holdsNonASCII(bytes | next) {
                    window = 32
                    break
                }
            }
            if window == 0 {
                while index &+ 16 <= limit {
                    let bytes = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                    lanes &+= one.replacing(with: 0, where: bytes .!= feed)
                    index &+= 16
                    if Self.holdsNonASCII(bytes) {
                        window = 16
                        break
                    }
                }
            }
            stepsLeft &-= (index &- start) >> 4
            if stepsLeft == 0 {
                lineFeeds &+= Self.sum(lanes)
                lanes = SIMD16<UInt8>()
                stepsLeft = Self.stepsPerSum
            }
            if window != 0 {
                // The characters in the window: one bit for each byte that is not ASCII (its
                // high bit, gathered from each word) leads to the next character to decode.
                let windowStart = index &- window
                var mask: UInt64 = 0
                var offset = 0
                while offset < window {
                    let high =
                        UnsafeRawPointer(base + (windowStart &+ offset)).loadUnaligned(as: UInt64.self) & Self.highBits
                    mask |= ((high &* Self.gather) &>> 56) &<< offset
                    offset &+= 8
                }
                var decoded = windowStart
                while mask != 0 {
                    let at = windowStart &+ mask.trailingZeroBitCount
                    switch Self.character(at: at, in: base, count: count) {
                    case .character(let length):
                        continuations &+= length &- 1
                        decoded = at &+ length
                        // Clears the bits of this character and the ones before it (a shift of at most 35).
                        mask &= UInt64.max &<< (decoded &- windowStart)
                    case .invalid(let length):
                        return .invalid(offset: at, length: length)
                    case .cut:
                        if isLast { return .invalid(offset: at, length: count &- at) }
                        lineFeeds &+= Self.sum(lanes)
                        advance(base, upTo: at, lineFeeds: lineFeeds, continuations: continuations)
                        return .valid(length: at)
                    }
                }
                // A character that ends past the window: the next step starts after it.
                index = max(index, decoded)
                continue
            }
            // Fewer than sixteen bytes left (or the lanes just summed): byte by byte.
            if index &+ 16 <= count { continue }
            while index < count {
                let lead = base[index]
                if lead < 0x80 {
                    if lead == 0x0A { lineFeeds &+= 1 }
                    index &+= 1
                    continue
                }
                switch Self.character(at: index, in: base, count: count) {
                case .character(let length):
                    continuations &+= length &- 1
                    index &+= length
                case .invalid(let length):
                    return .invalid(offset: index, length: length)
                case .cut:
                    if isLast { return .invalid(offset: index, length: count &- index) }
                    lineFeeds &+= Self.sum(lanes)
                    advance(base, upTo: index, lineFeeds: lineFeeds, continuations: continuations)
                    return .valid(length: index)
                }
            }
        }
        lineFeeds &+= Self.sum(lanes)
        advance(base, upTo: index, lineFeeds: lineFeeds, continuations: continuations)
        return .valid(length: index)
    }

    /// What starts at a byte that is not ASCII.
    private enum Decoded {
        /// A character of `length` bytes.
        case character(length: Int)
        /// `length` bytes that are no character.
        case invalid(length: Int)
        /// The start of a character that the chunk's end cuts.
        case cut
    }

    /// Decodes the character at `index` of the `count` bytes at `base`, whose first byte is not ASCII.
    @inline(__always)
    private static func character(at index: Int, in base: UnsafePointer<UInt8>, count: Int) -> Decoded {
        let lead = base[index]
        // The most frequent, two bytes (U+0080 to U+07FF), checked at once.
        if lead &- 0xC2 < 0x1E, index &+ 1 < count, base[index &+ 1] & 0xC0 == 0x80 { return .character(length: 2) }
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
        default: return .invalid(length: 1)
        }
        for step in 1...following {
            guard index &+ step < count else { return .cut }
            let byte = base[index &+ step]
            if byte < low || byte > high { return .invalid(length: step &+ 1) }
            low = 0x80
            high = 0xBF
        }
        return .character(length: following &+ 1)
    }

    /// Whether a byte of `bytes` is not ASCII.
    @inline(__always)
    private static func holdsNonASCII(_ bytes: SIMD16<UInt8>) -> Bool {
        let words = unsafeBitCast(bytes, to: SIMD2<UInt64>.self)
        return (words[0] | words[1]) & highBits != 0
    }

    /// The sum of the sixteen lanes' counts.
    @inline(__always)
    private static func sum(_ lanes: SIMD16<UInt8>) -> Int {
        let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
        return sumOfBytes(words[0]) &+ sumOfBytes(words[1])
    }

    /// The sum of the eight bytes of `word`.
    @inline(__always)
    private static func sumOfBytes(_ word: UInt64) -> Int {
        let pairs = (word & 0x00FF_00FF_00FF_00FF) &+ ((word >> 8) & 0x00FF_00FF_00FF_00FF)
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
