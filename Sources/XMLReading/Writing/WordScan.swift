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
/// byte that matches), and the byte order of the load does not matter for them. The writer's
/// escaping and markup scan (`XMLEmitter`) and the escaping of kept markup and XML-RPC messages
/// (``XMLEscaping``) all test words through these.
enum WordScan {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index` (which must have eight after it).
    @inline(__always) static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
    }

    /// The high bit of each byte of `word` below `limit` (at most 0x80): zero exactly when no
    /// byte is below it (bits past the first such byte may be wrong, which a yes-or-no test does
    /// not use). Masks of several tests are or-ed together and tested once, without a branch each.
    @inline(__always) static func bytes(of word: UInt64, below limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }

    /// The high bit of each byte of `word` that is `byte` (zero exactly when none is, as above).
    @inline(__always) static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let matches = word ^ (ones &* UInt64(byte))
        return (matches &- ones) & ~matches & highBits
    }

    /// Whether a byte of `word` is below `limit` (at most 0x80).
    @inline(__always) static func has(_ word: UInt64, below limit: UInt8) -> Bool {
        bytes(of: word, below: limit) != 0
    }

    /// Whether a byte of `word` is `byte`.
    @inline(__always) static func has(_ word: UInt64, _ byte: UInt8) -> Bool {
        bytes(of: word, equalTo: byte) != 0
    }

    /// Whether a byte of `word` may need escaping in text or attributes: a control character,
    /// `& < > " '`, or the first byte of U+FFFE or U+FFFF (0xEF). `<` (0x3C) and `>` (0x3E) are
    /// one test with bit 1 set (no other byte becomes 0x3E so), `&` (0x26) and `'` (0x27) one
    /// with bit 0 set.
    @inline(__always) static func mayNeedEscaping(_ word: UInt64) -> Bool {
        bytes(of: word, below: 0x20) | bytes(of: word | ones &* 0x02, equalTo: 0x3E)
            | bytes(of: word | ones, equalTo: 0x27) | bytes(of: word, equalTo: 0x22) | bytes(of: word, equalTo: 0xEF)
            != 0
    }
}
