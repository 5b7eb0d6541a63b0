import Foundation
import XMLReading

/// What a property holds, after names and types are resolved.
package enum TypeRef: Equatable, Sendable {
    case value(ValueType)
    /// A generated model, by its Swift name (qualified when nested: `Testsuite.Properties`).
    case model(String)
    /// `xs:anyType`: any attributes and content, kept whole (the support file's `AnyContent`).
    case anyContent

    package var swiftName: String {
        switch self {
        case .value(let value): value.swiftName
        case .model(let name): name
        case .anyContent: "AnyContent"
        }
    }
}

/// One element of a content model, resolved: its name, its type and how often it may occur
/// where it stands (its own occurrence, not its groups').
package struct ElementTerm: Sendable {
    package var name: XMLName
    package var type: TypeRef
    package var occurs: Occurs
    package var documentation: String?
    /// `nillable="true"`: it may be `<name xsi:nil="true"/>`, read and written as `nil` (a required
    /// one as `T?` with `.nillable()`; one that may be absent or repeat as items of `T?`).
    package var isNillable = false
    /// For an element whose complex type others derive from: the types `xsi:type` may name there,
    /// read as the cases of an enum (``DerivedPlan``).
    package var derived: DerivedPlan?

    /// The enum of the types `xsi:type` may name, where the element is read by one (a property of
    /// its own, or a case of a choice, of content kept in order or of mixed content: not
    /// nillable); `nil` otherwise.
    var derivedEnum: DerivedPlan? { isNillable ? nil : derived }

    /// The payload of its case, where it is one of a choice's or of content kept in order: the
    /// enum of the types `xsi:type` may name (`Case("style", by: xsiType, …) { AnyStyle.cases }`),
    /// or `T?` where it is nillable (`Case("price", XMLNumber?.self, …)` reads `xsi:nil="true"` as nil).
    var caseSwiftName: String { derivedEnum?.enumName ?? (type.swiftName + (isNillable ? "?" : "")) }

    /// The Swift type of one of its values: `T?` where it is nillable.
    var valueSwiftName: String { derivedEnum?.enumName ?? (type.swiftName + (isNillable ? "?" : "")) }
}

/// The types `xsi:type` may put in place of a complex type: the type itself unless it is
/// abstract (read when `xsi:type` is absent), then the types derived from it, by extension or
/// restriction, directly or not, in declaration order; each is a case of an enum.
///
/// ```swift
/// indirect enum AnyStyleType: Sendable { case styleType(StyleType); case colorStyleType(ColorStyleType) }
/// Choice("style", \.style, by: XMLName("type", namespace: xsi)) { AnyStyleType.cases }
/// ```
package struct DerivedPlan: Equatable, Sendable {
    package var enumName: String
    /// The namespace of the base type, whose file declares the enum.
    package var namespace: String?
    /// The base type's name, for the enum's documentation.
    package var base: XMLName
    package var cases: [DerivedCase]
}

/// One type of a ``DerivedPlan``.
package struct DerivedCase: Equatable, Sendable {
    /// The type's qualified name, the value of `xsi:type`.
    package var type: XMLName
    /// The enum case.
    package var name: String
    /// The type's model.
    package var model: String
    /// The declared type, read when `xsi:type` is absent (``Case/byDefault()``).
    package var isDefault: Bool
}

/// A content model with groups and references resolved.
package indirect enum Term: Sendable {
    case element(ElementTerm)
    case sequence([Term], Occurs)
    case choice([Term], Occurs)
    case all([Term], Occurs)
    case any(Occurs, WildcardPlan)

    /// Every element the term may hold, in order, each name once.
    package var elements: [ElementTerm] {
        var seen: Set<XMLName> = []
        var result: [ElementTerm] = []
        func walk(_ term: Term) {
            switch term {
            case .element(let element):
                if seen.insert(element.name).inserted { result.append(element) }
            case .sequence(let terms, _), .choice(let terms, _), .all(let terms, _):
                terms.forEach(walk)
            case .any:
                break
            }
        }
        walk(self)
        return result
    }

    /// The elements every occurrence of the term holds (those of a required sequence, the ones
    /// common to a required choice's alternatives).
    package var requiredElements: Set<XMLName> {
        switch self {
        case .element(let element):
            return element.occurs.minimum > 0 ? [element.name] : []
        case .sequence(let terms, let occurs), .all(let terms, let occurs):
            return occurs.minimum > 0 ? terms.reduce(into: []) { $0.formUnion($1.requiredElements) } : []
        case .choice(let terms, let occurs):
            guard occurs.minimum > 0, let first = terms.first else { return [] }
            return terms.dropFirst().reduce(first.requiredElements) { $0.intersection($1.requiredElements) }
        case .any:
            return []
        }
    }

    /// Whether the term holds an `xs:any`.
    package var hasWildcard: Bool { !wildcards.isEmpty }

    /// The term's `xs:any`s, in order.
    package var wildcards: [WildcardPlan] {
        switch self {
        case .element: []
        case .any(_, let wildcard): [wildcard]
        case .sequence(let terms, _), .choice(let terms, _), .all(let terms, _): terms.flatMap(\.wildcards)
        }
    }
}

/// An attribute of a model, resolved.
package struct AttributeTerm: Sendable {
    package var name: XMLName
    package var type: ValueType
    package var isRequired: Bool
    package var documentation: String?
}

/// A stored property of a generated model and the entry that reads it.
package struct FieldPlan: Sendable {
    enum Kind: Sendable {
        /// `Element(name, \.p)` (`.required()` when required).
        case element(ElementTerm, isRequired: Bool)
        /// `Many(\.p) { Item(name, T.self) }`.
        case list(ElementTerm)
        /// `Choice(\.p) { Case… }` into an optional enum.
        case choice(enumName: String, cases: [CasePlan])
        /// `Many(\.p) { Case… }`: repeated content in document order; for an `xs:all`, each case
        /// also gets a computed property (``CasePlan/accessor``).
        case ordered(enumName: String, cases: [CasePlan])
        /// `Mixed(\.p) { Case… }`.
        case mixed(enumName: String, cases: [CasePlan], keepsOthers: Bool)
        /// `Attribute(name, \.p)`.
        case attribute(AttributeTerm)
        /// `TextContent(\.p)`.
        case text(ValueType)
        /// `AnyElements(\.p)`, with the namespaces it admits.
        case anyElements(WildcardPlan)
        /// `AnyAttributes(\.p)`, with the namespaces it admits.
        case anyAttributes(WildcardPlan)
    }

    var property: String
    var kind: Kind
    var documentation: String?
    /// Whether the property is stored behind ``Indirect`` (a model that holds itself, or a large one).
    var isIndirect = false
    /// For a list: how many items the schema allows (`.occurs(1...)`), when it bounds them.
    var counts: Occurs?
    /// For a choice: one of its cases must be there (`.required()`).
    var isRequired = false
    /// For content kept in document order: each case at most once (an `xs:all`, `.eachAtMostOnce()`).
    var eachAtMostOnce = false

    /// The single model the property holds by value, if any (for recursion).
    var heldModel: String? {
        if case .element(let term, _) = kind, term.derivedEnum == nil, case .model(let name) = term.type { return name }
        return nil
    }
}

/// A case of a choice, an ordered list or mixed content.
package struct CasePlan: Sendable {
    var name: String
    var element: ElementTerm
    /// The computed property that reads and sets the case in an `xs:all` kept in document order.
    var accessor: String?
    /// Whether the case's element must be there (an `xs:all`'s required element).
    var isRequired = false
}

/// A generated enum of values (an enumeration facet).
package struct EnumerationPlan: Sendable {
    var name: String
    var cases: [(name: String, value: String)]
    var documentation: String?
}

/// A `Unique` entry (`xs:unique`, `xs:key`) or a `KeyReference` (`xs:keyref`) of a model.
package struct IdentityPlan: Sendable {
    var name: String
    /// The elements, by name or by a path of names in one namespace (`header/tool`), or `.` for
    /// the model's element itself.
    var elements: [XMLName]
    var anyDepth: Bool
    var attribute: XMLName
    var isKey: Bool
    /// For `xs:keyref`: the local name of the constraint it refers to.
    var refers: String?

    /// `xs:ID`'s rule: the attribute `attribute` of `elements`, at any depth, unique in a document.
    init(identifiersOf elements: [XMLName], attribute: XMLName) {
        self.name = "xs:ID"
        self.elements = elements
        self.anyDepth = true
        self.attribute = attribute
        self.isKey = false
    }

    /// The constraint, when its selector and field are in the subset ``Unique`` checks: names or
    /// paths of names in one namespace at any depth (`.//p:a|.//p:b/p:c`), among the children
    /// (`p:a`, `./p:a/p:b`), or the element itself (`.`), and one attribute (`@id`).
    init?(_ definition: IdentityConstraintDefinition, isKey: Bool, namespaces: [String: String]) {
        // In XPath, an unprefixed name is in no namespace.
        func name(_ text: Substring) -> XMLName? {
            let text = text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.contains("/"), !text.contains("*"), !text.contains("@"), text != "."
            else { return nil }
            return text.contains(":") ? XMLName(qualified: text, in: namespaces) : XMLName(text)
        }
        // `p:a/p:b`: one name whose local name is the path, when every step is in one namespace.
        func path(_ text: String) -> XMLName? {
            if text == "." { return XMLName(".") }
            let written = text.split(separator: "/", omittingEmptySubsequences: false)
            let steps = written.compactMap(name)
            // Every step a name (not `*`, `.`, nor empty as in `a//b`), all in one namespace.
            guard steps.count == written.count, let first = steps.first,
                steps.allSatisfy({ $0.namespace == first.namespace })
            else { return nil }
            return XMLName(steps.map(\.localName).joined(separator: "/"), namespace: first.namespace)
        }
        var elements: [XMLName] = []
        var depths: Set<Bool> = []
        for alternative in definition.selector.split(separator: "|") {
            var step = alternative.trimmingCharacters(in: .whitespaces)
            let anyDepth = step.hasPrefix(".//")
            if anyDepth { step.removeFirst(3) } else if step.hasPrefix("./") { step.removeFirst(2) }
            // `.//.` is the element and every element below it: not a subset Unique reads.
            guard !(anyDepth && step == "."), let element = path(step) else { return nil }
            elements.append(element)
            // The element itself stands as well beside names at any depth as beside children.
            if element.localName != "." { depths.insert(anyDepth) }
        }
        guard definition.fields.count == 1, depths.count <= 1 else { return nil }
        let field = definition.fields[0].xpath.trimmingCharacters(in: .whitespaces)
        guard field.hasPrefix("@"), let attribute = name(Substring(field.dropFirst())) else { return nil }
        self.name = definition.name
        self.elements = elements
        self.anyDepth = depths.first ?? true
        self.attribute = attribute
        self.isKey = isKey
        // Constraint names are unique in a schema's namespace; a reference names one of the same
        // element, so its local name finds it.
        refers = definition.refer.map { XMLName(qualified: $0, in: namespaces)?.localName ?? $0 }
    }
}

/// A generated model.
package struct StructPlan: Sendable {
    /// The name inside its parent (or at the top level).
    var name: String
    /// The name from the top level (`Testsuite.Properties`).
    var qualifiedName: String
    var namespace: String?
    var documentation: String?
    var fields: [FieldPlan] = []
    var nested: [StructPlan] = []
    var enumerations: [EnumerationPlan] = []
    /// The `xs:unique`, `xs:key` and `xs:keyref` of the element the model is the type of.
    var identities: [IdentityPlan] = []
}
