/// A value that must not repeat among the elements an element holds: XML Schema's `xs:unique`
/// and `xs:key`, for an attribute of elements named at any depth (`.//trans-unit`) or among the
/// element's children.
///
/// ```swift
/// // <xs:key name="K_unit_id"><xs:selector xpath=".//xlf:trans-unit|.//xlf:bin-unit"/><xs:field xpath="@id"/></xs:key>
/// static let parsingDescription = ParsingDescription<File>(namespace: "urn:oasis:names:tc:xliff:document:1.2") {
///     Element("body", \.body)
///     Unique("K_unit_id", of: ["trans-unit", "bin-unit"], attribute: "id", isKey: true)
/// }
/// // <file>…<trans-unit id="3">…<trans-unit id="3">… →
/// //   line 9, column 24: a second <trans-unit> with id "3" in <file>, where Unique("K_unit_id") requires each value once at /xliff/file/body/trans-unit[2]
/// ```
///
/// `of`: the elements whose attribute is checked, by name (a plain name is in the description's
/// namespace), or by a path of names (`"header/tool"`: every step in the name's namespace), or
/// `"."` for the model's element itself; `anyDepth`: anywhere below the model's element (XPath's
/// `.//name`, the default), or only among its children (`name`, `header/tool`). `isKey`: each of
/// those elements must have the attribute (`xs:key`); without it, one that lacks it is not checked
/// (`xs:unique`). A ``KeyReference`` requires values of other elements to be among these. Values are compared
/// as written, after XML's attribute-value normalization. The check is made as each element starts
/// that a model, ``AnyElements`` or an ``ElementReader`` reads (not inside ``Ignore``d content), and
/// costs nothing to descriptions without the entry. Reading only: ``XMLWriter`` writes what the
/// model holds.
public struct Unique<Model>: Sendable {
    @usableFromInline let parts: [DescriptionBuilder<Model>.Component.Part]

    /// Requires the attribute `attribute` of the elements `elements` to differ within each element
    /// of this model.
    ///
    /// ```swift
    /// Unique("U_group_id", of: ["group"], attribute: "id")                   // xs:unique
    /// Unique("K_tool-id", of: ["tool"], anyDepth: false, attribute: "tool-id", isKey: true)
    /// ```
    @inlinable public init(
        _ name: String, of elements: [XMLName], anyDepth: Bool = true, attribute: XMLName, isKey: Bool = false
    ) {
        parts = [
            .identity(
                IdentityRule(name: name, elements: elements, anyDepth: anyDepth, attribute: attribute, isKey: isKey))
        ]
    }
}

extension Unique: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: []) }
}

/// A ``Unique`` entry, as the engine reads it.
@usableFromInline struct IdentityRule: Sendable {
    @usableFromInline let name: String
    @usableFromInline var elements: [XMLName]
    @usableFromInline let anyDepth: Bool
    @usableFromInline let attribute: XMLName
    @usableFromInline let isKey: Bool
    /// For a ``KeyReference``: the name of the ``Unique`` whose values it refers to.
    @usableFromInline let refers: String?
    /// `elements` as paths of resolved names, set when the description is compiled: `[]` for the
    /// model's element itself (`"."`).
    var paths: [[XMLName]] = []

    @usableFromInline init(
        name: String, elements: [XMLName], anyDepth: Bool, attribute: XMLName, isKey: Bool, refers: String? = nil
    ) {
        self.name = name
        self.elements = elements
        self.anyDepth = anyDepth
        self.attribute = attribute
        self.isKey = isKey
        self.refers = refers
    }
}

extension IdentityRule {
    /// Whether the two rules check the same values of the same elements.
    func sameCheck(as other: IdentityRule) -> Bool {
        name == other.name && attribute == other.attribute && anyDepth == other.anyDepth && isKey == other.isKey
            && refers == other.refers && elements == other.elements
    }

    /// The entry as written: `Unique("K_unit_id")` or `KeyReference("KR_unit_id")`.
    var entry: String { (refers == nil ? "Unique" : "KeyReference") + "(\"\(name)\")" }

    /// Whether the element at `depth`, whose names down from the root `trail` holds, is one of the
    /// rule's elements in the scope of the element at `scopeDepth` (the model's element itself is
    /// matched when the scope opens).
    func selects(_ trail: [XMLName], depth: Int, scopeDepth: Int) -> Bool {
        paths.contains { path in
            let below = depth - scopeDepth
            guard !path.isEmpty, anyDepth ? below >= path.count : below == path.count else { return false }
            return trail[(depth - path.count)..<depth].elementsEqual(path)
        }
    }
}
