/// One or more entries of a ``ParsingDescription``, erased to a common type by
/// ``DescriptionBuilder``. You never create one directly.
public struct DescriptionComponent<Model>: Sendable {
    enum Part: Sendable {
        case attribute(AttributeRule<Model>)
        case child(ItemPart<Model>)
        case text(ScalarRule<Model>)
        case completion(@Sendable (inout Model) throws -> Void)
        case problem(String)
        case rejectUnknown
    }

    let parts: [Part]

    init(_ parts: [Part]) {
        self.parts = parts
    }
}
