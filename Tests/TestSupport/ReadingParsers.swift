import XMLReading

/// The parsers every reading suite runs on, for `@Test(arguments: ReadingParsers.all)`: the same
/// documents must give the same models and the same errors on each.
public enum ReadingParsers {
    /// Foundation's `XMLParser` (the default) and libxml2's SAX2 interface.
    public static let all: [ReadingParser] = [.foundation, .libxml2]
}
