import Foundation

extension XMLReader {
    /// Reads the document's root element as a `T`, and only the root: an element of that name
    /// deeper in a document with another root is never looked for.
    ///
    /// ```swift
    /// let project = try XMLReader.rootObject(ofType: Project.self, element: "project", from: url)
    /// // <settings>…</settings> → line 1, column 11: the root element is <settings>; expected <project> at /settings
    /// ```
    public static func rootObject<T: XMLReadable>(
        ofType type: T.Type, element: XMLName, from input: some XMLInputConvertible,
        options: ReadingOptions = ReadingOptions()
    ) throws(XMLReadingError) -> T {
        try rootObject(ofType: type, elements: [element], from: input, options: options)
    }

    /// Reads the document's root element as a `T`, when it has one of several names (a format
    /// renamed over time, or spelled in a namespace and without one).
    ///
    /// ```swift
    /// let feed = try XMLReader.rootObject(ofType: Feed.self, elements: ["feed", "channel"], from: data)
    /// ```
    ///
    /// A root element of any other name fails as for ``rootObject(in:from:options:)``.
    public static func rootObject<T: XMLReadable>(
        ofType type: T.Type, elements: [XMLName], from input: some XMLInputConvertible,
        options: ReadingOptions = ReadingOptions()
    ) throws(XMLReadingError) -> T {
        var entries: [XMLName: RootMatcher.Entry] = [:]
        for name in elements { entries[name] = try .reading(T.self) }
        return try readRoot(entries, from: input, options: options) {
            unsafeDowncast($0, to: ModelFrame<T>.self).take()
        }
    }

    /// Reads the document's root element as the type its name maps to.
    ///
    /// For formats whose documents come in a few kinds told apart by the root element:
    ///
    /// ```swift
    /// // <methodCall>…</methodCall>  or  <methodResponse>…</methodResponse>
    /// let message = try XMLReader.rootObject(in: ["methodCall": Call.self, "methodResponse": Response.self], from: data)
    /// if let call = message as? Call { … }
    /// ```
    ///
    /// A root element of any other name fails with ``XMLReadingError/Code/unexpectedElement`` and
    /// its position: `line 1, column 5: the root element is <foo>; expected <methodCall> or
    /// <methodResponse> at /foo`. Unlike ``object(ofType:element:under:from:options:)``, elements of
    /// these names deeper in the document are never looked for.
    public static func rootObject(
        in types: [XMLName: any XMLReadable.Type], from input: some XMLInputConvertible,
        options: ReadingOptions = ReadingOptions()
    ) throws(XMLReadingError) -> any XMLReadable {
        try rootElement(in: types, from: input, options: options).object
    }

    /// Reads the document's root element as the type its name maps to, and says which of the names
    /// it had: the name to write the object back under.
    ///
    /// For formats whose root elements share a type (UBL's `cac:BuyerCustomerParty` and
    /// `cac:AccountingCustomerParty` are both a `CustomerPartyType`):
    ///
    /// ```swift
    /// let (name, object) = try XMLReader.rootElement(in: roots, from: data)
    /// let written = try XMLWriter().string(object, element: name)
    /// ```
    ///
    /// `name` is the key of `types` that matched, as given (a plain name stays plain, also when the
    /// type's ``DefaultNamespace`` put it in a namespace). Fails as ``rootObject(in:from:options:)``.
    public static func rootElement(
        in types: [XMLName: any XMLReadable.Type], from input: some XMLInputConvertible,
        options: ReadingOptions = ReadingOptions()
    ) throws(XMLReadingError) -> (name: XMLName, object: any XMLReadable) {
        var matched: XMLName?
        var entries: [XMLName: RootMatcher.Entry] = [:]
        for (name, type) in types {
            guard case .read(let makeFrame, let namespace) = try RootMatcher.Entry.reading(type) else { continue }
            entries[name] = .read(
                makeFrame: { () throws(XMLReadingError) -> ModelFrameBase in
                    matched = name
                    return try makeFrame()
                }, namespace: namespace)
        }
        return try readRoot(entries, from: input, options: options) { frame in
            matched.map { (name: $0, object: frame.readable) }
        }
    }

    /// Reads the document's root element, named by a key of `entries`, as `take` gets it from its frame.
    private static func readRoot<R>(
        _ entries: [XMLName: RootMatcher.Entry], from input: some XMLInputConvertible, options: ReadingOptions,
        _ take: @escaping (ModelFrameBase) -> R?
    ) throws(XMLReadingError) -> R {
        var result: R?
        let root = RootMatcher(entries: entries, firstOnly: true, rootOnly: true) { frame in
            result = take(frame)
            return true
        }
        try ReadingEngine.read(input.xmlInput.open(), root: root, options: options)
        if let result { return result }
        // Unreachable: a read without a matching root element throws above.
        throw XMLReadingError(code: .missingElement, message: "the document has no root element")
    }
}
