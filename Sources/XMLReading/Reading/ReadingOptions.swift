/// Limits and switches for a read. The defaults refuse what hostile documents use.
///
/// ```swift
/// var options = ReadingOptions()
/// options.maximumDepth = 2_000
/// let feed = try XMLReader.object(ofType: Feed.self, element: "feed", from: data, options: options)
/// ```
///
/// Entity declarations in a DTD are always refused (``XMLReadingError/Code/entityDeclaration``):
/// on Linux, Foundation's parser silently drops text from custom entity expansions, and expanding
/// them is the vehicle of "billion laughs" attacks. External entities are never resolved.
public struct ReadingOptions: Sendable, Equatable {
    /// The deepest element nesting accepted; deeper documents fail with
    /// ``XMLReadingError/Code/depthLimitExceeded``. The root element is at depth 1. Default: 512.
    public var maximumDepth: Int

    /// Creates options; every parameter has a safe default.
    public init(maximumDepth: Int = 512) {
        self.maximumDepth = maximumDepth
    }
}
