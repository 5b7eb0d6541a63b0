/// Limits and switches for a read. The defaults refuse what hostile documents use.
///
/// ```swift
/// var options = ReadingOptions()
/// options.maximumDepth = 2_000
/// let feed = try XMLReader.object(ofType: Feed.self, element: "feed", from: data, options: options)
/// ```
///
/// What a document's DTD may do is set by ``dtd`` (see ``DTDPolicy``): by default, attribute
/// defaults of the internal subset are applied and entity declarations are refused.
public struct ReadingOptions: Sendable, Equatable {
    /// The deepest element nesting accepted; deeper documents fail with
    /// ``XMLReadingError/Code/depthLimitExceeded``. The root element is at depth 1. Default: 512.
    ///
    /// `ReadingOptions(maximumDepth: 2_000)`
    public var maximumDepth: Int

    /// What the document's internal DTD subset may declare. Default: ``DTDPolicy/standard``.
    ///
    /// `options.dtd = .internalEntities`
    public var dtd: DTDPolicy

    /// What the read does with elements and attributes its descriptions do not name: ignore,
    /// report or refuse them. Default: ``UnknownContentPolicy/ignore``.
    ///
    /// `options.unknownContent = .refuse`
    public var unknownContent: UnknownContentPolicy

    /// The parser that reads the document: Foundation's `XMLParser` (the default) or libxml2's
    /// SAX2 interface directly (``ReadingParser/libxml2``), faster, with the same answers.
    ///
    /// `ReadingOptions(parser: .libxml2)`
    public var parser: ReadingParser

    /// Whether values read with ``ValueFormat/checked(_:)`` (the formats of models generated from
    /// an XML Schema) are checked against their ``XMLFacets``. Default: `true`. Off, each value is
    /// read by its type alone: a `<priority>1.5</priority>` that the schema bounds to 1.0 is read
    /// as 1.5, and `12.345` where the schema allows 2 fraction digits as 12.345. Meant for
    /// documents already validated; a value its type cannot read is still refused, and
    /// ``XMLWriter`` still checks facets before writing.
    ///
    /// `ReadingOptions(checksFacets: false)`
    public var checksFacets: Bool

    /// Creates options; every parameter has a safe default.
    ///
    /// `ReadingOptions(maximumDepth: 2_000, dtd: .internalEntities, unknownContent: .refuse, parser: .libxml2, checksFacets: false)`
    public init(
        maximumDepth: Int = 512, dtd: DTDPolicy = .standard, unknownContent: UnknownContentPolicy = .ignore,
        parser: ReadingParser = .foundation, checksFacets: Bool = true
    ) {
        self.maximumDepth = maximumDepth
        self.dtd = dtd
        self.unknownContent = unknownContent
        self.parser = parser
        self.checksFacets = checksFacets
    }
}
