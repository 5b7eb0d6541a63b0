/// A start tag inside the element an ``ElementReader`` reads, as
/// ``ElementReader/startElement(_:)`` gets it: its name, with its attributes and its
/// position worked out only when the reader asks for them.
///
/// Most readers look at the name of most tags and at the attributes or position of few: a reader
/// that asks only for ``name`` costs the engine no attribute dictionary and no question to the
/// parser about where it is. The tag is borrowed for the call and cannot be kept (it is not
/// copyable): ask for what you need while the call lasts.
///
/// ```swift
/// mutating func startElement(_ tag: borrowing StartTag) throws {
///     guard tag.name == "n" else {
///         throw XMLReadingError.unexpectedElement(tag.name, in: "sum", expected: ["n"])
///     }
///     numberStart = tag.position        // asked only for <n>, where a conversion error may point
/// }
/// ```
public struct StartTag: ~Copyable {
    /// The element's name, with the namespace URI its prefix is bound to.
    ///
    /// `tag.name == "n"` for `<n>`; `tag.name.namespace` is the URI of `<x:n xmlns:x="urn:x">`.
    public let name: XMLName
    private let tagAttributes: TagAttributes
    private let parser: ParserHandle

    init(name: XMLName, attributes: TagAttributes, parser: ParserHandle) {
        self.name = name
        self.tagAttributes = attributes
        self.parser = parser
    }

    /// The tag's attributes as written (`[qualified name: value]`, namespace declarations among
    /// them), built when asked.
    ///
    /// `let scale = Int(tag.attributes["scale"] ?? "1")      // <n scale="10">`
    public var attributes: [String: String] { tagAttributes.dictionary }

    /// The value of the attribute written `qualifiedName` (`prefix:local` for a prefixed one),
    /// found without building ``attributes``.
    ///
    /// `tag.attribute("scale")` is `"10"` for `<n scale="10">`, `nil` for `<n>`.
    public func attribute(_ qualifiedName: String) -> String? { tagAttributes[qualifiedName] }

    /// Whether the tag has any attributes (namespace declarations count).
    ///
    /// `tag.hasAttributes` is `false` for `<n>`, `true` for `<n scale="10">`.
    public var hasAttributes: Bool { !tagAttributes.isEmpty }

    /// The end of the start tag, as the parser reports it; asked of the parser when read.
    ///
    /// `numberStart = tag.position      // line 3, column 12: where the text of <n> begins`
    public var position: XMLPosition { parser.position }
}
