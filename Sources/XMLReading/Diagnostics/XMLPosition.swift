/// A place in the document: 1-based line and column, as an ``ElementReader`` receives it.
///
/// ```swift
/// mutating func startElement(_ name: XMLName, attributes: [String: String], position: XMLPosition) {
///     textStart = position   // report a conversion problem where the text began
/// }
/// ```
public struct XMLPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    ///
    /// `XMLPosition(line: 3, column: 7).line == 3`
    public let line: Int
    /// The 1-based column.
    ///
    /// `XMLPosition(line: 3, column: 7).column == 7`
    public let column: Int

    /// Document order: an earlier line first, then an earlier column.
    ///
    /// `XMLPosition(line: 2, column: 80) < XMLPosition(line: 3, column: 1)`
    public static func < (lhs: XMLPosition, rhs: XMLPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// Creates a position.
    ///
    /// `XMLReadingError.valueConversion(text: t, typeName: "Int", element: "n", position: XMLPosition(line: 3, column: 7))`
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line 3, column 7`: how every message of ``XMLReadingError`` names a place.
    ///
    /// `"\(XMLPosition(line: 3, column: 7))" == "line 3, column 7"`
    public var description: String { "line \(line), column \(column)" }
}
