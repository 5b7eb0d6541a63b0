/// The XML parser under a read: the reader's descriptions, limits, input guard and errors are the
/// same with either; only speed differs.
///
/// ```swift
/// let options = ReadingOptions(parser: .libxml2)
/// let catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: data, options: options)
/// ```
///
/// Choose ``foundation`` (the default) unless reading speed matters: it is the parser Foundation
/// ships and supports on every platform. Choose ``libxml2`` for large documents or many of them:
/// it drives the system's libxml2 (the library `XMLParser` itself wraps on Linux) through its SAX2
/// push interface, without the `String`s and dictionaries `XMLParser` builds for every event. Both
/// give the same models, and the same error codes, element paths, lines and columns.
///
/// A struct with static members rather than an enum, so that a parser added later breaks no
/// client's `switch`.
public struct ReadingParser: Sendable, Hashable, CustomStringConvertible {
    @usableFromInline enum Kind: Sendable, Hashable {
        case foundation
        case libxml2
    }

    @usableFromInline let kind: Kind

    @inlinable init(_ kind: Kind) { self.kind = kind }

    /// Foundation's `XMLParser`: the default.
    ///
    /// `ReadingOptions(parser: .foundation)`
    public static let foundation = ReadingParser(.foundation)
    /// libxml2's SAX2 interface, driven through its push parser with the same UTF-8 chunks the
    /// input guard gives `XMLParser`, without network access or entity loading.
    ///
    /// `ReadingOptions(parser: .libxml2)`
    public static let libxml2 = ReadingParser(.libxml2)

    /// The parser's name as written in code: `"foundation"` or `"libxml2"`, as test output shows it
    /// (`String(describing: ReadingParser.libxml2) == "libxml2"`).
    public var description: String {
        switch kind {
        case .foundation: "foundation"
        case .libxml2: "libxml2"
        }
    }
}
