extension XMLReadingError.Code {
    /// A description has an entry ``XMLWriter`` cannot write (a format without a write
    /// conversion, an entry that stores through a closure), or a value no ``Item`` matches.
    ///
    /// `cannot write Note: Element("color") uses a format for Color without a write conversion; give .custom a write: closure`
    public static let notWritable = Self("notWritable")
    /// A string holds a character that XML 1.0 forbids (a control character, U+FFFE, U+FFFF).
    ///
    /// `cannot write U+0001 in the text of <title>: XML 1.0 forbids the character at /note/title`
    public static let forbiddenCharacter = Self("forbiddenCharacter")
    /// A value's write conversion refused it: a value outside its facets
    /// (``ValueFormat/checked(_:)``), or a `.custom` format's `write` that threw.
    ///
    /// `cannot write the value of <priority>: "2": over the maximum 1.0 (maxInclusive) at /url`
    public static let invalidValue = Self("invalidValue")
    /// The output file could not be created or written.
    ///
    /// `try XMLWriter().write(catalog, element: "catalog", to: URL(fileURLWithPath: "/read-only/catalog.xml"))`
    /// throws `cannot create the file /read-only/catalog.xml`.
    public static let outputUnavailable = Self("outputUnavailable")
}

extension XMLReadingError.Code {
    /// A model's ``ElementNamespace`` holds a namespace its description does not read.
    ///
    /// `cannot write <kml> in the namespace "urn:other": Kml's description reads "http://www.opengis.net/kml/2.2" or "http://earth.google.com/kml/2.1"; set its ElementNamespace to one of them at /kml`
    public static let namespaceNotRead = Self("namespaceNotRead")
}
