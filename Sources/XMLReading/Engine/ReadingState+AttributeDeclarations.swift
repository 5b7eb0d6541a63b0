/// Elements of a document whose internal subset declares attributes: the declared types other
/// than `CDATA` normalize their values (XML 1.0 §3.3.3) and the declared defaults are supplied
/// (§5.1), before namespaces are resolved and before any value reaches a model.
extension ReadingState {
    /// Starts an element of a document with ``declaredAttributes``: every start tag of a document
    /// whose internal subset declares a default or a type other than `CDATA` comes here, on either
    /// parser; any other document goes from ``start(_:attributes:)`` straight to ``begin(_:attributes:)``.
    /// The declarations work on dictionaries, so libxml2's list of attributes becomes one here
    /// once (`written.dictionary`, which hashes every name): a cost only such documents pay.
    mutating func startDeclared(
        _ elementName: String, attributes written: TagAttributes, _ declared: DeclaredAttributes
    ) {
        let writtenDictionary = written.dictionary
        var attributes = written
        var dictionary = writtenDictionary
        if let (applied, bytes) = declared.declarations.applied(to: writtenDictionary, of: elementName) {
            declared.defaultedBytes += bytes
            guard declared.defaultedBytes <= options.dtd.maximumDefaultedAttributeBytes else {
                return refuseStart(
                    elementName, .limitExceeded,
                    "attribute defaults from the DTD add more than \(options.dtd.maximumDefaultedAttributeBytes) bytes (ReadingOptions.dtd.maximumDefaultedAttributeBytes)"
                )
            }
            attributes = TagAttributes(applied)
            dictionary = applied
        }
        if declared.declarations.changesNamespaceDeclarations,
            let problem = declared.expandedNames.problem(
                in: dictionary, written: writtenDictionary, depth: path.depth + 1)
        {
            return refuseStart(elementName, .malformedXML, problem)
        }
        begin(elementName, attributes: attributes)
    }

    /// Fails at the start of `elementName`, which the path then names.
    private mutating func refuseStart(_ elementName: String, _ code: XMLReadingError.Code, _ message: String) {
        path.push(elementName)
        sawRoot = true
        fail(code, message)
    }
}
