/// An element or attribute a read's descriptions do not name, as
/// ``UnknownContentPolicy/report(_:)`` hears it.
///
/// ```swift
/// // <Placemark id="a" idd="b"><nmae>Pier</nmae></Placemark>, with Placemark binding "id" and <name>:
/// // line 1, column 30: unknown attribute "idd" of <Placemark>; did you mean "id"? at /kml/Placemark
/// // line 1, column 36: unknown element <nmae> in <Placemark>; did you mean <name>? at /kml/Placemark/nmae
/// unknown.name         // XMLName("nmae")
/// unknown.suggestion   // XMLName("name")
/// ```
///
/// Its ``description`` reads like an ``XMLReadingError``'s, and is the message
/// ``UnknownContentPolicy/refuse`` throws.
public struct UnknownContent: Sendable, Hashable, CustomStringConvertible {
    /// Whether an element or an attribute is unknown.
    ///
    /// `unknown.kind == .attribute`
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        let isAttribute: Bool

        /// An element no entry names.
        ///
        /// `unknown.kind == .element`
        public static let element = Kind(isAttribute: false)
        /// An attribute no entry of its element names.
        ///
        /// `unknown.kind == .attribute`
        public static let attribute = Kind(isAttribute: true)

        /// `element` or `attribute`.
        ///
        /// `"\(unknown.kind)" == "element"`
        public var description: String { isAttribute ? "attribute" : "element" }
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
    /// `unknown.path == "/kml/Document/Placemark[2]/nmae"`
    public let path: String
    /// The line of the element's start tag (its end, as the parser reports it).
    ///
    /// `unknown.line == 4`
    public let line: Int
    /// The column of the element's start tag (its end, as the parser reports it).
    ///
    /// `unknown.column == 11`
    public let column: Int
    /// The described name nearest to ``name``: the same local name in another namespace, or a
    /// name within a few edits; `nil` when none is near.
    ///
    /// `unknown.suggestion == XMLName("name")`
    public let suggestion: XMLName?
    /// The sentence: `unknown element <nmae> in <Placemark>; did you mean <name>?`.
    ///
    /// `unknown.message.hasPrefix("unknown element")`
    public let message: String

    /// Creates a report; the reader makes them, tests may too.
    ///
    /// `UnknownContent(kind: .element, name: "nmae", path: "/p/nmae", line: 1, column: 9, suggestion: "name", message: "…")`
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

    /// `line 4, column 11: unknown element <nmae> in <Placemark>; did you mean <name>? at /kml/Placemark/nmae`
    ///
    /// `print(unknown)`
    public var description: String { "line \(line), column \(column): \(message) at \(path)" }
}
