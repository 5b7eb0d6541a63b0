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

    /// Creates options; every parameter has a safe default.
    ///
    /// `ReadingOptions(maximumDepth: 2_000, dtd: .internalEntities, unknownContent: .refuse, parser: .libxml2)`
    public init(
        maximumDepth: Int = 512, dtd: DTDPolicy = .standard, unknownContent: UnknownContentPolicy = .ignore,
        parser: ReadingParser = .foundation
    ) {
        self.maximumDepth = maximumDepth
        self.dtd = dtd
        self.unknownContent = unknownContent
        self.parser = parser
    }
}
