import Foundation
import XMLReading

/// Plans the Swift models of a schema closure: a model for every global element with an anonymous
/// type and every named complex type, an enum for every enumeration, and for each model the
/// properties and entries its content model asks for.
///
/// Content becomes typed properties where the schema fixes the order (`xs:sequence`), an optional
/// enum for a choice of single elements, and an array of an enum, in document order, where
/// elements repeat in any order (a repeated choice, a repeated sequence of several elements, a
/// content model that names one element in two places); `mixed="true"` keeps text and children in
/// order (`Mixed`); `xs:any` and `xs:anyAttribute` keep what they admit (`AnyElements`,
/// `AnyAttributes`).
package struct ModelPlanner {
    let set: SchemaSet
    /// Top-level Swift names taken: the reserved ones and every model and enum planned.
    private(set) var topNames: NameScope
    private(set) var complexTypeNames: [XMLName: String] = [:]
    private(set) var elementTypeNames: [XMLName: String] = [:]
    private var simpleValues: [XMLName: ValueType] = [:]
    private var simpleInProgress: Set<XMLName> = []
    /// The top-level models and enums, by the namespace they are declared in.
    var structs: [StructPlan] = []
    private(set) var enumerations: [(namespace: String?, plan: EnumerationPlan)] = []
    private(set) var usesAnyContent = false
    /// Complex types that only rename another: (namespace, alias, model).
    private(set) var aliases: [(namespace: String?, name: String, target: String)] = []
    /// The global elements a document may start with, and their models.
    private(set) var roots: [(element: XMLName, type: TypeRef)] = []
    /// The global elements that name each head in `substitutionGroup`, in declaration order.
    private(set) var substitutes: [XMLName: [XMLName]] = [:]
    /// For each complex type others derive from, the enum of the types `xsi:type` may name where it
    /// is declared (``DerivedPlan``).
    private(set) var derivedPlans: [XMLName: DerivedPlan] = [:]

    /// Names of the generated support file.
    static let supportNames: Set<String> = ["Namespaces", "AnyContent", "Indirect", "DocumentRoot", "Facets"]

    package init(set: SchemaSet) throws(SchemaError) {
        self.set = set
        topNames = NameScope(
            taken: SwiftNames.reservedTypeNames.union(Self.supportNames).union([
                "XMLNumber", "XMLDate", "MixedContent", "TextContent", "Mixed", "InScopeNamespaces", "ElementNamespace",
                // The list of a large enum's cases (`Alternative.Cases.all`): a model of that name would be hidden in it.
                "Cases",
            ]))
        // Names first, in declaration order, so that every reference finds its model's name.
        for (kind, name) in set.order {
            if kind == .complexType {
                complexTypeNames[name] = topNames.claim(candidates(for: name, suffix: "Type"))
            } else if set.elements[name]?.value.complexType != nil, set.elements[name]?.value.type == nil {
                elementTypeNames[name] = topNames.claim(candidates(for: name))
            }
            if kind == .element, let located = set.elements[name], let heads = located.value.substitutionGroup {
                // XSD 1.1 lists several heads; 1.0 one.
                for head in heads.split(whereSeparator: \.isWhitespace) {
                    let headName = try SchemaSet.resolve(String(head), located.value.namespaces, located.context)
                    substitutes[headName, default: []].append(name)
                }
            }
        }
        planDerivedTypes()
    }

    /// Plans the enum of every complex type others derive from (``DerivedPlan``); its name is
    /// claimed here, with the models', in declaration order.
    mutating func planDerivedTypes() {
        var direct: [XMLName: [XMLName]] = [:]
        for (kind, name) in set.order where kind == .complexType {
            guard let located = set.complexTypes[name],
                let derivation = located.value.complexContent ?? located.value.simpleContent,
                let step = derivation.extensionStep ?? derivation.restrictionStep,
                let base = try? SchemaSet.resolve(step.base, step.namespaces, located.context),
                base != name, set.complexTypes[base] != nil
            else { continue }
            direct[base, default: []].append(name)
        }
        func isAbstract(_ name: XMLName) -> Bool { set.complexTypes[name]?.value.abstract.map(isTrue) == true }
        // Where each type is declared first (a schema included twice lists its types twice).
        let order = Dictionary(
            set.order.enumerated().filter { $0.element.0 == .complexType }.map { ($0.element.1, $0.offset) },
            uniquingKeysWith: min)
        for (kind, base) in set.order
        where kind == .complexType && direct[base] != nil && derivedPlans[base] == nil && aliasedBase(base) == nil {
            // Every type derived from `base`, directly or not, each once, in declaration order.
            var seen: Set<XMLName> = [base]
            var derived: [XMLName] = []
            func visit(_ name: XMLName) {
                for next in direct[name] ?? [] where seen.insert(next).inserted {
                    derived.append(next)
                    visit(next)
                }
            }
            visit(base)
            derived.sort { order[$0, default: 0] < order[$1, default: 0] }
            // Aliases are read as the model they rename; abstract types never stand in a document.
            let members = derived.filter { !isAbstract($0) && aliasedBase($0) == nil && complexTypeNames[$0] != nil }
            guard !members.isEmpty, let baseModel = complexTypeNames[base] else { continue }
            var caseNames = NameScope(taken: ["cases"])
            var cases: [DerivedCase] = []
            for type in (isAbstract(base) ? [] : [base]) + members {
                cases.append(
                    DerivedCase(
                        type: type, name: caseNames.claim([SwiftNames.lowerCamel(type.localName)]),
                        model: complexTypeNames[type]!, isDefault: type == base))
            }
            derivedPlans[base] = DerivedPlan(
                enumName: topNames.claim(["Any" + baseModel, "Any" + baseModel + "Derived"]),
                namespace: set.complexTypes[base]!.context.namespace, base: base, cases: cases)
        }
    }

    /// The ``DerivedPlan`` of the complex type `type` names.
    func derivedPlan(ofType type: XMLName) -> DerivedPlan? { derivedPlans[type] }

    /// The complex types whose ``DerivedPlan`` a property or a case reads, in the order the models
    /// use them (a nillable element keeps its declared model).
    var usedDerivedPlans: [XMLName] {
        var used: [XMLName] = []
        func use(_ term: ElementTerm) {
            if let derived = term.derivedEnum, !used.contains(derived.base) { used.append(derived.base) }
        }
        func visit(_ plan: StructPlan) {
            for field in plan.fields {
                switch field.kind {
                case .element(let term, _), .list(let term):
                    use(term)
                case .choice(_, let cases), .ordered(_, let cases), .mixed(_, let cases, _):
                    cases.forEach { use($0.element) }
                default:
                    break
                }
            }
            plan.nested.forEach(visit)
        }
        structs.forEach(visit)
        return used
    }

    /// The elements that may stand where `head` is referenced: the head itself unless it is
    /// abstract, then the members of its substitution group and of theirs, in declaration order,
    /// each once, the abstract ones left out.
    func substitutionGroup(of head: XMLName) -> [XMLName] {
        var result: [XMLName] = []
        var seen: Set<XMLName> = []
        func visit(_ name: XMLName) {
            guard seen.insert(name).inserted, let located = set.elements[name] else { return }
            if located.value.abstract.map(isTrue) != true { result.append(name) }
            for member in substitutes[name] ?? [] { visit(member) }
        }
        visit(head)
        return result
    }

    /// Swift names for a global component: its local name, then with its namespace's prefix.
    /// (`Error`, taken by the standard library, becomes `ErrorElement`; `ID` in a second namespace
    /// `CbcID`.)
    func candidates(for name: XMLName, suffix: String = "Element") -> [String] {
        let base = SwiftNames.upperCamel(name.localName)
        var list = [base]
        if let uri = name.namespace, let prefix = set.prefixes.first(where: { $0.uri == uri })?.prefix {
            list.append(SwiftNames.upperCamel(prefix + "-" + name.localName))
        }
        if !base.hasSuffix(suffix) { list.append(base + suffix) }
        return list
    }

    /// Plans every model.
    package mutating func plan() throws(SchemaError) {
        for (kind, name) in set.order {
            if kind == .complexType, let base = aliasedBase(name) {
                aliases.append((located(name).context.namespace, complexTypeNames[name]!, canonicalModel(base)))
            } else if kind == .complexType, let located = set.complexTypes[name],
                let swiftName = complexTypeNames[name]
            {
                var model = StructPlan(
                    name: swiftName, qualifiedName: swiftName, namespace: located.context.namespace,
                    documentation: located.value.documentation?.text)
                try fill(&model, with: located.value, context: located.context)
                structs.append(model)
            } else if kind == .element, let located = set.elements[name] {
                let declaration = located.value
                if declaration.abstract.map(isTrue) == true { continue }
                if let swiftName = elementTypeNames[name], let type = declaration.complexType {
                    var model = StructPlan(
                        name: swiftName, qualifiedName: swiftName, namespace: located.context.namespace,
                        documentation: declaration.documentation?.text ?? type.documentation?.text)
                    try fill(&model, with: type, context: located.context)
                    model.identities = Self.identities(of: declaration)
                    structs.append(model)
                }
                roots.append((name, try globalElementType(name)))
            }
        }
        addSchemaLocations()
        addIdentifierRules()
        markRecursiveFields()
        markLargeFields()
    }

    /// The namespace of `xsi:schemaLocation`, which any document may carry on its root.
    static let xsiNamespace = "http://www.w3.org/2001/XMLSchema-instance"

    /// Gives the models a document may start with its `xsi:schemaLocation` and
    /// `xsi:noNamespaceSchemaLocation`, which any root may carry and a round trip keeps.
    mutating func addSchemaLocations() {
        let rootModels = Set(roots.compactMap { if case .model(let name) = $0.type { name } else { nil } })
        for index in structs.indices where rootModels.contains(structs[index].qualifiedName) {
            var names = NameScope(
                taken: Set(structs[index].fields.map(\.property)).union(["parsingDescription", "descriptionEntries"]))
            let locations = ["schemaLocation", "noNamespaceSchemaLocation"].map { local in
                FieldPlan(
                    property: names.claim([local, "xsi" + SwiftNames.capitalized(local)]),
                    kind: .attribute(
                        AttributeTerm(
                            name: XMLName(local, namespace: Self.xsiNamespace), type: .string, isRequired: false,
                            documentation: nil)),
                    documentation: "`xsi:\(local)`: where the document says its schema is.")
            }
            structs[index].fields.insert(contentsOf: locations, at: 0)
        }
    }

    /// Gives the models a document may start with the rule of `xs:ID`, where they can hold an
    /// element with an ID: the values of the attributes of that type are unique in the document. One ``Unique`` per attribute name, over every
    /// element whose model has such an attribute (XML Schema has one space for all of them; two
    /// names of ID attributes with the same value are not compared, nor the root's own ID with
    /// the others').
    mutating func addIdentifierRules() {
        var identifiers: [String: [XMLName]] = [:]
        func collect(_ plan: StructPlan) {
            let names = plan.fields.compactMap { field -> XMLName? in
                if case .attribute(let term) = field.kind, term.type.isIdentifier { return term.name }
                return nil
            }
            if !names.isEmpty { identifiers[plan.qualifiedName] = names }
            plan.nested.forEach(collect)
        }
        structs.forEach(collect)
        for (_, name, target) in aliases { identifiers[name] = identifiers[target] }
        guard !identifiers.isEmpty else { return }
        var elements: [XMLName: [XMLName]] = [:]
        func add(_ term: ElementTerm) {
            guard case .model(let model) = term.type, let attributes = identifiers[model] else { return }
            for attribute in attributes where elements[attribute]?.contains(term.name) != true {
                elements[attribute, default: []].append(term.name)
            }
        }
        func visit(_ plan: StructPlan) {
            for field in plan.fields {
                switch field.kind {
                case .element(let term, _), .list(let term): add(term)
                case .choice(_, let cases), .ordered(_, let cases), .mixed(_, let cases, _):
                    cases.map(\.element).forEach(add)
                default: break
                }
            }
            plan.nested.forEach(visit)
        }
        structs.forEach(visit)
        let rules = elements.keys.sorted { ($0.namespace ?? "", $0.localName) < ($1.namespace ?? "", $1.localName) }.map
        {
            IdentityPlan(identifiersOf: elements[$0]!, attribute: $0)
        }
        guard !rules.isEmpty else { return }
        // The models of the elements a document may start with that can hold an element with an
        // ID (KML's `kml` and `Document`; in UBL 2.1, 23 of the signature's, none of the 1,600
        // others, whose signatures are kept whole by `AnyElements`).
        var holds: [String: Set<String>] = [:]
        func gather(_ plan: StructPlan) {
            var models: Set<String> = []
            for field in plan.fields {
                switch field.kind {
                case .element(let term, _), .list(let term):
                    if case .model(let name) = term.type { models.insert(name) }
                case .choice(_, let cases), .ordered(_, let cases), .mixed(_, let cases, _):
                    for item in cases { if case .model(let name) = item.element.type { models.insert(name) } }
                default: break
                }
            }
            holds[plan.qualifiedName] = models
            plan.nested.forEach(gather)
        }
        structs.forEach(gather)
        let bearers = Set(elements.values.joined())
        let plans = Dictionary(allStructs.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
        // The models that hold a bearer, then those that hold one of them, to a fixed point
        // (models hold each other in cycles).
        var reaching = Set(
            plans.values.filter { plan in
                plan.fields.contains { field in
                    switch field.kind {
                    case .element(let term, _), .list(let term): bearers.contains(term.name)
                    case .choice(_, let cases), .ordered(_, let cases), .mixed(_, let cases, _):
                        cases.contains { bearers.contains($0.element.name) }
                    default: false
                    }
                }
            }.map(\.qualifiedName))
        var grew = true
        while grew {
            grew = false
            for (model, held) in holds where !reaching.contains(model) && !held.isDisjoint(with: reaching) {
                reaching.insert(model)
                grew = true
            }
        }
        let rootModels = Set(
            roots.compactMap { root -> String? in
                guard case .model(let name) = root.type else { return nil }
                return reaching.contains(name) ? name : nil
            })
        for index in structs.indices where rootModels.contains(structs[index].qualifiedName) {
            structs[index].identities += rules
        }
    }

    /// Every planned model, nested ones included.
    var allStructs: [StructPlan] {
        var result: [StructPlan] = []
        func add(_ plan: StructPlan) {
            result.append(plan)
            plan.nested.forEach(add)
        }
        structs.forEach(add)
        return result
    }

    // MARK: - Types

    func located(_ name: XMLName) -> Located<ComplexTypeDefinition> { set.complexTypes[name]! }

    /// The base of a complex type that only renames it (an extension that adds nothing: UBL's
    /// `IDType` of `IdentifierType`), which is generated as a `typealias`.
    func aliasedBase(_ name: XMLName) -> XMLName? {
        guard let located = set.complexTypes[name] else { return nil }
        let type = located.value
        guard type.content == nil, type.attributes.isEmpty, !type.isMixed else { return nil }
        let derivation = type.simpleContent ?? type.complexContent
        guard let derivation, let step = derivation.extensionStep, derivation.restrictionStep == nil,
            derivation.mixed == nil, step.content == nil, step.attributes.isEmpty, step.enumerations.isEmpty,
            let base = try? SchemaSet.resolve(step.base, step.namespaces, located.context),
            base != name, set.complexTypes[base] != nil
        else { return nil }
        return base
    }

    /// The model a complex type is read as: its own, or for an alias, the one it renames.
    func canonicalModel(_ name: XMLName) -> String {
        var current = name
        var steps = 0
        while let base = aliasedBase(current), steps < 64 {
            current = base
            steps += 1
        }
        return complexTypeNames[current]!
    }

    /// The type of a global element's content.
    mutating func globalElementType(_ name: XMLName) throws(SchemaError) -> TypeRef {
        guard let located = set.elements[name] else {
            throw SchemaError("the element \(name) is referenced but not declared in the schemas read")
        }
        let declaration = located.value
        if let type = declaration.type {
            return try typeRef(
                SchemaSet.resolve(type, declaration.namespaces, located.context), context: located.context)
        }
        if declaration.complexType != nil, let swiftName = elementTypeNames[name] { return .model(swiftName) }
        if let simple = declaration.simpleType {
            return .value(try anonymousSimpleValue(simple, context: located.context, owner: nil, hint: name.localName))
        }
        if let head = declaration.substitutionGroup {
            return try globalElementType(SchemaSet.resolve(head, declaration.namespaces, located.context))
        }
        return anyContent()
    }

    mutating func anyContent() -> TypeRef {
        usesAnyContent = true
        return .anyContent
    }

    /// The type a `type="…"` names.
    mutating func typeRef(_ name: XMLName, context: SchemaContext) throws(SchemaError) -> TypeRef {
        if name.namespace == xsdNamespace {
            if name.localName == "anyType" { return anyContent() }
            return .value(ValueType.builtIn(name.localName))
        }
        if complexTypeNames[name] != nil { return .model(canonicalModel(name)) }
        if set.simpleTypes[name] != nil { return .value(try simpleValue(name)) }
        throw SchemaError("\(context.file.path): the type \(name) is not declared in the schemas read")
    }

    /// The value type of a named simple type: an enum for an enumeration, else its base's.
    mutating func simpleValue(_ name: XMLName) throws(SchemaError) -> ValueType {
        if let known = simpleValues[name] { return known }
        guard let located = set.simpleTypes[name] else {
            if name.namespace == xsdNamespace { return ValueType.builtIn(name.localName) }
            throw SchemaError("the simple type \(name) is not declared in the schemas read")
        }
        guard simpleInProgress.insert(name).inserted else {
            throw SchemaError("\(located.context.file.path): the simple type \(name) is derived from itself")
        }
        defer { simpleInProgress.remove(name) }
        let definition = located.value
        let value: ValueType
        if let restriction = definition.restriction, !restriction.enumerations.isEmpty {
            let swiftName = topNames.claim(candidates(for: name, suffix: "Value"))
            enumerations.append(
                (
                    located.context.namespace,
                    enumeration(swiftName, restriction.enumerations, definition.documentation?.text)
                ))
            value = .enumeration(
                swiftName, values: restriction.enumerations,
                whiteSpace: try enumerationWhiteSpace(restriction, context: located.context))
        } else {
            value = try derivedValue(definition, context: located.context, owner: nil, hint: name.localName)
        }
        simpleValues[name] = value
        return value
    }

    /// The value type of a simple type without enumeration: its base's for a restriction,
    /// `String` for a list or a union (kept as written).
    mutating func derivedValue(
        _ definition: SimpleTypeDefinition, context: SchemaContext, owner: NestingScope?,
        hint: String
    ) throws(SchemaError) -> ValueType {
        if let union = definition.union { return try unionValue(union, context: context, owner: owner, hint: hint) }
        guard let restriction = definition.restriction else { return .string }
        let base: ValueType
        if let name = restriction.base {
            let baseName = try SchemaSet.resolve(name, restriction.namespaces, context)
            // A restriction keeps its base's type (an enumeration's fewer values, the same enum).
            base =
                baseName.namespace == xsdNamespace ? ValueType.builtIn(baseName.localName) : try simpleValue(baseName)
        } else if let inner = restriction.simpleType {
            base = try anonymousSimpleValue(inner, context: context, owner: owner, hint: hint)
        } else {
            base = .string
        }
        return base.restricted(by: restriction, origin: definition.name ?? hint)
    }

    /// A union: `String`, as written, checked against its members' facets (one must accept it). A
    /// member that accepts any text (`xs:string`) makes the union accept any.
    mutating func unionValue(
        _ union: SimpleUnion, context: SchemaContext, owner: NestingScope?, hint: String
    ) throws(SchemaError) -> ValueType {
        var members: [ValueType] = []
        for name in (union.memberTypes ?? "").split(whereSeparator: \.isWhitespace) {
            members.append(
                try typeRef(SchemaSet.resolve(String(name), union.namespaces, context), context: context).valueType
                    ?? .string)
        }
        for (index, inner) in union.simpleTypes.enumerated() {
            members.append(
                try anonymousSimpleValue(inner, context: context, owner: owner, hint: "\(hint)Member\(index + 1)"))
        }
        var plan = FacetsPlan(origin: hint)
        let facets = members.map { $0.facets ?? FacetsPlan() }
        if !facets.isEmpty, facets.allSatisfy(\.hasRules) { plan.anyOf = facets }
        return ValueType(kind: .string, facets: plan)
    }

    /// The white space an enumeration's values are compared after: its base's (`collapse` for a
    /// token, `preserve` for a string).
    mutating func enumerationWhiteSpace(
        _ restriction: SimpleRestriction, context: SchemaContext
    ) throws(SchemaError) -> String {
        guard let base = restriction.base else { return "collapse" }
        let name = try SchemaSet.resolve(base, restriction.namespaces, context)
        if name.namespace == xsdNamespace { return FacetsPlan.builtIn(name.localName).whiteSpace }
        return try simpleValue(name).facets?.whiteSpace ?? "collapse"
    }

    /// The value type of an anonymous simple type: an enum nested in `owner` (or at the top
    /// level) for an enumeration, else its base's.
    mutating func anonymousSimpleValue(
        _ definition: SimpleTypeDefinition, context: SchemaContext, owner: NestingScope?,
        hint: String
    ) throws(SchemaError) -> ValueType {
        if let restriction = definition.restriction, !restriction.enumerations.isEmpty {
            if let owner {
                var scope = NameScope(
                    taken: topNames.taken.union(owner.nested.map(\.name)).union(
                        owner.enumerations.map(\.name)))
                let swiftName = scope.claim([SwiftNames.upperCamel(hint)])
                owner.enumerations.append(
                    enumeration(swiftName, restriction.enumerations, definition.documentation?.text))
                return .enumeration(
                    owner.qualifiedName + "." + swiftName, values: restriction.enumerations,
                    whiteSpace: try enumerationWhiteSpace(restriction, context: context))
            }
            let swiftName = topNames.claim([SwiftNames.upperCamel(hint)])
            enumerations.append(
                (context.namespace, enumeration(swiftName, restriction.enumerations, definition.documentation?.text)))
            return .enumeration(
                swiftName, values: restriction.enumerations,
                whiteSpace: try enumerationWhiteSpace(restriction, context: context))
        }
        return try derivedValue(definition, context: context, owner: owner, hint: hint)
    }

    func enumeration(_ name: String, _ values: [String], _ documentation: String?) -> EnumerationPlan {
        var scope = NameScope(taken: ["allCases", "rawValue", "xmlTypeName", "xmlText", "init"])
        var cases: [(String, String)] = []
        var seen: Set<String> = []
        for value in values where seen.insert(value).inserted {
            cases.append((scope.claim([SwiftNames.lowerCamel(value)]), value))
        }
        return EnumerationPlan(name: name, cases: cases, documentation: documentation)
    }

    // MARK: - Content

    /// What a complex type holds, with its base's.
    struct Content {
        var attributes: [AttributeTerm] = []
        /// `xs:anyAttribute`, if any.
        var anyAttribute: WildcardPlan?
        var term: Term?
        var mixed = false
        var simple: ValueType?
    }

    /// Fills `model` with the properties of `type`.
    mutating func fill(_ model: inout StructPlan, with type: ComplexTypeDefinition, context: SchemaContext)
        throws(SchemaError)
    {
        let owner = NestingScope(model)
        let content = try self.content(of: type, context: context, owner: owner, depth: 0)
        model.nested = owner.nested
        model.enumerations = owner.enumerations
        var names = NameScope(taken: ["parsingDescription", "descriptionEntries"])
        var fields: [FieldPlan] = []
        if let simple = content.simple {
            fields.append(FieldPlan(property: names.claim(["value"]), kind: .text(simple)))
        }
        fields += plannedContent(content, model: &model, names: &names)
        for attribute in content.attributes {
            let base = SwiftNames.lowerCamel(attribute.name.localName)
            fields.append(
                FieldPlan(
                    property: names.claim([base, base + "Attribute"]), kind: .attribute(attribute),
                    documentation: attribute.documentation))
        }
        if let wildcard = content.anyAttribute {
            fields.append(FieldPlan(property: names.claim(["otherAttributes"]), kind: .anyAttributes(wildcard)))
        }
        // Attributes first: the order entries are listed in is the order they are written in.
        model.fields =
            fields.filter { if case .attribute = $0.kind { true } else { false } }
            + fields.filter { if case .attribute = $0.kind { false } else { true } }
    }

    mutating func content(
        of type: ComplexTypeDefinition, context: SchemaContext, owner: NestingScope, depth: Int
    ) throws(SchemaError) -> Content {
        guard depth < 64 else {
            throw SchemaError("\(context.file.path): the type \(type.name ?? "(anonymous)") derives from itself")
        }
        var result = Content()
        if let derivation = type.complexContent, let (step, extends) = derivation.step {
            let baseName = try SchemaSet.resolve(step.base, step.namespaces, context)
            var base = Content()
            if baseName.namespace != xsdNamespace {
                guard let located = set.complexTypes[baseName] else {
                    throw SchemaError(
                        "\(context.file.path): the base type \(baseName) is not a complex type of the schemas read")
                }
                base = try self.content(of: located.value, context: located.context, owner: owner, depth: depth + 1)
            }
            let own =
                try step.content.map { particle throws(SchemaError) in
                    try term(particle, context: context, owner: owner)
                } ?? nil
            let ownAttributes = try attributes(step.attributes, context: context, owner: owner)
            result.anyAttribute = Self.union(base.anyAttribute, ownAttributes.any)
            if extends {
                result.attributes =
                    base.attributes
                    + ownAttributes.list.filter { new in !base.attributes.contains { $0.name == new.name } }
                switch (base.term, own) {
                case (let base?, let own?): result.term = .sequence([base, own], .once)
                case (let base?, nil): result.term = base
                case (nil, let own): result.term = own
                }
            } else {
                result.attributes = merged(
                    base.attributes, ownAttributes.list, prohibited: prohibited(step.attributes, context))
                result.term = own
            }
            result.mixed = derivation.mixed.map(isTrue) ?? (type.isMixed || (extends && base.mixed))
            result.simple = base.simple
            return result
        }
        if let derivation = type.simpleContent, let (step, extends) = derivation.step {
            let baseName = try SchemaSet.resolve(step.base, step.namespaces, context)
            if let located = set.complexTypes[baseName] {
                let base = try self.content(of: located.value, context: located.context, owner: owner, depth: depth + 1)
                result.simple = base.simple ?? .string
                result.attributes = base.attributes
                result.anyAttribute = base.anyAttribute
            } else {
                result.simple = try typeRef(baseName, context: context).valueType
            }
            let own = try attributes(step.attributes, context: context, owner: owner)
            result.anyAttribute = Self.union(result.anyAttribute, own.any)
            result.attributes =
                extends
                ? result.attributes + own.list.filter { new in !result.attributes.contains { $0.name == new.name } }
                : merged(result.attributes, own.list, prohibited: prohibited(step.attributes, context))
            return result
        }
        result.term =
            try type.content.map { particle throws(SchemaError) in try term(particle, context: context, owner: owner) }
            ?? nil
        let own = try attributes(type.attributes, context: context, owner: owner)
        result.attributes = own.list
        result.anyAttribute = own.any
        result.mixed = type.isMixed
        return result
    }

    /// The `xs:unique`, `xs:key` and `xs:keyref` of an element with an anonymous type (one of a
    /// named type would check every element of that type), in the subset ``IdentityPlan`` reads.
    static func identities(of declaration: ElementDeclaration) -> [IdentityPlan] {
        let constraints =
            declaration.uniques.compactMap { IdentityPlan($0, isKey: false, namespaces: declaration.namespaces) }
            + declaration.keys.compactMap { IdentityPlan($0, isKey: true, namespaces: declaration.namespaces) }
        // A reference to a constraint of this element that is checked (one of another element's
        // is not: its values are not collected here).
        return constraints
            + declaration.keyrefs.compactMap { IdentityPlan($0, isKey: false, namespaces: declaration.namespaces) }
            .filter { reference in constraints.contains { $0.name == reference.refers } }
    }

    /// Two wildcards of one model as one (`nil`: none).
    static func union(_ first: WildcardPlan?, _ second: WildcardPlan?) -> WildcardPlan? {
        guard let first else { return second }
        guard let second else { return first }
        return first.union(second)
    }

    func merged(_ base: [AttributeTerm], _ own: [AttributeTerm], prohibited: Set<XMLName>) -> [AttributeTerm] {
        var result = base.filter { !prohibited.contains($0.name) }
        for attribute in own {
            if let index = result.firstIndex(where: { $0.name == attribute.name }) {
                result[index] = attribute
            } else {
                result.append(attribute)
            }
        }
        return result
    }

    func prohibited(_ uses: [AttributeUse], _ context: SchemaContext) -> Set<XMLName> {
        var names: Set<XMLName> = []
        for case .attribute(let declaration) in uses where declaration.use == "prohibited" {
            if let name = declaration.name { names.insert(attributeName(name, declaration, context)) }
        }
        return names
    }

    func attributeName(_ local: String, _ declaration: AttributeDeclaration, _ context: SchemaContext) -> XMLName {
        let qualified = declaration.form.map { $0 == "qualified" } ?? context.qualifiesAttributes
        return XMLName(local, namespace: qualified ? context.namespace : nil)
    }

    /// The attributes a list of uses declares, attribute groups expanded.
    mutating func attributes(
        _ uses: [AttributeUse], context: SchemaContext, owner: NestingScope, depth: Int = 0
    ) throws(SchemaError) -> (list: [AttributeTerm], any: WildcardPlan?) {
        var list: [AttributeTerm] = []
        var any: WildcardPlan?
        for use in uses {
            switch use {
            case .attribute(let declaration):
                if declaration.use == "prohibited" { continue }
                let required = declaration.use == "required"
                if let ref = declaration.ref {
                    let name = try SchemaSet.resolve(ref, declaration.namespaces, context)
                    var type = ValueType.string
                    var documentation = declaration.documentation?.text
                    if let global = set.attributes[name] {
                        type = try attributeType(
                            global.value, context: global.context, owner: owner, hint: name.localName
                        ).fixed(global.value.fixed, origin: name.localName)
                        documentation = documentation ?? global.value.documentation?.text
                    } else if name.namespace != "http://www.w3.org/XML/1998/namespace" {
                        throw SchemaError(
                            "\(context.file.path): the attribute \(name) is referenced but not declared in the schemas read"
                        )
                    }
                    list.append(
                        AttributeTerm(
                            name: name, type: type.fixed(declaration.fixed, origin: name.localName),
                            isRequired: required, documentation: documentation))
                } else if let local = declaration.name {
                    let type = try attributeType(declaration, context: context, owner: owner, hint: local).fixed(
                        declaration.fixed, origin: local)
                    list.append(
                        AttributeTerm(
                            name: attributeName(local, declaration, context), type: type, isRequired: required,
                            documentation: declaration.documentation?.text))
                }
            case .group(let reference):
                let name = try SchemaSet.resolve(reference.ref, reference.namespaces, context)
                guard let group = set.attributeGroups[name] else {
                    throw SchemaError(
                        "\(context.file.path): the attribute group \(name) is not declared in the schemas read")
                }
                guard depth < 64 else {
                    throw SchemaError("\(context.file.path): the attribute group \(name) includes itself")
                }
                let expanded = try attributes(
                    group.value.attributes, context: group.context, owner: owner, depth: depth + 1)
                for attribute in expanded.list where !list.contains(where: { $0.name == attribute.name }) {
                    list.append(attribute)
                }
                any = Self.union(any, expanded.any)
            case .any(let wildcard):
                any = Self.union(any, WildcardPlan(wildcard, targetNamespace: context.namespace))
            }
        }
        return (list, any)
    }

    mutating func attributeType(
        _ declaration: AttributeDeclaration, context: SchemaContext, owner: NestingScope,
        hint: String
    ) throws(SchemaError) -> ValueType {
        if let type = declaration.type {
            return try typeRef(SchemaSet.resolve(type, declaration.namespaces, context), context: context).valueType
                ?? .string
        }
        if let simple = declaration.simpleType {
            return try anonymousSimpleValue(simple, context: context, owner: owner, hint: hint)
        }
        return .string
    }

    /// A particle with its references resolved.
    mutating func term(
        _ particle: Particle, context: SchemaContext, owner: NestingScope, depth: Int = 0
    ) throws(SchemaError) -> Term? {
        guard depth < 256 else { throw SchemaError("\(context.file.path): a model group includes itself") }
        func occurs(_ min: String?, _ max: String?) throws(SchemaError) -> Occurs {
            guard let occurs = Occurs(min: min, max: max) else {
                throw SchemaError(
                    "\(context.file.path): minOccurs=\"\(min ?? "")\" maxOccurs=\"\(max ?? "")\" is not a count")
            }
            return occurs
        }
        func terms(_ particles: [Particle]) throws(SchemaError) -> [Term] {
            var list: [Term] = []
            for particle in particles {
                if let term = try term(particle, context: context, owner: owner, depth: depth + 1) { list.append(term) }
            }
            return list
        }
        switch particle {
        case .element(let declaration):
            let occurs = try occurs(declaration.minOccurs, declaration.maxOccurs)
            if let ref = declaration.ref {
                // The head of a substitution group: a choice of the elements that may stand for it
                // (KML's `<Placemark>` or `<Folder>` where `AbstractFeatureGroup` is referenced),
                // which the fields keep in document order where it repeats.
                let head = try SchemaSet.resolve(ref, declaration.namespaces, context)
                let members = substitutionGroup(of: head)
                if substitutes[head] != nil, members.count == 1 {
                    // One element may stand there: that element, as often as the reference says.
                    return .element(
                        try globalElementTerm(
                            members[0], occurs: occurs,
                            documentation: members[0] == head ? declaration.documentation?.text : nil, context: context)
                    )
                }
                if substitutes[head] != nil, !members.isEmpty {
                    var alternatives: [Term] = []
                    for member in members {
                        let documentation = member == head ? declaration.documentation?.text : nil
                        alternatives.append(
                            .element(
                                try globalElementTerm(
                                    member, occurs: .once, documentation: documentation, context: context)))
                    }
                    return .choice(alternatives, occurs)
                }
            }
            return .element(try elementTerm(declaration, occurs: occurs, context: context, owner: owner))
        case .sequence(let group):
            return .sequence(try terms(group.particles), try occurs(group.minOccurs, group.maxOccurs))
        case .choice(let group):
            return .choice(try terms(group.particles), try occurs(group.minOccurs, group.maxOccurs))
        case .all(let group):
            return .all(try terms(group.particles), try occurs(group.minOccurs, group.maxOccurs))
        case .group(let reference):
            let name = try SchemaSet.resolve(reference.ref, reference.namespaces, context)
            guard let group = set.groups[name] else {
                throw SchemaError("\(context.file.path): the group \(name) is not declared in the schemas read")
            }
            var inner: [Term] = []
            for particle in group.value.particles {
                if let term = try term(particle, context: group.context, owner: owner, depth: depth + 1) {
                    inner.append(term)
                }
            }
            return .sequence(inner, try occurs(reference.minOccurs, reference.maxOccurs))
        case .any(let wildcard):
            return .any(
                try occurs(wildcard.minOccurs, wildcard.maxOccurs),
                WildcardPlan(wildcard, targetNamespace: context.namespace))
        }
    }

    /// A reference to the global element `name`; `documentation`: the reference's own.
    mutating func globalElementTerm(
        _ name: XMLName, occurs: Occurs, documentation: String?, context: SchemaContext
    ) throws(SchemaError) -> ElementTerm {
        guard let global = set.elements[name] else {
            throw SchemaError(
                "\(context.file.path): the element \(name) is referenced but not declared in the schemas read")
        }
        let type = try globalElementType(name).fixed(global.value.fixed, origin: name.localName)
        var term = ElementTerm(
            name: name, type: type, occurs: occurs, documentation: documentation ?? global.value.documentation?.text,
            isNillable: global.value.nillable.map(isTrue) == true)
        if let typeName = global.value.type,
            let resolved = try? SchemaSet.resolve(typeName, global.value.namespaces, global.context)
        {
            term.derived = derivedPlan(ofType: resolved)
        }
        return term
    }

    mutating func elementTerm(
        _ declaration: ElementDeclaration, occurs: Occurs, context: SchemaContext,
        owner: NestingScope
    ) throws(SchemaError) -> ElementTerm {
        if let ref = declaration.ref {
            return try globalElementTerm(
                SchemaSet.resolve(ref, declaration.namespaces, context), occurs: occurs,
                documentation: declaration.documentation?.text, context: context)
        }
        let local = declaration.name ?? ""
        let qualified = declaration.form.map { $0 == "qualified" } ?? context.qualifiesElements
        let name = XMLName(local, namespace: qualified ? context.namespace : nil)
        let type: TypeRef
        var derived: DerivedPlan?
        if let typeName = declaration.type {
            let resolved = try SchemaSet.resolve(typeName, declaration.namespaces, context)
            type = try typeRef(resolved, context: context)
            derived = derivedPlan(ofType: resolved)
        } else if let complex = declaration.complexType {
            var scope = NameScope(
                taken: topNames.taken.union(owner.nested.map(\.name)).union(
                    owner.enumerations.map(\.name)
                )
                .union([owner.name]))
            let swiftName = scope.claim([SwiftNames.upperCamel(local)])
            var nested = StructPlan(
                name: swiftName, qualifiedName: owner.qualifiedName + "." + swiftName,
                namespace: context.namespace,
                documentation: declaration.documentation?.text ?? complex.documentation?.text)
            // Claimed before it is filled, so that its own nested types do not take the name.
            let index = owner.nested.count
            owner.nested.append(StructPlan(name: swiftName, qualifiedName: nested.qualifiedName, namespace: nil))
            try fill(&nested, with: complex, context: context)
            nested.identities = Self.identities(of: declaration)
            owner.nested[index] = nested
            type = .model(nested.qualifiedName)
        } else if let simple = declaration.simpleType {
            type = .value(try anonymousSimpleValue(simple, context: context, owner: owner, hint: local))
        } else {
            type = anyContent()
        }
        var term = ElementTerm(
            name: name, type: type.fixed(declaration.fixed, origin: local), occurs: occurs,
            documentation: declaration.documentation?.text,
            isNillable: declaration.nillable.map(isTrue) == true)
        term.derived = derived
        return term
    }

    // MARK: - Fields

    /// The properties that hold a content model.
    mutating func plannedContent(_ content: Content, model: inout StructPlan, names: inout NameScope) -> [FieldPlan] {
        guard let term = content.term else {
            if content.mixed, content.simple == nil {
                return [FieldPlan(property: names.claim(["text"]), kind: .text(.string))]
            }
            return []
        }
        var enumNames = NameScope(
            taken: topNames.taken.union(model.nested.map(\.name)).union(model.enumerations.map(\.name)).union([
                model.name
            ]))
        func cases(_ elements: [ElementTerm]) -> [CasePlan] {
            var scope = NameScope(taken: ["other"])
            return elements.map { CasePlan(name: scope.claim([SwiftNames.lowerCamel($0.name.localName)]), element: $0) }
        }
        if content.mixed {
            let elements = term.elements
            if elements.isEmpty, !term.hasWildcard {
                return [FieldPlan(property: names.claim(["text"]), kind: .text(.string))]
            }
            return [
                FieldPlan(
                    property: names.claim(["content"]),
                    kind: .mixed(
                        enumName: enumNames.claim(["Content"]), cases: cases(elements), keepsOthers: term.hasWildcard))
            ]
        }
        var fields: [FieldPlan] = []
        var named: [XMLName] = []
        /// The wildcards met, each with the index of the field planned before it.
        var wildcards: [(plan: WildcardPlan, at: Int)] = []
        /// `counts`: for an element that alone repeats through its group (`<xs:sequence
        /// maxOccurs="unbounded"><xs:element ref="file"/>`), how often it may occur in all.
        func walk(_ term: Term, optional: Bool, repeated: Bool, counts: Occurs? = nil) {
            switch term {
            case .element(let element):
                named.append(element.name)
                let base = SwiftNames.lowerCamel(element.name.localName)

                if repeated || element.occurs.repeats {
                    var field = FieldPlan(
                        property: names.claim([SwiftNames.plural(base), base + "List"]), kind: .list(element),
                        documentation: element.documentation)
                    // Counted where the element alone repeats (a repeated group's count is not its own).
                    let minimum = optional ? 0 : element.occurs.minimum
                    if let counts, counts.minimum > 0 || counts.maximum != nil {
                        field.counts = counts
                    } else if !repeated, minimum > 0 || element.occurs.maximum != nil {
                        field.counts = Occurs(minimum: minimum, maximum: element.occurs.maximum)
                    }
                    fields.append(field)
                } else if element.isNillable, optional || element.occurs.minimum == 0 {
                    // Absent, nil or a value: an array of at most one optional item.
                    var field = FieldPlan(
                        property: names.claim([base]), kind: .list(element),
                        documentation: [
                            element.documentation,
                            "`[]` when the element is absent, `[nil]` when it is `xsi:nil=\"true\"`.",
                        ].compactMap { $0 }.joined(separator: "\n\n"))
                    field.counts = Occurs(minimum: 0, maximum: 1)
                    fields.append(field)
                } else {
                    fields.append(
                        FieldPlan(
                            property: names.claim([base]),
                            kind: .element(element, isRequired: !optional && element.occurs.minimum > 0),
                            documentation: element.documentation))
                }
            case .all(let terms, let occurs)
            where !occurs.repeats && !repeated
                && terms.allSatisfy({ if case .element(let e) = $0 { !e.occurs.repeats } else { false } }):
                // Any order, each element at most once: kept in document order, each element
                // reachable through a property of its own.
                ordered(term, accessors: true, optional: optional)
            case .sequence(let terms, let occurs), .all(let terms, let occurs):
                if occurs.repeats || (repeated && terms.count > 1) {
                    if terms.count == 1 {
                        var counts: Occurs?
                        if !repeated, case .element(let element) = terms[0] {
                            // The group's bounds times the element's.
                            let minimum = optional || occurs.isOptional ? 0 : occurs.minimum * element.occurs.minimum
                            let maximum = occurs.maximum.flatMap { group in element.occurs.maximum.map { group * $0 } }
                            counts = Occurs(minimum: minimum, maximum: maximum)
                        }
                        walk(terms[0], optional: optional || occurs.isOptional, repeated: true, counts: counts)
                    } else {
                        ordered(term, optional: optional)
                    }
                } else {
                    for inner in terms { walk(inner, optional: optional || occurs.isOptional, repeated: repeated) }
                }
            case .choice(let terms, let occurs):
                let singles = terms.allSatisfy { if case .element(let e) = $0 { !e.occurs.repeats } else { false } }
                if occurs.repeats || repeated {
                    if terms.count == 1 {
                        walk(terms[0], optional: true, repeated: true)
                    } else {
                        ordered(term, optional: optional)
                    }
                } else if singles, terms.count > 1 {
                    let elements = term.elements
                    named += elements.map(\.name)
                    var field = FieldPlan(
                        property: names.claim(["alternative", "choice"]),
                        kind: .choice(
                            enumName: enumNames.claim(["Alternative", "Alternatives"]), cases: cases(elements)))
                    field.isRequired = !optional && occurs.minimum > 0 && elements.allSatisfy { $0.occurs.minimum > 0 }
                    fields.append(field)
                } else {
                    for inner in terms { walk(inner, optional: true, repeated: repeated) }
                }
            case .any(_, let wildcard):
                wildcards.append((wildcard, fields.count))
            }
        }
        /// `accessors`: an `xs:all`, each case at most once. A case is required where the term
        /// requires its element (`optional`: the term itself may be absent).
        func ordered(_ term: Term, accessors: Bool = false, optional: Bool = false) {
            let required = optional ? [] : term.requiredElements
            let elements = term.elements
            named += elements.map(\.name)
            wildcards += term.wildcards.map { ($0, fields.count + 1) }
            let property = names.claim(["content", "contentItems"])
            var planned = cases(elements)
            if accessors {
                for index in planned.indices {
                    planned[index].accessor = names.claim([SwiftNames.lowerCamel(planned[index].element.name.localName)]
                    )
                }
            }
            for index in planned.indices { planned[index].isRequired = required.contains(planned[index].element.name) }
            var field = FieldPlan(
                property: property, kind: .ordered(enumName: enumNames.claim(["Content"]), cases: planned))
            field.eachAtMostOnce = accessors
            fields.append(field)
        }
        let saved = names
        walk(term, optional: false, repeated: false)
        if Set(named).count != named.count {
            // One name in two places: the whole content in document order.
            names = saved
            fields = []
            wildcards = []
            enumNames = NameScope(
                taken: topNames.taken.union(model.nested.map(\.name)).union(model.enumerations.map(\.name)).union([
                    model.name
                ]))
            ordered(term)
        }
        if let first = wildcards.first {
            let wildcard = wildcards.dropFirst().reduce(first.plan) { $0.union($1.plan) }
            if wildcards.count == 1, wildcard.process == "strict",
                let field = declaredElements(
                    admittedBy: wildcard, besides: Set(named), names: &names, enumNames: &enumNames)
            {
                // A strict wildcard: what it admits is declared, and read with its model.
                fields.insert(field, at: first.at)
            } else {
                fields.append(FieldPlan(property: names.claim(["otherElements"]), kind: .anyElements(wildcard)))
            }
        }
        return fields
    }

    /// For a strict wildcard, the global elements it admits, read in document order with their
    /// models (the sitemap's `<image:image>`, `<video:video>`); `nil` when the schemas read declare
    /// none, or one the model names already.
    mutating func declaredElements(
        admittedBy wildcard: WildcardPlan, besides named: Set<XMLName>, names: inout NameScope,
        enumNames: inout NameScope
    ) -> FieldPlan? {
        var elements: [ElementTerm] = []
        for (kind, name) in set.order where kind == .element && wildcard.admits(name.namespace) {
            guard let located = set.elements[name], !named.contains(name) else { return nil }
            if located.value.abstract.map(isTrue) == true { continue }
            guard let type = try? globalElementType(name) else { return nil }
            elements.append(ElementTerm(name: name, type: type, occurs: .once, documentation: nil))
        }
        guard !elements.isEmpty else { return nil }
        var scope = NameScope(taken: ["other"])
        let cases = elements.map {
            CasePlan(name: scope.claim([SwiftNames.lowerCamel($0.name.localName)]), element: $0)
        }
        return FieldPlan(
            property: names.claim(["extensions", "extensionElements"]),
            kind: .ordered(enumName: enumNames.claim(["Extension", "ExtensionElement"]), cases: cases),
            documentation: "The elements of other namespaces the schema admits here (`xs:any`), in document order.")
    }
}

/// The model whose content is being planned, as the planning calls below it see it: the types
/// nested in it (anonymous complex types, enumerations) are added here while its content is
/// planned, then stored into the model. A reference, so that every call adds to the same one.
final class NestingScope {
    let name: String
    let qualifiedName: String
    var nested: [StructPlan]
    var enumerations: [EnumerationPlan]

    init(_ model: StructPlan) {
        name = model.name
        qualifiedName = model.qualifiedName
        nested = model.nested
        enumerations = model.enumerations
    }
}

extension TypeRef {
    /// A simple type with a `fixed` value (``ValueType/fixed(_:origin:)``); a model as it is.
    func fixed(_ value: String?, origin: String) -> TypeRef {
        if case .value(let type) = self { return .value(type.fixed(value, origin: origin)) }
        return self
    }

    /// The value type, for a simple type; `nil` for a model.
    var valueType: ValueType? {
        if case .value(let value) = self { return value }
        return nil
    }
}
