/// A ``ParsingDescription`` compiled into lookup tables: what the reading engine consults for
/// every start tag. Built once per model type (descriptions are `static let`s) and immutable.
final class CompiledDescription<Model>: Sendable {
    /// What to do with a child element, by slot number.
    enum Slot: Sendable {
        case scalar(ScalarRule<Model>, attributes: [AttributeRule<Model>])
        case nested(NestedRule<Model>)
        /// A `Many` container: its children are looked up in `scopes[scope]`.
        case container(scope: Int)
        case xmlString(@Sendable (inout Model, String) -> Void)
        case skip
        case ignore
    }

    let typeName: String
    let slots: [Slot]
    /// Whether each slot reads an ``Item`` of a ``Many`` (its position is always shown in paths).
    let itemSlots: [Bool]
    /// Scope 0 holds the model's own children; each `Many` container adds one scope for its items.
    let scopes: [NameTable]
    let attributes: [AttributeRule<Model>]
    let hasNamespacedAttributes: Bool
    let text: ScalarRule<Model>?
    let completions: [@Sendable (inout Model) throws -> Void]
    /// Unknown child elements are errors (``RejectUnknown``).
    let rejectsUnknown: Bool
    /// Mistakes found while compiling, each a sentence that says how to fix it.
    let problems: [String]

    init(parts: [DescriptionComponent<Model>.Part]) {
        let typeName = String(describing: Model.self)
        var slots: [Slot] = []
        var itemSlots: [Bool] = []
        var scopes: [NameTable] = [NameTable()]
        var attributes: [AttributeRule<Model>] = []
        var text: ScalarRule<Model>?
        var completions: [@Sendable (inout Model) throws -> Void] = []
        var problems: [String] = []
        var rejectsUnknown = false
        let prefix = "ParsingDescription<\(typeName)>: "

        func add(_ item: ItemPart<Model>, to scope: Int) {
            if item.name.localName.isEmpty {
                problems.append(prefix + "\(item.entry) has an empty element name; name the element it reads")
                return
            }
            if let existing = scopes[scope].entries[item.name] {
                let other = existing.entry
                if item.entry == "Skip" || other == "Skip" {
                    let bound = item.entry == "Skip" ? other : item.entry
                    problems.append(
                        prefix + "Skip(\"\(item.name)\") names an element that \(bound) also binds; a skipped element's children are read in its place, so remove the Skip or the \(bound)")
                } else {
                    problems.append(
                        prefix + "the element <\(item.name)> is bound twice, by \(other) and by \(item.entry); bind each element name once (use Many to collect repeated elements)")
                }
                return
            }
            let slot = slots.count
            itemSlots.append(item.entry == "Item")
            switch item.rule {
            case .scalar(let rule, let nested):
                slots.append(.scalar(rule, attributes: nested))
                checkAttributes(nested, owner: "<\(item.name)>")
            case .nested(let rule):
                slots.append(.nested(rule))
            case .container(let items):
                let inner = scopes.count
                scopes.append(NameTable())
                slots.append(.container(scope: inner))
                scopes[scope].entries[item.name] = (slot, item.entry)
                for child in items { add(child, to: inner) }
                return
            case .xmlString(let store):
                slots.append(.xmlString(store))
            case .skip:
                slots.append(.skip)
            case .ignore:
                slots.append(.ignore)
            }
            scopes[scope].entries[item.name] = (slot, item.entry)
        }

        func checkAttributes(_ list: [AttributeRule<Model>], owner: String) {
            var seen = Set<XMLName>()
            for attribute in list {
                if attribute.name.localName.isEmpty {
                    problems.append(prefix + "an Attribute of \(owner) has an empty name; name the attribute it reads")
                } else if !seen.insert(attribute.name).inserted {
                    problems.append(
                        prefix + "the attribute \"\(attribute.name)\" of \(owner) is bound twice; bind each attribute name once")
                }
            }
        }

        for part in parts {
            switch part {
            case .attribute(let rule):
                attributes.append(rule)
            case .child(let item):
                add(item, to: 0)
            case .text(let rule):
                if text != nil {
                    problems.append(prefix + "Text is declared twice; an element has one text, bind it once")
                }
                text = rule
            case .completion(let body):
                completions.append(body)
            case .problem(let message):
                problems.append(prefix + message)
            case .rejectUnknown:
                rejectsUnknown = true
            }
        }
        checkAttributes(attributes, owner: "the element")

        self.typeName = typeName
        self.slots = slots
        self.itemSlots = itemSlots
        self.scopes = scopes.map { $0.finished() }
        self.attributes = attributes
        self.hasNamespacedAttributes = attributes.contains { $0.name.namespace != nil }
        self.text = text
        self.completions = completions
        self.rejectsUnknown = rejectsUnknown
        self.problems = problems
    }
}

/// Element names to slot numbers; names in no namespace are looked up by local name alone.
struct NameTable: Sendable {
    var entries: [XMLName: (slot: Int, entry: String)] = [:]
    private(set) var plain: [String: Int] = [:]
    private(set) var qualified: [XMLName: Int] = [:]
    /// The names this table matches, sorted, for diagnostics.
    private(set) var names: [XMLName] = []

    func finished() -> NameTable {
        var table = NameTable()
        table.names = entries.keys.sorted { $0.description < $1.description }
        for (name, value) in entries {
            if let namespace = name.namespace {
                table.qualified[XMLName(name.localName, namespace: namespace)] = value.slot
            } else {
                table.plain[name.localName] = value.slot
            }
        }
        return table
    }

    /// The slot for an element, given its local name and namespace URI (empty: no namespace).
    @inline(__always)
    func slot(localName: String, namespace: String) -> Int? {
        if namespace.isEmpty { return plain[localName] }
        if qualified.isEmpty { return nil }
        return qualified[XMLName(localName, namespace: namespace)]
    }
}
