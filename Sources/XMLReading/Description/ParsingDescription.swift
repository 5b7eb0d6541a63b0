/// How the XML of one element maps onto a model type: built once from entries, then read by
/// ``XMLReader`` without any further work per document.
///
/// ```swift
/// struct Book: XMLReadable {
///     var id = 0, title = "", authors: [Author] = [], price = 0.0, currency = ""
///     static let parsingDescription = ParsingDescription<Book> {
///         Attribute("id", \.id)                                      // <book id="7">
///         Element("title", \.title)                                  //   <title>Dune</title>
///         Many("authors", \.authors) { Item("author", Author.self) } //   <authors><author>…</author></authors>
///         Element("price", \.price) { Attribute("currency", \.currency) } // <price currency="EUR">9.5</price>
///     }
/// }
/// ```
///
/// Entries may come in any order; elements are read in document order. Any element or attribute
/// the description does not name is ignored with everything inside it.
///
/// Mistakes (an element name bound twice, a ``Skip`` that collides with another entry, an invalid
/// date pattern) are found when the description is built and listed in ``problems``; reading with
/// a description that has problems throws ``XMLReadingError/Code/invalidDescription`` before any
/// XML is read.
public struct ParsingDescription<Model>: Sendable {
    @usableFromInline let compiled: CompiledTable
    /// How ``XMLWriter`` writes a model with this description, built on the first write.
    @usableFromInline let writing: LazyWritePlan<Model>
    /// How ``XMLWriter`` writes a model with this description.
    @usableFromInline var writePlan: WritePlan<Model> { writing.plan }
    /// The problems of every description reachable from this one, found on first use.
    @usableFromInline let reachable = ReachableProblems()

    /// Builds a description from entries: ``Element``, ``Attribute``, ``TextContent``, ``Many``,
    /// ``Choice``, ``Pairs``, ``Keyed``, ``XMLString``, ``AnyElements``, ``AnyAttributes``, ``ElementName``,
    /// ``ElementNamespace``, ``Skip``, ``Ignore``, ``RejectUnknown`` and ``OnComplete``.
    ///
    /// With a `namespace`, the entries' element names given without one are in it (see
    /// ``DefaultNamespace``): `ParsingDescription<Feed>(namespace: "http://www.w3.org/2005/Atom") { … }`,
    /// which ``XMLWriter`` writes as the default namespace where the description starts
    /// (`<feed xmlns="http://www.w3.org/2005/Atom">`); ``init(namespace:prefixes:_:)`` chooses
    /// prefixes for other namespaces too.
    @inlinable public init(
        namespace: DefaultNamespace? = nil,
        @DescriptionBuilder<Model> _ entries: () -> DescriptionBuilder<Model>.Component
    ) {
        self.init(namespace: namespace, prefixes: [:], entries)
    }

    /// Builds a description from entries, in an optional default `namespace`, with the prefixes
    /// ``XMLWriter`` writes other namespaces with.
    ///
    /// ``XMLWriter`` writes the namespace as the default namespace of the element where the
    /// description starts (`<feed xmlns="http://www.w3.org/2005/Atom">`), and other namespaces with
    /// the `prefixes` chosen here (prefix to URI), declared on the root element:
    ///
    /// ```swift
    /// ParsingDescription<Urlset>(namespace: sitemap, prefixes: ["image": imageURI]) { … }
    /// // <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="…/image/1.1">
    /// ```
    ///
    /// A prefix chosen for the description's own namespace is written instead of the default
    /// namespace (`prefixes: ["soap": soapURI]` writes `<soap:Envelope xmlns:soap="…">`). Reading
    /// ignores prefixes: names are matched by namespace URI.
    @inlinable public init(
        namespace: DefaultNamespace? = nil, prefixes: KeyValuePairs<String, String>,
        @DescriptionBuilder<Model> _ entries: () -> DescriptionBuilder<Model>.Component
    ) {
        let component = entries()
        compiled = CompiledTable.compile(component.parts, namespace: namespace)
        writing = LazyWritePlan(
            component.writers, namespace: namespace, prefixes: prefixes.map { ($0.key, $0.value) })
    }

    /// The mistakes found when the description was built, each a sentence that says how to fix
    /// it, then those of every description reachable from it (nested models, ``Choice`` cases,
    /// ``Keyed`` and ``Pairs`` values, each type once); empty for a valid description.
    ///
    /// ```swift
    /// #expect(Book.parsingDescription.problems.isEmpty)
    /// ```
    public var problems: [String] { reachableProblems.plain }

    /// Throws the description's ``problems`` (nested types' included), each after the file and line
    /// of the entry that causes it, as one ``XMLReadingError/Code/invalidDescription`` error; returns for a valid description.
    ///
    /// ```swift
    /// @Test func bookDescriptionIsValid() throws {
    ///     try Book.parsingDescription.validate()
    ///     // Models/Book.swift:14: ParsingDescription<Book>: the element <title> is bound twice, …
    /// }
    /// ```
    public func validate() throws(XMLReadingError) {
        let located = reachableProblems.located
        guard !located.isEmpty else { return }
        throw XMLReadingError(code: .invalidDescription, message: located.joined(separator: "\n"))
    }

    /// Why ``XMLWriter`` cannot write a model with this description, before any write: one
    /// sentence per read-only entry, naming it and the fix (`Element("color") uses a format for
    /// Color without a write conversion; give .custom a write: closure`). Entries of nested models'
    /// descriptions are included, prefixed with their type (`Painted: Element("n", …) …`). Empty
    /// when the description writes everything it reads; otherwise every write throws
    /// ``XMLReadingError/Code/notWritable`` with these sentences.
    public var writeProblems: [String] {
        writePlan.summary.reachable(from: ObjectIdentifier(Model.self)).problems
    }
}
