/// An element a description does not name, kept whole: its name, attributes, and content (text
/// and child elements interleaved in document order), so that ``XMLWriter`` writes it back.
///
/// ```swift
/// // <p class="x">Hello <b>world</b>!</p>
/// AnyElement(
///     XMLName("p"), attributes: [XMLName("class"): "x"],
///     content: [.text("Hello "), .element(AnyElement(XMLName("b"), content: [.text("world")])), .text("!")])
/// ```
///
/// Names carry their namespace URI; the prefixes they were read with are kept apart, in
/// ``namespaceDeclarations``, so that ``XMLWriter`` writes them back as read. Namespace
/// declarations are not attributes. Read with ``AnyElements``.
public struct AnyElement: Sendable, Hashable {
    /// One piece of an element's content.
    ///
    /// `<p>Hello <b>world</b></p>` holds `[.text("Hello "), .element(b)]`.
    public enum Content: Sendable, Hashable {
        /// Text, with entities and character references decoded and CDATA sections included.
        ///
        /// `.text("Fish & chips")` for `Fish &amp; chips`.
        case text(String)
        /// A child element.
        ///
        /// `.element(AnyElement(XMLName("b"), content: [.text("world")]))`
        case element(AnyElement)
    }

    /// The element's name and namespace.
    ///
    /// `XMLName("thumbnail", namespace: "http://search.yahoo.com/mrss/")` for `<media:thumbnail>`.
    public var name: XMLName
    /// Its attributes, by name and namespace (`xml:lang` is in the XML namespace).
    ///
    /// `element.attributes[XMLName("url")]` for `url="dune.jpg"`.
    public var attributes: [XMLName: String]
    /// Its text and child elements, in document order; adjacent text is one piece.
    ///
    /// `for case .element(let child) in element.content { … }`
    public var content: [Content]
    /// The namespace declarations the element was read with, prefix to URI (`""` for the default
    /// namespace): those on its start tag, and, on the element an ``AnyElements`` entry keeps,
    /// those made outside it for the names inside it. ``XMLWriter`` declares each that is not in
    /// scope where the element is written, so the element comes back with the prefixes it had.
    /// They do not take part in equality: two elements differing only in prefixes are equal.
    ///
    /// `["media": "http://search.yahoo.com/mrss/"]` for `<media:thumbnail>` read below `<rss xmlns:media="…">`.
    public var namespaceDeclarations: [String: String]

    /// An element with the given parts.
    ///
    /// `AnyElement(XMLName("note"), attributes: [XMLName("lang"): "en"], content: [.text("Read twice.")])`
    public init(
        _ name: XMLName, attributes: [XMLName: String] = [:], content: [Content] = [],
        namespaceDeclarations: [String: String] = [:]
    ) {
        self.name = name
        self.attributes = attributes
        self.content = content
        self.namespaceDeclarations = namespaceDeclarations
    }

    /// Equal names, attributes and content; prefixes (``namespaceDeclarations``) aside.
    ///
    /// `AnyElement(XMLName("a"), namespaceDeclarations: ["p": "urn:p"]) == AnyElement(XMLName("a"))`
    public static func == (lhs: AnyElement, rhs: AnyElement) -> Bool {
        lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.content == rhs.content
    }

    /// Hashes what equality compares: the name, attributes and content.
    ///
    /// `Set([element])` holds one element per name, attributes and content.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(attributes)
        hasher.combine(content)
    }

    /// All the text inside, child elements' included: `"Hello world!"` for the example above.
    public var text: String {
        content.map {
            switch $0 {
            case .text(let text): text
            case .element(let element): element.text
            }
        }.joined()
    }

    /// The child elements, without the text between them.
    ///
    /// `[AnyElement(XMLName("b"), content: [.text("world")])]` for the example above.
    public var children: [AnyElement] {
        content.compactMap {
            if case .element(let element) = $0 { element } else { nil }
        }
    }
}

extension AnyElement {
    /// The namespace of `xmlns` and `xmlns:p` attributes: declarations, not attributes.
    @usableFromInline static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

    /// Writes the element whole, its content inline (exactly the text it holds, whitespace
    /// included, so that it reads back equal), and attributes in the order of their names.
    @usableFromInline func write(to emitter: XMLEmitter) throws {
        guard name.localName.isXMLName else {
            throw XMLReadingError(
                code: .notWritable,
                message:
                    "the element name \(name.localName.debugDescription) is not an XML name without a colon; give a prefixed name as XMLName(localName, namespace:)",
                path: emitter.path)
        }
        try emitter.startKeptElement(
            name, declarations: namespaceDeclarations.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        for (attribute, value) in attributes.sorted(by: { $0.key.description < $1.key.description }) {
            guard attribute.localName.isXMLName, attribute.namespace != Self.xmlnsNamespace,
                attribute.namespace != nil || attribute.localName != "xmlns"
            else {
                throw XMLReadingError(
                    code: .notWritable,
                    message:
                        "the attribute \(attribute.description.debugDescription) of <\(name.localName)> cannot be written: namespace declarations are written by the writer, and an attribute's name is an XML name without a colon",
                    path: emitter.path)
            }
            try emitter.attribute(attribute, value)
        }
        emitter.makeInline()
        for piece in content {
            switch piece {
            case .text(let text): try emitter.text(text)
            case .element(let element): try element.write(to: emitter)
            }
        }
        try emitter.endElement()
    }
}
