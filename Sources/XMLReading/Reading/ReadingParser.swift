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
public enum ReadingParser: Sendable, Hashable {
    /// Foundation's `XMLParser`: the default.
    ///
    /// `ReadingOptions(parser: .foundation)`
    case foundation
    /// libxml2's SAX2 interface, driven through its push parser with the same UTF-8 chunks the
    /// input guard gives `XMLParser`, without network access or entity loading.
    ///
    /// `ReadingOptions(parser: .libxml2)`
    case libxml2
}
