import XMLReading

/// Writes planned models as Swift source: one file per namespace (split where a file would grow
/// past a few thousand lines), a support file with the namespace constants and the few helper
/// types the models use, and with `roundTripMain` a `main.swift` that reads a document with them
/// and writes it back.
package struct SwiftEmitter {
    let planner: ModelPlanner
    let access: String
    /// Names of the namespace constants (`Namespaces.gpx`), by URI.
    let namespaceNames: [String: String]
    /// The constant of each distinct set of facets the models check (`Facets.currencyCode`), and
    /// their order of first use.
    let facetNames: [FacetsPlan: String]
    let facetOrder: [FacetsPlan]
    /// The most lines one file holds before the next type starts a new one.
    static let linesPerFile = 2_000

    package init(planner: ModelPlanner, isPublic: Bool) {
        self.planner = planner
        self.access = isPublic ? "public " : ""
        var names = NameScope(taken: ["none"])
        var table: [String: String] = [:]
        var uris: [String] = []
        func add(_ uri: String?) {
            guard let uri, !uri.isEmpty, table[uri] == nil else { return }
            let prefix = planner.set.prefixes.first { $0.uri == uri }?.prefix
            // The last part of the URI that reads as a word: `POM` in http://maven.apache.org/POM/4.0.0.
            let words = uri.split(whereSeparator: { "/:#".contains($0) }).map(String.init)
                .filter {
                    $0.contains(where: \.isLetter) && !["http", "https", "urn", "www", "xsd"].contains($0.lowercased())
                }
            let last = words.last ?? "namespace"
            table[uri] = names.claim(
                [prefix.map(SwiftNames.lowerCamel), SwiftNames.lowerCamel(last)].compactMap { $0 })
            uris.append(uri)
        }
        for (_, name) in planner.set.order { add(name.namespace) }
        for plan in planner.structs { add(plan.namespace) }
        for (uri, _) in planner.set.prefixes.map({ ($0.uri, $0.prefix) }) { add(uri) }
        add(ModelPlanner.xsiNamespace)
        namespaceNames = table
        (facetNames, facetOrder) = Self.facetConstants(planner.structs)
    }

    /// Names the checked value types' facets, in the order the models use them, after their simple
    /// types (`positiveInteger`, `currencyCode`; `currencyCode2` for another of the same name).
    static func facetConstants(_ structs: [StructPlan]) -> ([FacetsPlan: String], [FacetsPlan]) {
        var names: [FacetsPlan: String] = [:]
        var order: [FacetsPlan] = []
        var scope = NameScope(taken: [])
        func use(_ type: ValueType) {
            guard type.isChecked, let facets = type.facets, names[facets] == nil else { return }
            names[facets] = scope.claim([SwiftNames.lowerCamel(facets.origin)])
            order.append(facets)
        }
        func use(_ type: TypeRef) { if case .value(let value) = type { use(value) } }
        func visit(_ plan: StructPlan) {
            for field in plan.fields {
                switch field.kind {
                case .element(let term, _), .list(let term): use(term.type)
                case .choice(_, let cases), .ordered(_, let cases), .mixed(_, let cases, _):
                    for item in cases { use(item.element.type) }
                case .attribute(let term): use(term.type)
                case .text(let type): use(type)
                case .anyElements, .anyAttributes: break
                }
            }
            plan.nested.forEach(visit)
        }
        structs.forEach(visit)
        return (names, order)
    }

    /// `, format: .checked(Facets.currencyCode)` for a value type with facets; empty otherwise.
    func format(_ type: ValueType) -> String {
        guard type.isChecked, let facets = type.facets, let name = facetNames[facets] else { return "" }
        return ", format: .checked(Facets.\(SwiftNames.property(name)))"
    }

    func format(_ type: TypeRef) -> String {
        if case .value(let value) = type { return format(value) }
        return ""
    }

    /// The generated files, by name, in a fixed order; with `shards`, the models in exactly that
    /// many files (`Models+1.swift`…), the blocks in order, split near equal line counts.
    package func files(roundTripMain: Bool, shards: Int? = nil) -> [(name: String, source: String)] {
        var files: [(String, String)] = [("Namespaces.swift", supportFile())]
        var groups: [String?: [[String]]] = [:]
        var order: [String?] = []
        for plan in planner.structs {
            if groups[plan.namespace] == nil { order.append(plan.namespace) }
            groups[plan.namespace, default: []].append(render(plan, indent: ""))
        }
        for (namespace, name, target) in planner.aliases {
            if groups[namespace] == nil { order.append(namespace) }
            groups[namespace, default: []].append(["\(access)typealias \(name) = \(target)"])
        }
        for (namespace, plan) in planner.enumerations {
            if groups[namespace] == nil { order.append(namespace) }
            groups[namespace, default: []].append(render(plan, indent: ""))
        }
        for type in planner.usedDerivedPlans {
            let plan = planner.derivedPlans[type]!
            if groups[plan.namespace] == nil { order.append(plan.namespace) }
            groups[plan.namespace, default: []].append(render(plan))
        }
        if let shards {
            let blocks = order.flatMap { groups[$0]! }
            let total = blocks.reduce(0) { $0 + $1.count + 1 }
            var chunks: [[String]] = Array(repeating: [], count: shards)
            var written = 0
            for block in blocks {
                // The shard whose share of the lines the block starts in.
                let index = min(shards - 1, written * shards / max(total, 1))
                chunks[index] += [""] + block
                written += block.count + 1
            }
            for (index, chunk) in chunks.enumerated() {
                let header = ["// Generated by xml-schema. Do not edit.", "import XMLReading"]
                files.append(("Models+\(index + 1).swift", (header + chunk).joined(separator: "\n") + "\n"))
            }
            if roundTripMain { files.append(("main.swift", mainFile())) }
            return files
        }
        var fileNames = NameScope(taken: ["Namespaces", "main"])
        for namespace in order {
            let base = fileNames.claim([
                SwiftNames.upperCamel(namespace.map { namespaceNames[$0] ?? "Models" } ?? "Models")
            ])
            var chunks: [[String]] = [[]]
            for block in groups[namespace]! {
                if chunks[chunks.count - 1].count + block.count > Self.linesPerFile, !chunks[chunks.count - 1].isEmpty {
                    chunks.append([])
                }
                chunks[chunks.count - 1] += [""] + block
            }
            for (index, chunk) in chunks.enumerated() {
                let name = chunks.count == 1 ? base : "\(base)+\(index + 1)"
                let header = [
                    "// Generated by xml-schema from \(namespace.map { "the namespace " + $0 } ?? "names in no namespace"). Do not edit.",
                    "import XMLReading",
                ]
                files.append((name + ".swift", (header + chunk).joined(separator: "\n") + "\n"))
            }
        }
        if roundTripMain { files.append(("main.swift", mainFile())) }
        return files
    }

    // MARK: - Support

    func supportFile() -> String {
        var lines = ["// Generated by xml-schema. Do not edit.", "import XMLReading", ""]
        if !facetOrder.isEmpty {
            lines.append(
                "/// The facets the schemas' simple types set on their values, checked on reading and writing.")
            lines.append("\(access)enum Facets {")
            for facets in facetOrder {
                lines.append(
                    "    \(access)static let \(SwiftNames.property(facetNames[facets]!)) = \(facets.swiftExpression)")
            }
            lines += ["}", ""]
        }
        lines.append("/// The namespaces of the schemas' names.")
        lines.append("\(access)enum Namespaces {")
        for (uri, name) in namespaceNames.sorted(by: { $0.value < $1.value }) {
            lines.append("    \(access)static let \(SwiftNames.property(name)) = \(literal(uri))")
        }
        lines.append("")
        lines.append("    /// The prefixes the schemas write these namespaces with, for ``XMLWriter``.")
        // The first schema's namespace is the documents' default namespace: no prefix for it.
        var prefixes = planner.set.prefixes.filter {
            namespaceNames[$0.uri] != nil && $0.uri != planner.set.primaryNamespace
        }
        if !prefixes.contains(where: { $0.uri == ModelPlanner.xsiNamespace || $0.prefix == "xsi" }) {
            prefixes.append(("xsi", ModelPlanner.xsiNamespace))
        }
        if prefixes.isEmpty {
            lines.append("    \(access)static let prefixes: KeyValuePairs<String, String> = [:]")
        } else {
            lines.append("    \(access)static let prefixes: KeyValuePairs<String, String> = [")
            for (prefix, uri) in prefixes {
                lines.append("        \(literal(prefix)): \(constant(uri)),")
            }
            lines.append("    ]")
        }
        lines.append("}")
        if planner.usesAnyContent { lines += anyContentLines() }
        if needsAccessors {
            lines += [
                "",
                "extension Array {",
                "    /// Replaces the first element `matches` accepts with `make(value)`, removes it when `value`",
                "    /// is `nil`, or appends it when there is none: for the properties of an `xs:all`, whose",
                "    /// elements are kept in the order the document has them.",
                "    mutating func setFirst<Value>(_ value: Value?, _ make: (Value) -> Element, where matches: (Element) -> Bool) {",
                "        switch (firstIndex(where: matches), value) {",
                "        case (let index?, let value?): self[index] = make(value)",
                "        case (let index?, nil): remove(at: index)",
                "        case (nil, let value?): append(make(value))",
                "        case (nil, nil): break",
                "        }",
                "    }",
                "}",
            ]
        }
        if needsIndirect {
            lines += [
                "",
                "/// Stores a model behind a reference, copied on write: one that holds itself (directly or",
                "/// through others), so that the model has a finite size, or a large one, so that the model",
                "/// holding it stays small to copy and to compile.",
                "@propertyWrapper",
                "\(access)struct Indirect<Value: Sendable>: Sendable {",
                "    private final class Box: Sendable {",
                "        let value: Value",
                "        init(_ value: Value) { self.value = value }",
                "    }",
                "    private var box: Box",
                "",
                "    \(access)init(wrappedValue: Value) { box = Box(wrappedValue) }",
                "",
                "    \(access)var wrappedValue: Value {",
                "        get { box.value }",
                "        set { box = Box(newValue) }",
                "    }",
                "}",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    var needsAccessors: Bool {
        func any(_ plan: StructPlan) -> Bool {
            plan.fields.contains {
                if case .ordered(_, let cases) = $0.kind { cases.contains { $0.accessor != nil } } else { false }
            } || plan.nested.contains(where: any)
        }
        return planner.structs.contains(where: any)
    }

    var needsIndirect: Bool {
        func any(_ plan: StructPlan) -> Bool {
            plan.fields.contains(where: \.isIndirect) || plan.nested.contains(where: any)
        }
        return planner.structs.contains(where: any)
    }

    // MARK: - Models

    func render(_ plan: StructPlan, indent: String) -> [String] {
        var lines: [String] = []
        lines += docComment(plan.documentation, indent: indent)
        lines.append("\(indent)\(access)struct \(plan.name): XMLReadable, Sendable {")
        let inner = indent + "    "
        for field in plan.fields {
            lines += docComment(field.documentation, indent: inner)
            let (type, initial) = declaration(field)
            let wrapper = field.isIndirect ? "@Indirect " : ""
            lines.append("\(inner)\(wrapper)\(access)var \(SwiftNames.property(field.property)): \(type) = \(initial)")
        }
        if !plan.fields.isEmpty { lines.append("") }
        for field in plan.fields {
            guard case .ordered(let enumName, let cases) = field.kind, cases.contains(where: { $0.accessor != nil })
            else { continue }
            for plan in cases {
                guard let accessor = plan.accessor else { continue }
                let caseName = SwiftNames.property(plan.name)
                let stored = field.property.replacingOccurrences(of: "`", with: "")
                lines += docComment(plan.element.documentation, indent: inner)
                lines += [
                    "\(inner)\(access)var \(SwiftNames.property(accessor)): \(plan.element.caseSwiftName)? {",
                    "\(inner)    get { for case .\(caseName)(let value) in \(stored) { return value }; return nil }",
                    "\(inner)    set { \(stored).setFirst(newValue, \(enumName).\(caseName)) { if case .\(caseName) = $0 { true } else { false } } }",
                    "\(inner)}",
                ]
            }
            lines.append("")
        }
        lines.append("\(inner)\(access)init() {}")
        let defaultNamespace = self.defaultNamespace(of: plan)
        for field in plan.fields {
            switch field.kind {
            case .choice(let name, let cases), .ordered(let name, let cases):
                lines.append("")
                lines += caseEnum(
                    name, cases, other: false, field: field, defaultNamespace: defaultNamespace, indent: inner)
            case .mixed(let name, let cases, let keepsOthers):
                lines.append("")
                lines += caseEnum(
                    name, cases, other: keepsOthers, field: field, defaultNamespace: defaultNamespace, indent: inner)
            default:
                break
            }
        }
        for nested in plan.nested {
            lines.append("")
            lines += render(nested, indent: inner)
        }
        for enumeration in plan.enumerations {
            lines.append("")
            lines += render(enumeration, indent: inner)
        }
        lines.append("")
        let entries =
            plan.fields.flatMap { entry($0, defaultNamespace: defaultNamespace) }
            + checkedIdentities(plan.identities, defaultNamespace: defaultNamespace).map { identity in
                let elements = identity.elements.map { name($0, defaultNamespace: defaultNamespace) }
                let entry =
                    identity.refers.map { "KeyReference(\(literal(identity.name)), refers: \(literal($0))" }
                    ?? "Unique(\(literal(identity.name))"
                return
                    entry + ", of: [\(elements.joined(separator: ", "))]"
                    + (identity.anyDepth ? "" : ", anyDepth: false")
                    + ", attribute: \(name(identity.attribute))" + (identity.isKey ? ", isKey: true)" : ")")
            }
        let arguments = defaultNamespace.map { "(namespace: DefaultNamespace(\(constant($0))))" } ?? ""
        if entries.isEmpty {
            lines.append(
                "\(inner)\(access)static let parsingDescription: ParsingDescription<\(plan.name)> = ParsingDescription\(arguments) {}"
            )
        } else {
            lines += [
                "\(inner)\(access)static let parsingDescription: ParsingDescription<\(plan.name)> = ParsingDescription\(arguments) {",
                "\(inner)    descriptionEntries()",
                "\(inner)}",
                "",
                "\(inner)/// The entries of ``parsingDescription``. \(Self.unoptimized)",
                "\(inner)@_optimize(none) @DescriptionBuilder<\(plan.name)>",
                "\(inner)static func descriptionEntries() -> DescriptionBuilder<\(plan.name)>.Component {",
            ]
            lines += entries.map { inner + "    " + $0 }
            lines.append("\(inner)}")
        }
        lines.append("\(indent)}")
        return lines
    }

    func render(_ plan: EnumerationPlan, indent: String) -> [String] {
        var lines = docComment(plan.documentation, indent: indent)
        lines.append("\(indent)\(access)enum \(plan.name): String, XMLScalar, CaseIterable, Sendable {")
        for (name, value) in plan.cases {
            lines.append("\(indent)    case \(SwiftNames.property(name)) = \(literal(value))")
        }
        lines.append("\(indent)}")
        return lines
    }

    /// The enum of the types `xsi:type` may name in place of a complex type, with its cases.
    func render(_ plan: DerivedPlan) -> [String] {
        let baseModel = planner.complexTypeNames[plan.base]!
        let defaultCase = plan.cases.first(where: \.isDefault)
        var lines = [
            "/// ``\(baseModel)`` or a type derived from it, as `xsi:type` names it"
                + (defaultCase == nil
                    ? " (the base is abstract: `xsi:type` is required)." : " (``\(baseModel)`` when it is absent)."),
            "\(access)indirect enum \(plan.enumName): Sendable {",
        ]
        for item in plan.cases {
            lines.append("    case \(SwiftNames.property(item.name))(\(item.model))")
        }
        lines += [
            "",
            "    /// The cases of a `Choice`, `Item` or `Case` by `xsi:type`.",
            "    @CaseBuilder<\(plan.enumName)> static var cases: [Case<\(plan.enumName)>] {",
        ]
        for item in plan.cases {
            lines.append(
                "        Case(\(name(item.type)), \(item.model).self, \(plan.enumName).\(SwiftNames.property(item.name)))"
                    + (item.isDefault ? ".byDefault()" : ""))
        }
        lines += ["    }", "}"]
        return lines
    }

    /// The name of `xsi:type`, which picks the case of a ``DerivedPlan``.
    static let xsiType = "XMLName(\"type\", namespace: \"http://www.w3.org/2001/XMLSchema-instance\")"

    func caseEnum(
        _ name: String, _ cases: [CasePlan], other: Bool, field: FieldPlan, defaultNamespace: String?, indent: String
    ) -> [String] {
        var lines = ["\(indent)\(access)indirect enum \(name): Sendable {"]
        for plan in cases {
            lines += docComment(plan.element.documentation, indent: indent + "    ")
            lines.append("\(indent)    case \(SwiftNames.property(plan.name))(\(plan.element.caseSwiftName))")
        }
        if other { lines.append("\(indent)    case other(AnyElement)") }
        if cases.count > Self.inlineCases {
            lines.append("")
            lines += caseList(name, cases, field: field, defaultNamespace: defaultNamespace, indent: indent + "    ")
        }
        lines.append("\(indent)}")
        return lines
    }

    /// Why the functions that build descriptions are not optimized, in their doc comments.
    static let unoptimized =
        "Built once per type, so not optimized: specializing every entry for its model made large schemas (UBL) take over 18 minutes to compile in release mode."

    /// The most cases a description lists in its own closure; an enum with more (a wildcard that
    /// admits every global element of UBL: 1,580) gets its ``caseList`` instead. The optimizer's
    /// time grows faster than the size of a function: UBL's models took over 18 CPU-minutes to
    /// compile in release mode with its 1,580 cases in one closure.
    static let inlineCases = 40

    /// `enum Cases { static var all: [Case<E>] }`: the entries of an enum's cases, built by
    /// functions of at most ``inlineCases`` statements each. A type name in the enum cannot
    /// collide with its cases, which are lower camel case, and no model is named `Cases` (reserved
    /// by ``ModelPlanner``), so the name inside the enum hides none.
    func caseList(
        _ enumName: String, _ cases: [CasePlan], field: FieldPlan, defaultNamespace: String?, indent: String
    ) -> [String] {
        let required: Bool
        if case .ordered = field.kind { required = true } else { required = false }
        let parts = stride(from: 0, to: cases.count, by: Self.inlineCases).map {
            Array(cases[$0..<min($0 + Self.inlineCases, cases.count)])
        }
        var lines = [
            "\(indent)/// The entries of the cases, built in parts: one function of \(cases.count) entries is slow to compile. \(Self.unoptimized)",
            "\(indent)enum Cases {",
            "\(indent)    static var all: [Case<\(enumName)>] {",
            "\(indent)        var all = part1()",
        ]
        // One statement per part: a chain of `+` is slow to type-check.
        lines += parts.indices.dropFirst().map { "\(indent)        all += part\($0 + 1)()" }
        lines += ["\(indent)        return all", "\(indent)    }"]
        for (index, part) in parts.enumerated() {
            lines += [
                "",
                "\(indent)    @_optimize(none) static func part\(index + 1)() -> [Case<\(enumName)>] {",
                "\(indent)        var cases: [Case<\(enumName)>] = []",
                "\(indent)        cases.reserveCapacity(\(part.count))",
            ]
            for plan in part {
                let entry = caseEntry(plan, enumName, defaultNamespace: defaultNamespace)
                lines.append(
                    "\(indent)        cases.append(\(entry)\(required && plan.isRequired ? ".required()" : ""))")
            }
            lines += ["\(indent)        return cases", "\(indent)    }"]
        }
        lines.append("\(indent)}")
        return lines
    }

    /// A field's declared type and initial value.
    func declaration(_ field: FieldPlan) -> (String, String) {
        switch field.kind {
        case .element(let term, let isRequired):
            if let derived = term.derivedEnum { return (derived.enumName + "?", "nil") }
            if isRequired, !term.isNillable, let initial = initialValue(term.type) {
                return (term.type.swiftName, initial)
            }
            return (term.type.swiftName + "?", "nil")
        case .list(let term):
            return ("[\(term.valueSwiftName)]", "[]")
        case .choice(let name, _):
            return (name + "?", "nil")
        case .ordered(let name, _):
            return ("[\(name)]", "[]")
        case .mixed(let name, _, _):
            return ("[MixedContent<\(name)>]", "[]")
        case .attribute(let term):
            if term.isRequired { return (term.type.swiftName, term.type.initialValue) }
            return (term.type.swiftName + "?", "nil")
        case .text(let value):
            return (value.swiftName, value.initialValue)
        case .anyElements:
            return ("[AnyElement]", "[]")
        case .anyAttributes:
            return ("[XMLName: String]", "[:]")
        }
    }

    func initialValue(_ type: TypeRef) -> String? {
        switch type {
        case .value(let value): value.initialValue
        case .model(let name): name + "()"
        case .anyContent: "AnyContent()"
        }
    }

    /// The namespace a model's description reads its plain names in: the model's own, unless one
    /// of its elements is in no namespace (a plain name would then be in the default one).
    /// Writing starts it as the default namespace where no prefix is chosen for it.
    func defaultNamespace(of plan: StructPlan) -> String? {
        guard let namespace = plan.namespace, namespaceNames[namespace] != nil else { return nil }
        for field in plan.fields {
            switch field.kind {
            case .element(let term, _), .list(let term):
                if term.name.namespace == nil { return nil }
            case .choice(_, let cases), .ordered(_, let cases), .mixed(_, let cases, _):
                if cases.contains(where: { $0.element.name.namespace == nil }) { return nil }
            default:
                break
            }
        }
        return namespace
    }

    /// The entry (or entries) that read a field.
    func entry(_ field: FieldPlan, defaultNamespace: String?) -> [String] {
        func name(_ name: XMLName) -> String { self.name(name, defaultNamespace: defaultNamespace) }
        func caseEntry(_ plan: CasePlan, _ enumName: String) -> String {
            self.caseEntry(plan, enumName, defaultNamespace: defaultNamespace)
        }
        // The entry of each case (`required`: marked where an `xs:all` requires it), or the
        // enum's list of them when there are more than a description lists inline (``caseList``).
        func caseLines(_ cases: [CasePlan], _ enumName: String, required: Bool) -> [String] {
            if cases.count > Self.inlineCases { return ["    \(enumName).Cases.all"] }
            return cases.map { "    " + caseEntry($0, enumName) + (required && $0.isRequired ? ".required()" : "") }
        }
        let keyPath = "\\.\(field.property.replacingOccurrences(of: "`", with: ""))"
        switch field.kind {
        case .element(let term, let isRequired) where term.derivedEnum != nil:
            return [
                "Choice(\(name(term.name)), \(keyPath), by: \(Self.xsiType)) { \(term.derivedEnum!.enumName).cases }"
                    + (isRequired ? ".required()" : "")
            ]
        case .list(let term) where term.derivedEnum != nil:
            return [
                "Many(\(keyPath)) { Item(\(name(term.name)), by: \(Self.xsiType)) { \(term.derivedEnum!.enumName).cases } }"
                    + (field.counts.map(occurs) ?? "")
            ]
        case .element(let term, let isRequired):
            return [
                "Element(\(name(term.name)), \(keyPath)\(format(term.type)))" + (isRequired ? ".required()" : "")
                    + (term.isNillable ? ".nillable()" : "")
            ]
        case .list(let term):
            return [
                "Many(\(keyPath)) { Item(\(name(term.name)), \(term.valueSwiftName).self\(format(term.type))) }"
                    + (field.counts.map(occurs) ?? "")
            ]
        case .choice(let enumName, let cases):
            return ["Choice(\(keyPath)) {"] + caseLines(cases, enumName, required: false)
                + [field.isRequired ? "}.required()" : "}"]
        case .ordered(let enumName, let cases):
            return ["Many(\(keyPath)) {"] + caseLines(cases, enumName, required: true)
                + [field.eachAtMostOnce ? "}.eachAtMostOnce()" : "}"]
        case .mixed(let enumName, let cases, let keepsOthers):
            let other = keepsOthers ? ", other: \(enumName).other" : ""
            if cases.isEmpty, !keepsOthers { return ["Mixed(\(keyPath)) {}"] }
            return ["Mixed(\(keyPath)\(other)) {"] + caseLines(cases, enumName, required: false) + ["}"]
        case .attribute(let term):
            return [
                "Attribute(\(self.name(term.name)), \(keyPath)\(format(term.type)))"
                    + (term.isRequired ? ".required()" : "")
            ]
        case .text(let type):
            return ["TextContent(\(keyPath)\(format(type)))"]
        case .anyElements(let wildcard):
            return ["AnyElements(\(keyPath)\(namespaces(wildcard, of: defaultNamespace)))"]
        case .anyAttributes(let wildcard):
            return ["AnyAttributes(\(keyPath)\(namespaces(wildcard, of: defaultNamespace)))"]
        }
    }

    /// The identity constraints a description checks. A name in no namespace cannot be told from a
    /// plain one in the description's namespace, and selects no element the description reads
    /// (XLIFF's `.//bpt` beside `.//xlf:count`): it is left out of the names a constraint selects,
    /// and a constraint left with none is left out, with the references to it. A constraint that
    /// references refer to is left out whole rather than with fewer names (fewer values would
    /// refuse references a schema accepts).
    func checkedIdentities(_ identities: [IdentityPlan], defaultNamespace: String?) -> [IdentityPlan] {
        let referred = Set(identities.compactMap(\.refers))
        let checked = identities.compactMap { identity -> IdentityPlan? in
            guard defaultNamespace != nil else { return identity }
            var identity = identity
            let selected = identity.elements.count
            identity.elements.removeAll { $0.namespace == nil && $0.localName != "." }
            if identity.refers == nil, referred.contains(identity.name), identity.elements.count != selected {
                return nil
            }
            return identity.elements.isEmpty ? nil : identity
        }
        return checked.filter { reference in
            reference.refers.map { key in checked.contains { $0.refers == nil && $0.name == key } } ?? true
        }
    }

    /// `.occurs(1...)`, `.occurs(0...3)`.
    func occurs(_ counts: Occurs) -> String {
        ".occurs(\(counts.minimum)...\(counts.maximum.map(String.init) ?? ""))"
    }

    /// `, namespaces: .other(than: Namespaces.sitemap)` for a wildcard that does not admit every
    /// namespace; empty for one that does.
    func namespaces(_ wildcard: WildcardPlan, of namespace: String?) -> String {
        if wildcard.admitsAll { return "" }
        func uri(_ uri: String?) -> String {
            guard let uri else { return "nil" }
            return namespaceNames[uri] != nil ? constant(uri) : literal(uri)
        }
        if !wildcard.admitsListed, wildcard.listed.count == 2, wildcard.listed.contains(nil),
            let other = wildcard.listed.compactMap({ $0 }).first
        {
            return ", namespaces: .other(than: \(uri(other)))"
        }
        let list = "[" + wildcard.listed.map(uri).joined(separator: ", ") + "]"
        return ", namespaces: .\(wildcard.admitsListed ? "only" : "except")(\(list))"
    }

    func caseEntry(_ plan: CasePlan, _ enumName: String, defaultNamespace: String?) -> String {
        if let derived = plan.element.derivedEnum {
            return
                "Case(\(name(plan.element.name, defaultNamespace: defaultNamespace)), by: \(Self.xsiType), \(enumName).\(SwiftNames.property(plan.name))) { \(derived.enumName).cases }"
        }
        return
            "Case(\(name(plan.element.name, defaultNamespace: defaultNamespace)), \(plan.element.caseSwiftName).self\(format(plan.element.type)), \(enumName).\(SwiftNames.property(plan.name)))"
    }

    // MARK: - Main

    func mainFile() -> String {
        var lines = [
            "// Generated by xml-schema: reads the document named by the first argument with the models,",
            "// whichever global element is its root, and writes it back to standard output.",
            "import Foundation",
            "import XMLReading",
            "",
            "#if canImport(Glibc)",
            "    import Glibc",
            "#elseif canImport(Darwin)",
            "    import Darwin",
            "#endif",
            "",
            "/// The model of every global element a document may start with. One statement per element:",
            "/// a dictionary literal of thousands of entries is slow to type-check.",
            "func rootTypes() -> [XMLName: any XMLReadable.Type] {",
            "    var roots: [XMLName: any XMLReadable.Type] = [:]",
        ]
        // A document's root is a model: a global element of a simple type cannot be one.
        for (element, type) in planner.roots where type.valueType == nil {
            lines.append("    roots[\(name(element))] = \(type.swiftName).self")
        }
        lines += [
            "    return roots",
            "}",
            "",
            "/// The namespaces in scope at the document's root element, to write it back with its prefixes.",
            "struct DocumentRoot: XMLReadable {",
            "    var namespaces: [String: String] = [:]",
            "    static let parsingDescription = ParsingDescription<DocumentRoot> { InScopeNamespaces(\\.namespaces) }",
            "}",
            "",
            "// FILE, or FILE --canonical to write Canonical XML 2.0 (what signatures and byte comparisons need).",
            "let arguments = CommandLine.arguments",
            "guard arguments.count == 2 || (arguments.count == 3 && arguments[2] == \"--canonical\") else {",
            "    FileHandle.standardError.write(Data(\"usage: \\(arguments[0]) FILE [--canonical]\\n\".utf8))",
            "    exit(2)",
            "}",
            "do {",
            "    let url = URL(fileURLWithPath: arguments[1])",
            "    // What the schema does not allow (an element or attribute no model names, outside",
            "    // xs:any and xs:anyAttribute) is refused with its path, line and column.",
            "    let (element, document) = try XMLReader.rootElement(",
            "        in: rootTypes(), from: url, options: ReadingOptions(unknownContent: .refuse))",
            "    // Written back with the namespaces the document declares on its root (all of them: values",
            "    // such as xsi:type=\"xs:string\" may use a prefix no name does), then the schemas' prefixes.",
            "    var options = WritingOptions()",
            "    let declared = try XMLReader.object(ofType: DocumentRoot.self, element: element, from: url).namespaces",
            "    for (prefix, uri) in declared.sorted(by: { $0.key < $1.key }) where !prefix.isEmpty && uri != declared[\"\"] {",
            "        options.declareNamespacePrefix(prefix, for: uri)",
            "    }",
            "    for (prefix, uri) in Namespaces.prefixes { options.addNamespacePrefix(prefix, for: uri) }",
            "    options.canonical = arguments.count == 3",
            "    let writer = XMLWriter(options: options)",
            "    FileHandle.standardOutput.write(try writer.data(document, element: element))",
            "} catch {",
            "    FileHandle.standardError.write(Data(\"\\(error)\\n\".utf8))",
            "    exit(1)",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Spelling

    func docComment(_ text: String?, indent: String) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines: [String] = []
        for paragraph in text.components(separatedBy: "\n\n") {
            if !lines.isEmpty { lines.append("\(indent)///") }
            var line = ""
            for word in paragraph.split(separator: " ") {
                if line.count + word.count + 1 > 96, !line.isEmpty {
                    lines.append("\(indent)/// \(line)")
                    line = ""
                }
                line += line.isEmpty ? String(word) : " " + word
            }
            if !line.isEmpty { lines.append("\(indent)/// \(line)") }
        }
        return lines
    }

    func literal(_ text: String) -> String { SwiftNames.stringLiteral(text) }

    func constant(_ uri: String) -> String { "Namespaces." + SwiftNames.property(namespaceNames[uri]!) }

    /// An element or attribute name in an entry: a literal in no namespace or in the description's
    /// default one, else with its namespace's constant.
    func name(_ name: XMLName, defaultNamespace: String? = nil) -> String {
        guard let uri = name.namespace, !uri.isEmpty, uri != defaultNamespace else { return literal(name.localName) }
        if uri == "http://www.w3.org/XML/1998/namespace" {
            return "XMLName(\(literal(name.localName)), namespace: \(literal(uri)))"
        }
        guard namespaceNames[uri] != nil else {
            return "XMLName(\(literal(name.localName)), namespace: \(literal(uri)))"
        }
        return "XMLName(\(literal(name.localName)), namespace: \(constant(uri)))"
    }
}
