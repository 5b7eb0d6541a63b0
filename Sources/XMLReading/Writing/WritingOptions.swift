/// How ``XMLWriter`` lays out the XML it writes.
///
/// ```swift
/// XMLWriter()                                                     // pretty-printed, two spaces, with <?xml …?>
/// XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))   // one line
/// ```
public struct WritingOptions: Sendable {
    /// Puts each child element on its own line, indented by ``indentation`` per level. Elements
    /// whose model has a ``TextContent`` entry are written on one line, so that their text stays exact.
    ///
    /// `WritingOptions(prettyPrinted: false)` writes the document on one line.
    public var prettyPrinted: Bool
    /// The text of one level of indentation when ``prettyPrinted``.
    ///
    /// `WritingOptions(indentation: "\t")`; default: two spaces.
    public var indentation: String
    /// Starts the document with `<?xml version="1.0" encoding="UTF-8"?>`.
    public var includesDeclaration: Bool
    /// A document type declaration written before the root element (`.propertyList` for a plist);
    /// none by default.
    ///
    /// `WritingOptions(documentType: DocumentType("note", systemID: "note.dtd"))`
    public var documentType: DocumentType?
    /// Prefixes for namespaces (prefix to URI) that no description chooses one for; a namespace
    /// without a chosen prefix is written as the default namespace where a description in it
    /// starts, or with a generated prefix (`ns1`, `ns2`…) when no description is in it.
    ///
    /// ```swift
    /// WritingOptions(namespacePrefixes: ["media": "http://search.yahoo.com/mrss/"])
    /// // <rss xmlns:media="http://search.yahoo.com/mrss/"> … <media:thumbnail url="…"/>
    /// ```
    ///
    /// A description's own prefixes (``ParsingDescription/init(namespace:prefixes:_:)``) come
    /// first; a prefix or namespace they choose is not chosen again here. Prefixes of namespaces
    /// the descriptions write are declared on the root element; the others where first written
    /// (in elements kept by ``AnyElements``).
    public var namespacePrefixes: KeyValuePairs<String, String>
    /// Writes Canonical XML 2.0 of the document the other options describe: the bytes Python's
    /// `xml.etree.ElementTree.canonicalize` gives of it, for documents that are signed (XML-DSig
    /// in SAML, UBL, ISO 20022) or compared byte for byte.
    ///
    /// ```swift
    /// let options = WritingOptions(prettyPrinted: false, canonical: true)
    /// try XMLWriter(options: options).string(note, element: "note")   // the Note of "Writing models"
    /// // <note id="7"><title>Fish &amp; chips</title><tags><tag>food</tag></tags><details><pages>2</pages></details></note>
    /// ```
    ///
    /// Canonical XML has no XML declaration and no document type declaration; empty elements are
    /// written as start and end tags; namespace declarations go on the elements that use them,
    /// sorted by prefix, before the attributes, which are sorted by namespace and name; text
    /// escapes `& < >` and carriage returns (`&#xD;`), attribute values `& < "`, tabs and line
    /// breaks; CDATA sections become text; comments (in ``XMLString`` markup or kept elements)
    /// are dropped and processing instructions kept. The layout stays as ``prettyPrinted`` makes
    /// it: the whitespace between elements is text, which canonical XML keeps.
    ///
    /// The canonical form is made from the written bytes as they are produced (they are parsed
    /// again, with libxml2), so a file or a stream is still written in pieces with flat memory.
    /// ``XMLString`` markup that is not well-formed, which is otherwise written as given, throws
    /// ``XMLReadingError/Code/malformedXML``.
    public var canonical: Bool
    /// Prefixes added with ``addNamespacePrefix(_:for:)``, after ``namespacePrefixes``.
    private var addedPrefixes: [(prefix: String, uri: String)] = []

    /// Chooses `prefix` for the namespace `uri` after ``namespacePrefixes`` (which a literal
    /// fixes): for prefixes known only while the program runs, such as those a document read
    /// declared, to write it back with them.
    ///
    /// ```swift
    /// var options = WritingOptions()
    /// for (prefix, uri) in declared.sorted(by: { $0.key < $1.key }) where !prefix.isEmpty {
    ///     options.addNamespacePrefix(prefix, for: uri)     // video → http://www.google.com/schemas/sitemap-video/1.1
    /// }
    /// ```
    ///
    /// As with ``namespacePrefixes``, a prefix or namespace chosen before is not chosen again.
    public mutating func addNamespacePrefix(_ prefix: String, for uri: String) {
        addedPrefixes.append((prefix, uri))
    }

    /// Prefixes given to ``declareNamespacePrefix(_:for:)``, declared on the root element.
    private(set) var rootPrefixes: [(prefix: String, uri: String)] = []

    /// Declares `prefix` for the namespace `uri` on the root element whether or not anything
    /// written is in that namespace, and chooses it as ``addNamespacePrefix(_:for:)`` does: for
    /// prefixes that values name, which the writer cannot see, such as the `xs` of
    /// `xsi:type="xs:string"` in content kept by ``AnyAttributes`` or ``AnyElements``, or to
    /// write back every declaration a document's root had.
    ///
    /// ```swift
    /// var options = WritingOptions()
    /// options.declareNamespacePrefix("xs", for: "http://www.w3.org/2001/XMLSchema")
    /// // <saml:AttributeStatement xmlns:xs="http://www.w3.org/2001/XMLSchema" …>
    /// //   …<saml:AttributeValue xsi:type="xs:string">jd@example.org</saml:AttributeValue>
    /// ```
    ///
    /// Where a description chose another prefix for `uri`, both are declared and names are written
    /// with the description's. A prefix a description chose for another namespace, an empty
    /// prefix, and `xml` or `xmlns` for another namespace than theirs cannot be declared: writing
    /// throws ``XMLReadingError/Code/notWritable`` naming it, before anything is written.
    public mutating func declareNamespacePrefix(_ prefix: String, for uri: String) {
        addedPrefixes.append((prefix, uri))
        rootPrefixes.append((prefix, uri))
    }

    /// Every prefix chosen, in order: ``namespacePrefixes``, then the added ones.
    var prefixChoices: [(String, String)] {
        namespacePrefixes.map { ($0.key, $0.value) } + addedPrefixes.map { ($0.prefix, $0.uri) }
    }

    /// Creates options; the defaults write a pretty-printed document with a declaration.
    ///
    /// `WritingOptions(prettyPrinted: false, includesDeclaration: false)` writes a fragment on one line.
    public init(
        prettyPrinted: Bool = true, indentation: String = "  ", includesDeclaration: Bool = true,
        documentType: DocumentType? = nil, namespacePrefixes: KeyValuePairs<String, String> = [:],
        canonical: Bool = false
    ) {
        self.canonical = canonical
        self.prettyPrinted = prettyPrinted
        self.indentation = indentation
        self.includesDeclaration = includesDeclaration
        self.documentType = documentType
        self.namespacePrefixes = namespacePrefixes
    }
}
