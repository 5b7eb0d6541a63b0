/// An element or attribute a read's descriptions do not name, as
/// ``UnknownContentPolicy/report(_:)`` hears it.
///
/// ```swift
/// // <shelf>
/// //   <book id="1" lang="en"><title>Dune</title></book>
/// //   <book id="2" idd="3"><tilte>Emma</tilte></book>
/// // </shelf>, read as books that bind "id" and <title>, gives three reports:
/// // line 2, column 25: unknown attribute "lang" of <book> at /shelf/book[1]
/// // line 3, column 23: unknown attribute "idd" of <book>; did you mean "id"? at /shelf/book[2]
/// // line 3, column 30: unknown element <tilte> in <book>; did you mean <title>? at /shelf/book[2]/tilte
/// unknown.name         // XMLName("tilte")
/// unknown.suggestion   // XMLName("title")
/// ```
///
/// Its ``description`` reads like an ``XMLReadingError``'s, and is the message
/// ``UnknownContentPolicy/refuse`` throws.
public struct UnknownContentReport: Sendable, Hashable, CustomStringConvertible {
    /// Whether an element or an attribute is unknown.
    ///
    /// `unknown.kind == .attribute`
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        let isAttribute: Bool
        var isText = false

        /// An element no entry names.
        ///
        /// `unknown.kind == .element`
        public static let element = Kind(isAttribute: false)
        /// An attribute no entry of its element names.
        ///
        /// `unknown.kind == .attribute`
        public static let attribute = Kind(isAttribute: true)
        /// Text in an element whose description reads none (no ``TextContent`` or ``Mixed``): what a
        /// schema's element-only content forbids. ``UnknownContentReport/name`` is the element's.
        ///
        /// `unknown.kind == .text`
        public static let text = Kind(isAttribute: false, isText: true)

        /// `element` or `attribute`.
        ///
        /// `"\(unknown.kind)" == "element"`
        public var description: String { isAttribute ? "attribute" : isText ? "text" : "element" }
    }

    /// Whether an element or an attribute is unknown.
    ///
    /// `unknown.kind == .element`
    public let kind: Kind
    /// Its name, namespace resolved.
    ///
    /// `unknown.name == XMLName("Placemark", namespace: "http://earth.google.com/kml/2.1")`
    public let name: XMLName
    /// The path of the unknown element, or of the element holding the unknown attribute, with
    /// sibling positions.
    ///
    /// `unknown.path == "/shelf/book[2]/tilte"`
    public let path: String
    /// The line of the element's start tag (its end, as the parser reports it).
    ///
    /// `unknown.line == 3`
    public let line: Int
    /// The column of the element's start tag (its end, as the parser reports it).
    ///
    /// `unknown.column == 30`
    public let column: Int
    /// The described name nearest to ``name``: the same local name in another namespace, or a
    /// name within a few edits; `nil` when none is near.
    ///
    /// `unknown.suggestion == XMLName("title")`
    public let suggestion: XMLName?
    /// The sentence: `unknown element <tilte> in <book>; did you mean <title>?`.
    ///
    /// `unknown.message.hasPrefix("unknown element")`
    public let message: String

    /// Creates a report; the reader makes them, tests may too.
    ///
    /// `UnknownContentReport(kind: .element, name: "nmae", path: "/p/nmae", line: 1, column: 9, suggestion: "name", message: "…")`
    public init(
        kind: Kind, name: XMLName, path: String, line: Int, column: Int, suggestion: XMLName?, message: String
    ) {
        self.kind = kind
        self.name = name
        self.path = path
        self.line = line
        self.column = column
        self.suggestion = suggestion
        self.message = message
    }

    /// `line 3, column 30: unknown element <tilte> in <book>; did you mean <title>? at /shelf/book[2]/tilte`
    ///
    /// `print(unknown)`
    public var description: String { "line \(line), column \(column): \(message) at \(path)" }
}
