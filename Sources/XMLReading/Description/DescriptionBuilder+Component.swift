extension DescriptionBuilder {
    /// One or more entries of a ``ParsingDescription``, erased to a common type by
    /// ``DescriptionBuilder``: the builder's plumbing, public only because result builders must be;
    /// nothing in it can be made or read outside.
    @_documentation(visibility: internal)
    public struct Component: Sendable {
        @usableFromInline enum Part: Sendable {
            case attribute(AttributeRule<Model>)
            case child(ItemPart<Model>)
            case text(ScalarRule<Model>)
            /// ``Mixed``: stores a run of the element's own text, at each of its cases and at its end.
            case mixedText(ScalarRule<Model>)
            case completion(@Sendable (inout Model) throws -> Void)
            case problem(String)
            case rejectUnknown
            /// The property an entry reads into, so that a property bound twice is reported.
            case binding(AnyKeyPath & Sendable, entry: String)
            /// Where the entries that follow are written (`Book.swift:14`), for problems.
            case location(String)
            /// ``AnyAttributes``: the attributes no entry names.
            case otherAttributes(@Sendable (inout Model, [XMLName: String]) -> Void)
            /// ``Unique``: an attribute of descendants whose values must differ.
            case identity(IdentityRule)
            /// ``AnyElements``' namespaces: an unnamed child outside them is unknown content.
            case elementWildcard(WildcardNamespaces)
            /// ``AnyAttributes``' namespaces: an unnamed attribute outside them is unknown content.
            case attributeWildcard(WildcardNamespaces)
            /// ``ElementName``: the name of the element read.
            case elementName(@Sendable (inout Model, XMLName) -> Void)
            /// ``ElementNamespace``: the namespace URI of the element read (`nil`: none).
            case elementNamespace(@Sendable (inout Model, String?) -> Void)
            /// ``InScopeNamespaces``: the namespace bindings in scope at the element read.
            case inScopeNamespaces(@Sendable (inout Model, [String: String]) -> Void)
        }

        @usableFromInline let parts: [Part]
        /// What each entry writes, in declaration order (``XMLWriter``).
        @usableFromInline let writers: [WriteEntry<Model>]

        /// An entry's parts, after its source location.
        @inlinable static func located(
            _ fileID: String, _ line: Int, _ parts: [Part], writers: [WriteEntry<Model>]
        ) -> Self {
            Self([.location("\(fileID):\(line)")] + parts, writers: writers)
        }

        @inlinable init(_ parts: [Part], writers: [WriteEntry<Model>]) {
            self.parts = parts
            self.writers = writers
        }
    }
}
