/// What the reader keeps of the internal subset's `<!ATTLIST>` declarations while it reads a
/// document: the declarations (defaults and types), the bytes the defaults have added so far, and
/// the namespace check the types may make necessary.
///
/// ```xml
/// <!DOCTYPE shelf [ <!ATTLIST book tags NMTOKENS #IMPLIED format CDATA "paper"> ]>
/// ```
///
/// A class, held by ``ReadingState`` as one optional reference that is `nil` for a document whose
/// subset declares nothing that changes a value (the Benchmarks' documents have no subset at all):
/// the reader's state is copied whole in places on every start tag, so it must not grow with a
/// feature such documents do not use, and the test for them stays one comparison with `nil`.
final class DeclaredAttributes {
    let declarations: AttributeDefaults
    /// Bytes of defaulted values added so far (see ``DTDPolicy/maximumDefaultedAttributeBytes``).
    var defaultedBytes = 0
    /// The namespace bindings of every element, kept only when the declarations may change a
    /// namespace declaration (``AttributeDefaults/changesNamespaceDeclarations``).
    var expandedNames = ExpandedNameCheck()

    init(_ declarations: AttributeDefaults) {
        self.declarations = declarations
    }
}
