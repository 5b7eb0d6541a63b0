/// Eight bytes at a time: whether a word of text holds a byte the writer must look at. Text and
/// stored markup are mostly plain bytes; testing a word costs a few instructions where a byte
/// costs a few each, so the writer skips plain words whole and looks at bytes only where a test
/// says one may matter.
///
/// ```swift
/// WordScan.has(word, below: 0x20)          // a control character
/// WordScan.has(word, UInt8(ascii: "&"))     // an ampersand
/// ```
///
/// Both tests are exact for a word as a whole (a byte test's borrow reaches only bytes above a
/// byte that matches), and the byte order of the load does not matter for them.
enum WordScan {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index` (which must have eight after it).
    @inline(__always) static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
    }

    /// Whether a byte of `word` is below `limit` (at most 0x80).
    @inline(__always) static func has(_ word: UInt64, below limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Whether a byte of `word` is `byte`.
    @inline(__always) static func has(_ word: UInt64, _ byte: UInt8) -> Bool {
        let matches = word ^ (ones &* UInt64(byte))
        return (matches &- ones) & ~matches & highBits != 0
    }

    /// Whether a byte of `word` may need escaping in text or attributes: a control character,
    /// `& < > " '`, or the first byte of U+FFFE or U+FFFF (0xEF).
    @inline(__always) static func mayNeedEscaping(_ word: UInt64) -> Bool {
        has(word, below: 0x20) || has(word, UInt8(ascii: "&")) || has(word, UInt8(ascii: "<"))
            || has(word, UInt8(ascii: ">")) || has(word, UInt8(ascii: "\"")) || has(word, UInt8(ascii: "'"))
            || has(word, 0xEF)
    }
}
