import Foundation

/// Writes models as XML with the same ``ParsingDescription`` that reads them: one declaration,
/// both directions.
///
/// ```swift
/// let xml = try XMLWriter().string(book, element: "book")
/// // <?xml version="1.0" encoding="UTF-8"?>
/// // <book id="7">
/// //   <title>Dune</title>
/// // </book>
/// let again = try XMLReader.object(ofType: Book.self, element: "book", from: xml)   // == book
/// ```
///
/// Each entry writes what it reads, in declaration order:
///
/// - ``Attribute``: an attribute, in declaration order; a `nil` optional is omitted.
/// - ``Element``: a child element with the value's text (``XMLScalar/xmlText`` or the format's
///   write conversion; a CDATA section with ``ValueFormat/cdata`` or
///   ``ValueFormat/writtenAsCDATA``) and its attributes, or a nested model; a `nil` optional is
///   omitted, unless its attributes hold values: then the element is written empty with them.
/// - ``TextContent``: the element's own text, before its children; such an element is written on one
///   line so its text stays exact.
/// - ``Many``: the container element (written, empty, for an empty array) around the items, or
///   the items alone; each array element is written under the first ``Item`` whose type matches.
/// - ``XMLString``: the stored inner XML, written as markup verbatim (it must be well-formed), with
///   the attributes of its trailing closure.
/// - ``Mixed``: the text runs and elements in their order, elements by their ``Case``s, with no
///   whitespace added inside the element.
/// - ``Skip``: the grouping element is written around the child entries (``Element``, ``Many``,
///   ``XMLString``) declared after the `Skip`, up to the next `Skip` or the end of the
///   description; it is left out when none of them writes anything. Reading is unaffected by
///   declaration order, so declare the entries read through `Skip("details")` right after it.
///   A `Skip` among the items of a ``Many`` writes nothing: items are written directly.
/// - ``Ignore``, ``OnComplete``, ``RejectUnknown``: nothing.
///
/// A description with an entry that cannot be written (a ``ValueFormat`` without a write
/// conversion, such as `.custom { … }` with only a read closure, or an `Element(_:format:store:)`
/// entry, which has no property to read back) makes every write throw
/// ``XMLReadingError/Code/notWritable`` naming the entry, before anything is written; the
/// description's ``ParsingDescription/writeProblems`` lists the same sentences beforehand. A
/// description that reading refuses (one of its ``ParsingDescription/problems``, nested types'
/// included) makes every write throw the error a read throws,
/// ``XMLReadingError/Code/invalidDescription`` with the same message. Text and
/// attribute values are escaped (`&amp; &lt; &gt; &quot; &apos;`); a character XML 1.0 forbids
/// throws ``XMLReadingError/Code/forbiddenCharacter`` with the element's path. Writes throw
/// ``XMLReadingError`` only (`throws(XMLReadingError)`), as reads do:
///
/// ```swift
/// do {
///     try XMLWriter().write(catalog, element: "catalog", to: url)
/// } catch {
///     print(error.code, error.path)   // error is an XMLReadingError: forbiddenCharacter /catalog/book[3]/title
/// }
/// ```
///
/// Namespaces are written as people write them, and never declared where already in scope: a
/// description's ``DefaultNamespace`` is the default namespace (`xmlns="…"`) of the element where
/// the description starts (an element in no namespace inside it gets `xmlns=""`); other
/// namespaces take the prefix chosen by a description
/// (``ParsingDescription/init(namespace:prefixes:_:)``), else by ``WritingOptions/namespacePrefixes``,
/// declared on the root element, else a generated `ns1`, `ns2`… (on the root for names the
/// descriptions give, where first written otherwise). Elements kept by ``AnyElements`` and
/// ``XMLString`` markup keep the prefixes they were read with.
public struct XMLWriter: Sendable {
    /// The layout of the written XML.
    ///
    /// `var writer = XMLWriter(); writer.options.indentation = "\t"`
    public var options: WritingOptions

    /// Creates a writer; by default it writes pretty-printed XML with a declaration.
    ///
    /// `XMLWriter(options: WritingOptions(prettyPrinted: false))`
    public init(options: WritingOptions = WritingOptions()) {
        self.options = options
    }

    /// The XML of `model` as the root element `element`.
    ///
    /// ```swift
    /// let xml = try XMLWriter().string(book, element: "book")
    /// ```
    ///
    /// Arguments come in the reader's order: what, as which element, and (for ``write(_:element:to:)``)
    /// where.
    public func string<Model: XMLReadable>(_ model: Model, element: XMLName) throws(XMLReadingError) -> String {
        String(decoding: try Self.typed { try bytes(from: model, element: element) }, as: UTF8.self)
    }

    /// The XML of `model` as the root element `element`, in UTF-8.
    ///
    /// ```swift
    /// try XMLWriter(options: WritingOptions(prettyPrinted: false)).data(catalog, element: "catalog")
    /// ```
    public func data<Model: XMLReadable>(_ model: Model, element: XMLName) throws(XMLReadingError) -> Data {
        Data(try Self.typed { try bytes(from: model, element: element) })
    }

    @available(*, unavailable, renamed: "string(_:element:)", message: "the model comes first, as in the reader")
    public func string<Model: XMLReadable>(from model: Model, element: XMLName) throws -> String {
        fatalError("unavailable")
    }

    @available(*, unavailable, renamed: "data(_:element:)", message: "the model comes first, as in the reader")
    public func data<Model: XMLReadable>(from model: Model, element: XMLName) throws -> Data {
        fatalError("unavailable")
    }

    /// The XML of an element kept by ``AnyElements`` (or built by hand) as the root element: its
    /// namespaces declared where first used, its attributes sorted by name.
    ///
    /// ```swift
    /// let detail = fault.detail[0]                       // <m:error code="7">Out of stock</m:error>
    /// let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false)).string(detail)
    /// let error = try XMLReader.rootObject(ofType: StockError.self, element: detail.name, from: xml)
    /// ```
    public func string(_ element: AnyElement) throws(XMLReadingError) -> String {
        String(decoding: try Self.typed { try bytes(from: element) }, as: UTF8.self)
    }

    /// The XML of an element kept by ``AnyElements`` (or built by hand) as the root element, in
    /// UTF-8.
    ///
    /// `try XMLWriter().data(AnyElement("note", content: [.text("hi")]))`
    public func data(_ element: AnyElement) throws(XMLReadingError) -> Data {
        Data(try Self.typed { try bytes(from: element) })
    }

    /// Writes the XML of `model` to a file, replacing it atomically; written in 64 KiB pieces as
    /// it is produced, so memory stays flat however large the model's XML is.
    ///
    /// The XML goes to a temporary file in the same folder (`.NAME.xmlreading-XXXXXX`), which
    /// replaces the file (a `rename`) only once the whole document is written and flushed to disk.
    /// After any error (a character XML forbids, a full disk, a folder that cannot be written) the
    /// file is untouched, byte for byte, and the temporary file is removed; a process killed
    /// while writing leaves the file whole too, with its temporary file beside it. The replaced
    /// file keeps its permissions; when `url` is a symbolic link, the file it points to is
    /// replaced and the link stays. A target that is not a regular file (`/dev/stdout`, a FIFO)
    /// is written in place.
    ///
    /// ```swift
    /// let url = URL(fileURLWithPath: "catalog.xml")
    /// try XMLWriter().write(catalog, element: "catalog", to: url)
    /// // catalog.xml holds the whole new catalog, or, when the write threw, the old one
    /// ```
    ///
    /// A file that cannot be written throws ``XMLReadingError/Code/outputUnavailable`` with the
    /// system's reason: `cannot create the file out/catalog.xml: No such file or directory`.
    public func write<Model: XMLReadable>(_ model: Model, element: XMLName, to url: URL) throws(XMLReadingError) {
        try Self.typed { try write(model, element: element, to: url, failingAfter: nil) }
    }

    /// ``write(_:element:to:)``, failing as on a full disk once `byteLimit` bytes are written (for
    /// tests).
    func write<Model: XMLReadable>(_ model: Model, element: XMLName, to url: URL, failingAfter byteLimit: Int?)
        throws
    {
        let namespaces = try Model.writableNamespaces(root: element, options: options)
        try AtomicFile.replace(url, failingAfter: byteLimit) { file in
            _ = try emitting(namespaces: namespaces, to: { bytes in try file.write(bytes) }) { emitter in
                try write(model, element: element, to: emitter)
            }
        }
    }

    private func bytes<Model: XMLReadable>(from model: Model, element: XMLName) throws -> [UInt8] {
        try emitting(namespaces: try Model.writableNamespaces(root: element, options: options), to: nil) { emitter in
            try write(model, element: element, to: emitter)
        }
    }

    private func bytes(from element: AnyElement) throws -> [UInt8] {
        var namespaces = NamespacePlan(choosing: options.prefixChoices)
        try namespaces.declareOnRoot(options.rootPrefixes)
        return try emitting(namespaces: namespaces, to: nil) { emitter in
            if let documentType = options.documentType { try emitter.documentType(documentType, root: element.name) }
            try element.write(to: emitter)
        }
    }

    /// Runs the untyped inside of a write for the typed API: every error a write throws is an
    /// ``XMLReadingError`` already (conversions, sinks and files wrap theirs); anything else
    /// would be a bug, reported as ``XMLReadingError/Code/notWritable`` rather than lost.
    static func typed<Result>(_ body: () throws -> Result) throws(XMLReadingError) -> Result {
        do {
            return try body()
        } catch let error as XMLReadingError {
            throw error
        } catch {
            throw XMLReadingError(code: .notWritable, message: "cannot write: \(error)", underlyingError: error)
        }
    }

    /// Runs `body` with the emitter of one write, whose bytes go to `sink` in pieces (all of them
    /// returned when `sink` is `nil`), through the canonical form when ``WritingOptions/canonical``.
    func emitting(
        namespaces: NamespacePlan, to sink: (([UInt8]) throws -> Void)?, _ body: (XMLEmitter) throws -> Void
    ) throws -> [UInt8] {
        guard options.canonical else {
            let emitter = XMLEmitter(options: options, namespaces: namespaces, sink: sink)
            try body(emitter)
            return try emitter.finish()
        }
        let canonical = CanonicalXMLFilter(sink: sink)
        let emitter = XMLEmitter(options: options, namespaces: namespaces) { bytes in try canonical.push(bytes[...]) }
        try body(emitter)
        _ = try emitter.finish()
        try canonical.finish()
        return canonical.output
    }

    /// Writes `model` as the root element `element` into `emitter`.
    func write<Model: XMLReadable>(_ model: Model, element: XMLName, to emitter: XMLEmitter) throws {
        // A plain root name is in the model's own default namespace.
        emitter.defaultNamespace = Model.parsingDescription.writePlan.namespace
        if let documentType = options.documentType { try emitter.documentType(documentType, root: element) }
        let plan = Model.parsingDescription.writePlan
        try plan.startElement(element, of: model, to: emitter)
        try plan.writeContent(of: model, to: emitter)
        try emitter.endElement()
    }
}
