extension XMLReadingError.Code {
    /// A description has an entry ``XMLWriter`` cannot write (a format without a write
    /// conversion, an entry that stores through a closure), or a value no ``Item`` matches.
    public static let notWritable = Self("notWritable")
    /// A string holds a character that XML 1.0 forbids (a control character, U+FFFE, U+FFFF).
    public static let forbiddenCharacter = Self("forbiddenCharacter")
    /// The output file could not be created or written.
    public static let outputUnavailable = Self("outputUnavailable")
}
