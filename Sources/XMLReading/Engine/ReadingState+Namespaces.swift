/// Namespaces (``NamespaceScope``), asked from the places of the reader that run for few elements.
extension ReadingState {
    func uri(forPrefix prefix: String) -> (uri: String, depth: Int)? {
        namespaces.uri(forPrefix: prefix)
    }

    static func hasColon(_ name: String) -> Bool {
        NamespaceScope.hasColon(name)
    }

    /// The attribute `name` of an element, with the key `XMLParser` reports it under (`prefix:local`
    /// for a namespaced one); `nil` when the element lacks it.
    func attributeValue(_ name: XMLName, in attributes: TagAttributes) -> (key: String, value: String)? {
        namespaces.attributeValue(name, in: attributes)
    }
}
