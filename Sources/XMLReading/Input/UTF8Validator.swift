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
/// counted in sixteen lanes at once; only the characters that are not ASCII are read byte by byte.
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
        // lane), summed into `lineFeeds` before a lane can overflow.
        var lanes = SIMD16<UInt8>()
        var stepsLeft = Self.stepsPerSum
        let feed = SIMD16<UInt8>(repeating: 0x0A)
        let one = SIMD16<UInt8>(repeating: 1)
        let laneIndices = SIMD16<UInt8>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        while index < count {
            // ASCII, up to `stepsLeft` steps of sixteen bytes.
            let limit = min(count, index &+ stepsLeft &* 16)
            let start = index
            // Thirty-two bytes a step while they are ASCII, then sixteen.
            while index &+ 32 <= limit {
                let raw = UnsafeRawPointer(base + index)
                let bytes = raw.loadUnaligned(as: SIMD16<UInt8>.self)
                let next = raw.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
                if Self.holdsNonASCII(bytes | next) { break }
                lanes &+= one.replacing(with: 0, where: bytes .!= feed)
                lanes &+= one.replacing(with: 0, where: next .!= feed)
                index &+= 32
            }
            var bytes = SIMD16<UInt8>()
            while index &+ 16 <= limit {
                bytes = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                if Self.holdsNonASCII(bytes) { break }
                lanes &+= one.replacing(with: 0, where: bytes .!= feed)
                index &+= 16
            }
            stepsLeft &-= (index &- start) >> 4
            let isTail: Bool
            if index &+ 16 <= limit {
                // A byte that is not ASCII: count the line feeds of the ASCII before it in one
                // more step, then decode from it.
                let words = unsafeBitCast(bytes, to: SIMD2<UInt64>.self)
                let high = words[0] & Self.highBits
                let ascii =
                    high != 0
                    ? high.trailingZeroBitCount >> 3 : 8 &+ (words[1] & Self.highBits).trailingZeroBitCount >> 3
                let prefix = SIMD16<UInt8>(repeating: UInt8(truncatingIfNeeded: ascii))
                lanes &+= one.replacing(with: 0, where: (bytes .!= feed) .| (laneIndices .>= prefix))
                stepsLeft &-= 1
                index &+= ascii
                isTail = false
            } else {
                isTail = index &+ 16 > count
            }
            if stepsLeft == 0 {
                lineFeeds &+= Self.sum(lanes)
                lanes = SIMD16<UInt8>()
                stepsLeft = Self.stepsPerSum
            }
            // Byte by byte: a run of characters that are not ASCII, or the last few bytes.
            while index < count {
                let lead = base[index]
                if lead < 0x80 {
                    guard isTail else { break }
                    if lead == 0x0A { lineFeeds &+= 1 }
                    index &+= 1
                    continue
                }
                // The most frequent, two bytes (U+0080 to U+07FF), checked at once.
                if lead &- 0xC2 < 0x1E, index &+ 1 < count, base[index &+ 1] & 0xC0 == 0x80 {
                    continuations &+= 1
                    index &+= 2
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
                    guard index &+ step < count else {
                        if isLast { return .invalid(offset: index, length: count - index) }
                        lineFeeds &+= Self.sum(lanes)
                        advance(base, upTo: index, lineFeeds: lineFeeds, continuations: continuations)
                        return .valid(length: index)
                    }
                    let byte = base[index &+ step]
                    if byte < low || byte > high { return .invalid(offset: index, length: step + 1) }
                    low = 0x80
                    high = 0xBF
                }
                continuations &+= following
                index &+= following &+ 1
            }
        }
        lineFeeds &+= Self.sum(lanes)
        advance(base, upTo: index, lineFeeds: lineFeeds, continuations: continuations)
        return .valid(length: index)
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
