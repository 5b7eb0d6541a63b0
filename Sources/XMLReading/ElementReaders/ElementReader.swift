/// Reads one element and everything inside it event by event, for content that a description
/// cannot state: recursive, self-describing formats where a child's name decides what follows
/// (XML-RPC's `<value>`, whose child element names the value's type, is read this way by the
/// `XMLRPC` module).
///
/// Bind a reader with ``Element/init(_:reader:store:)`` or
/// ``Element/init(_:_:reader:)-(_,WritableKeyPath<Model,Reader.Value>Sendable,_)``. For
/// each bound element the engine creates a reader with the element's own start tag, passes it the
/// start tag, text (except where ``ignoresText`` says it is ignored) and end tag of every element
/// inside, in document order, then asks it for the value and stores that value into the model:
///
/// ```swift
/// /// `<sum><n>1</n><n>2</n></sum>` → 3
/// struct SumReader: ElementReader {
///     var total = 0
///     var digits = ""
///
///     init(element: XMLName, attributes: [String: String], position: XMLPosition) {}
///
///     mutating func startElement(_ name: XMLName, attributes: [String: String], position: XMLPosition) throws {
///         guard name == "n" else {
///             throw XMLReadingError.unexpectedElement(name, in: "sum", expected: ["n"])
///         }
///         digits = ""
///     }
///
///     mutating func characters(_ text: String) { digits += text }
///
///     mutating func endElement() throws {
///         guard let number = Int(digits) else {
///             throw XMLReadingError.valueConversion(text: digits, typeName: "Int", element: "n")
///         }
///         total += number
///     }
///
///     mutating func finish() -> Int { total }
/// }
///
/// struct Invoice: XMLReadable {
///     var total = 0
///     static let parsingDescription = ParsingDescription<Invoice> {
///         Element("sum", \.total, reader: SumReader.self)
///     }
/// }
/// ```
///
/// The engine keeps doing what it does for every other entry: it checks the depth limit, resolves
/// namespaces (names arrive as ``XMLName``s with their namespace URI), tracks the element path,
/// and turns anything a reader throws into an ``XMLReadingError`` with the path of the element
/// being read and the position. A thrown ``XMLReadingError`` keeps its code and message, and its
/// own line and column when it has them (a reader that records `position` in
/// ``startElement(_:attributes:position:)`` can report a conversion problem where the text
/// began); any other error ends the read with ``XMLReadingError/Code/elementReaderFailed``.
///
/// A reader is created per element, used by one thread, and dropped after ``finish()``; it needs
/// no synchronization. Text arrives in pieces (``characters(_:)`` may be called several times in a
/// row) and includes whitespace between elements, CDATA sections as plain text, unless the reader
/// says it ignores text there (``ignoresText``).
public protocol ElementReader: _XMLSendableMetatype {
    /// What the reader produces for its element.
    ///
    /// Inferred from ``finish()``: `Int` for `mutating func finish() -> Int`.
    associatedtype Value

    /// Starts reading the bound element, given its name, its attributes as written
    /// (`[qualified name: value]`), and the position of the end of its start tag (as the parser reports it).
    ///
    /// ```swift
    /// init(element: XMLName, attributes: [String: String], position: XMLPosition) throws {
    ///     scale = Int(attributes["scale"] ?? "1") ?? 1      // <sum scale="10">
    /// }
    /// ```
    init(element: XMLName, attributes: [String: String], position: XMLPosition) throws

    /// An element inside the bound one starts; `position` is the end of its start tag.
    ///
    /// ```swift
    /// mutating func startElement(_ name: XMLName, attributes: [String: String], position: XMLPosition) throws {
    ///     guard name == "n" else { throw XMLReadingError.unexpectedElement(name, in: "sum", expected: ["n"]) }
    ///     digits = ""
    /// }
    /// ```
    ///
    /// The engine calls ``startElement(_:)``, which calls this unless the reader
    /// implements it; a reader that implements that one need not implement this.
    mutating func startElement(_ name: XMLName, attributes: [String: String], position: XMLPosition) throws

    /// An element inside the bound one starts, given its tag, whose attributes and position are
    /// worked out only if the reader asks for them (most readers need the name alone).
    ///
    /// ```swift
    /// mutating func startElement(_ tag: borrowing StartTag) throws {
    ///     guard tag.name == "n" else { throw XMLReadingError.unexpectedElement(tag.name, in: "sum", expected: ["n"]) }
    ///     digits = ""
    /// }
    /// ```
    ///
    /// Unless the reader implements it, it calls
    /// ``startElement(_:attributes:position:)`` with everything the tag has.
    ///
    /// Implement one of the two: each has a default (this one calls the other, which does
    /// nothing), so a reader that implements neither, or misspells the one it means (a parameter
    /// left out), compiles and never hears of an inner start tag. Take the tag `borrowing`, as
    /// declared (`consuming` does not compile). A reader that wraps another forwards this one,
    /// which reaches the inner reader whichever it implements.
    mutating func startElement(_ tag: borrowing StartTag) throws

    /// Text inside the bound element, at any depth.
    ///
    /// `mutating func characters(_ text: String) { digits += text }`
    mutating func characters(_ text: String) throws

    /// Whether the reader ignores text where it is now (between the elements of a structure, say):
    /// the engine then passes it none (and on libxml2 makes no `String` of it). `false` unless the
    /// reader says otherwise; a reader that says `true` must mean it, for any text. A reader that
    /// already had a property of this name and type now answers this requirement with it. (`mutating get`: the
    /// engine asks the reader in place, without copying it; a plain computed property implements it.)
    ///
    /// ```swift
    /// var ignoresText: Bool { !insideNumber }   // only the text of <n> counts
    /// ```
    var ignoresText: Bool { mutating get }

    /// The element most recently started (and not yet ended) ends. XML's well-formedness, checked
    /// by the parser, guarantees that end tags match start tags.
    ///
    /// ```swift
    /// mutating func endElement() throws {
    ///     guard let number = Int(digits) else {
    ///         throw XMLReadingError.valueConversion(text: digits, typeName: "Int", element: "n")
    ///     }
    ///     total += number
    /// }
    /// ```
    mutating func endElement() throws

    /// The bound element ended: the value to store.
    ///
    /// `mutating func finish() -> Int { total }`
    mutating func finish() throws -> Value
}

extension ElementReader {
    /// Passes the name, the attributes and the position on to
    /// ``startElement(_:attributes:position:)``, unless the reader implements this.
    ///
    /// A reader that implements only `startElement(_ name:attributes:position:)` gets every start tag there.
    @inlinable public mutating func startElement(_ tag: borrowing StartTag) throws {
        try startElement(tag.name, attributes: tag.attributes, position: tag.position)
    }

    /// Inner start tags are ignored unless the reader implements this (or ``startElement(_:)``).
    ///
    /// A reader of `<sum><n>1</n></sum>` that implements `startElement(_ tag: borrowing StartTag)` needs not this one.
    @inlinable public mutating func startElement(
        _ name: XMLName, attributes: [String: String], position: XMLPosition
    ) throws {}

    /// Text is ignored unless the reader implements this.
    ///
    /// A reader of `<sum><n>1</n></sum>` that only counts elements needs no `characters(_:)`.
    @inlinable public mutating func characters(_ text: String) throws {}

    /// Every text is passed on unless the reader implements this.
    ///
    /// `var ignoresText: Bool { !insideNumber }` spares the engine the text outside `<n>`.
    @inlinable public var ignoresText: Bool { false }
}
