/// Values that must be among those a ``Unique`` of the same model collects: XML Schema's
/// `xs:keyref`, for an attribute of elements named at any depth, among the element's children,
/// by a path, or the model's element itself (`"."`).
///
/// ```swift
/// // <xs:unique name="U_bpt_rid"><xs:selector xpath=".//xlf:bpt"/><xs:field xpath="@rid"/></xs:unique>
/// // <xs:keyref name="KR_ept_rid" refer="xlf:U_bpt_rid"><xs:selector xpath=".//xlf:ept"/><xs:field xpath="@rid"/></xs:keyref>
/// static let parsingDescription = ParsingDescription<Source>(namespace: "urn:oasis:names:tc:xliff:document:1.2") {
///     Unique("U_bpt_rid", of: ["bpt"], attribute: "rid")
///     KeyReference("KR_ept_rid", refers: "U_bpt_rid", of: ["ept"], attribute: "rid")
/// }
/// // <source><bpt rid="1"/>…<ept rid="2"/></source> →
/// //   line 3, column 10: <ept> at line 2, column 31 has rid "2", which no element of Unique("U_bpt_rid") in <source> has (KeyReference("KR_ept_rid")) at /xliff/file/body/trans-unit/source
/// ```
///
/// A reference may come before the element it refers to: the values are compared when the
/// model's element ends, and the error is placed at its end tag, naming where the reference was.
/// An element without the attribute is not checked. `of` and `anyDepth` select elements as
/// ``Unique``'s do; `refers` names a ``Unique`` of the same description (another name is a
/// problem of the description). Only elements the description reads are seen (a model's,
/// ``AnyElements``', an ``ElementReader``'s; not those it ignores, nor markup inside a value's
/// text): a key among the others is not found, so keep them with ``AnyElements`` where
/// references may point at them. Each scope resolves its own references: unlike XML Schema, the
/// values of a nested element of the same model are not handed up to an enclosing one. Reading
/// only, on both parsers; costs nothing to descriptions without the entry.
public struct KeyReference<Model>: Sendable {
    @usableFromInline let parts: [DescriptionBuilder<Model>.Component.Part]

    /// Requires the attribute `attribute` of the elements `elements`, within each element of this
    /// model, to hold a value of the ``Unique`` named `key`.
    ///
    /// ```swift
    /// KeyReference("KR_file_tool-id", refers: "K_tool-id", of: ["."], attribute: "tool-id")
    /// KeyReference("KR_phase_tool-id", refers: "K_tool-id", of: ["header/phase-group/phase"], anyDepth: false, attribute: "tool-id")
    /// ```
    @inlinable public init(
        _ name: String, refers key: String, of elements: [XMLName], anyDepth: Bool = true, attribute: XMLName
    ) {
        parts = [
            .identity(
                IdentityRule(
                    name: name, elements: elements, anyDepth: anyDepth, attribute: attribute, isKey: false, refers: key)
            )
        ]
    }
}

extension KeyReference: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: []) }
}
