extension CompiledTable {
    /// Compiles the entries of a `ParsingDescription<Model>`: checks them for mistakes, numbers
    /// the element names, and erases the model's type from every closure.
    ///
    /// Not `@inlinable`: it runs once per type, and specialized for each model type in the module
    /// that declares it, it made some 40 KB of code per model and most of a generated module's
    /// release build (ISO 20022 camt.053, 111 models: over 9 minutes, 1 min 50 s without). The
    /// closures it erases keep the specialized stores inside them: reading costs 0.1 % more
    /// instructions (the Benchmarks' 10 MB catalog).
    @usableFromInline static func compile<Model>(
        _ parts: [DescriptionBuilder<Model>.Component.Part], namespace: DefaultNamespace? = nil
    ) -> CompiledTable {
        let typeName = _typeName(Model.self, qualified: false)
        var slots: [Slot] = []
        var scopes: [[XMLName: (slot: Int, entry: String)]] = [[:]]
        var attributes: [AttributeStore] = []
        var text: ScalarStore?
        var completions: [@Sendable (ModelFrameBase) throws -> Void] = []
        var problems: [String] = []
        var rejectsUnknown = false
        var required: [RequiredEntry] = []
        /// Entries that read one element, numbered (``CompiledTable/Slot/single``).
        var singles: Int32 = 0
        /// A Choice's required bit and single number, shared by its cases.
        var groupBits: [ObjectIdentifier: UInt64] = [:]
        var groupSingles: [ObjectIdentifier: Int32] = [:]
        let prefix = "ParsingDescription<\(typeName)>: "
        /// Where the entry being compiled is written, and the place of each problem.
        var location: String?
        var problemLocations: [String?] = []
        func report(_ problem: String, at place: String? = nil) {
            problems.append(problem)
            problemLocations.append(place ?? location)
        }
        /// Where each ``Case`` read by a slot is written, for the message of a second Case of its name.
        var caseLocations: [Int: String] = [:]
        if let namespace, namespace.uris.isEmpty {
            report(
                prefix
                    + "the namespace list is empty; give the namespaces plain names are read in, the one they are written in first (namespace: [uri, olderURI]), or leave namespace: out"
            )
        }

        /// The next bit for a required entry (at most 64 per description), or 0 with a problem.
        func requiredBit(_ name: XMLName, isAttribute: Bool, entry: String, fix: String? = nil) -> UInt64 {
            guard required.count < 64 else {
                report(prefix + "more than 64 entries are required(); require at most 64 per description")
                return 0
            }
            let bit = UInt64(1) << UInt64(required.count)
            required.append(
                RequiredEntry(
                    bit: bit, name: name, isAttribute: isAttribute, entry: entry, location: location, fix: fix))
            return bit
        }

        /// Attributes read at the end of a path (`Attribute("details/price/@currency", …)`), by the
        /// path of their element.
        var pathAttributes: [String: [AttributeStore]] = [:]
        /// The slot of each scope's ``Keyed`` by element name, which reads elements no name matches.
        var wildcards: [Int: Int] = [:]
        /// The path containers made so far, by path, with their slots.
        var pathContainers: [String: Int] = [:]
        /// The elements of each path container's steps, outermost first, for wrapping what it keeps.
        var pathChains: [String: [XMLName]] = [:]
        /// ``AnyElements``' store, if the description has one: unnamed children of a path's steps
        /// are kept too, inside copies of the steps that held them (`<details><isbn/></details>`).
        var keepElement: (@Sendable (inout Model, AnyElement) -> Void)?
        /// ``AnyElements``' namespaces, and the scopes whose unnamed children it keeps.
        var keptNamespaces: WildcardNamespaces?
        var keptScopes: Set<Int> = []
        /// ``AnyAttributes``' namespaces.
        var otherAttributeNamespaces: WildcardNamespaces?
        /// The elements ``XMLString`` keeps as markup (`target`, `unit/target`): a path cannot read
        /// their attributes.
        var keptAsMarkup: Set<XMLName> = []
        /// The property each entry binds (`Attribute("target/@state")`: `\Segment.state`), for the
        /// messages that show the entry to write.
        var boundBy: [String: AnyKeyPath] = [:]
        for part in parts {
            if case .child(let item) = part, item.name == Self.anyElement, item.entry == "AnyElements",
                case .capture(let store) = item.rule
            {
                keepElement = store
            }
            if case .child(let item) = part, item.entry == "XMLString" { keptAsMarkup.insert(item.name) }
            if case .elementWildcard(let namespaces) = part, !namespaces.admitsAll { keptNamespaces = namespaces }
            if case .attributeWildcard(let namespaces) = part, !namespaces.admitsAll {
                otherAttributeNamespaces = namespaces
            }
            if case .binding(let keyPath, let entry) = part, boundBy[entry] == nil { boundBy[entry] = keyPath }
        }
        /// The property an entry binds as written in a description: `\.state` for `\Segment.state`.
        func written(_ entry: String) -> String {
            let text = boundBy[entry].map { "\($0)" } ?? "…"
            let own = "\\\(typeName)."
            return text.hasPrefix(own) ? "\\." + text.dropFirst(own.count) : text
        }

        /// `literal`: the name is not a path (a ``Case`` of a choice by attribute is a value, which
        /// may hold "/"); `picker`: the attribute that chose the element, which `AnyAttributes` of
        /// the model it is read as does not keep.
        func add(
            _ item: ItemPart<Model>, to scope: Int, path: String = "", literal: Bool = false, picker: XMLName? = nil
        ) {
            if item.name.localName.isEmpty {
                report(prefix + "\(item.entry) has an empty element name; name the element it reads")
                return
            }
            if item.name == Self.anyElement, !item.entry.hasPrefix("Keyed"), item.entry != "AnyElements",
                item.entry != Mixed<Model>.entry
            {
                report(
                    prefix
                        + "\(item.entry) names the element \"*\", which is not an XML name; name the element it reads")
                return
            }
            if !literal, item.entry != "Attribute", let attribute = Self.trailingAttribute(item.name) {
                // `Item("a/@b")` names an element "@b", which no document holds: it would read and
                // write nothing, in silence.
                report(
                    prefix
                        + "\(item.entry)(\"\(item.name)\") ends in the attribute \"@\(attribute)\", and \(item.entry) reads elements; read the attribute with Attribute(\"\(attribute)\") in the model of its element"
                )
                return
            }
            if !literal, item.name.localName.utf8.contains(UInt8(ascii: "/")) {
                addPath(item, to: scope, path: path)
                return
            }
            if item.name == Self.anyElement {
                guard wildcards[scope] == nil else {
                    report(
                        prefix
                            + "two entries read every element no other entry names (\(item.entry)); keep one")
                    return
                }
                wildcards[scope] = slots.count
                if item.entry == "AnyElements" { keptScopes.insert(scope) }
            }
            let names = item.name == Self.anyElement ? [] : namespace?.names(for: item.name) ?? [item.name]
            if let first = names.first, let existing = scopes[scope][first] {
                let other = existing.entry
                if item.entry == "Skip" || other == "Skip" {
                    report(prefix + Self.skipBinds(item.name, bound: item.entry == "Skip" ? other : item.entry))
                } else if other.hasPrefix("the path ") {
                    report(prefix + Self.stepBoundAgain(item.name, by: item.entry, step: other))
                } else if let place = item.location, let first = caseLocations[existing.slot], first != place {
                    report(prefix + Self.secondCase(item.name, first: first, picker: picker), at: place)
                } else {
                    report(prefix + Self.boundTwice(item.name, by: other, and: item.entry))
                }
                return
            }
            let slot = slots.count
            let isItem = item.entry == "Item" || item.entry == "Case"
            // A case of Mixed first stores the text read before it, to keep the content's order.
            let flushesText = item.entry == Mixed<Model>.entry
            // The cases of one Choice share a required bit: one of them is required.
            var bit: UInt64 = 0
            if item.isRequired, let group = item.group, let shared = groupBits[group] {
                bit = shared
                if let index = required.firstIndex(where: { $0.bit == shared }) {
                    required[index].alternatives.append(names.first ?? item.name)
                }
            } else if item.isRequired {
                bit = requiredBit(
                    names.first ?? item.name, isAttribute: false,
                    entry: item.group == nil ? item.shownEntry : item.entry)
                if let group = item.group { groupBits[group] = bit }
            }
            if let place = item.location { caseLocations[slot] = place }
            for name in names { scopes[scope][name] = (slot, item.entry) }
            // An Element or XMLString reads one element: a second one is heard as unknown content.
            // (and a Choice's cases, as one; a case of Many's eachAtMostOnce)
            var single: Int32 = -1
            var singleReader = SingleReader.entry
            switch item.rule {
            case .scalar, .nested, .xmlString, .chosen:
                if let group = item.group {
                    single = groupSingles[group] ?? singles
                    if groupSingles[group] == nil {
                        groupSingles[group] = singles
                        singles += 1
                    }
                    singleReader = .choice
                } else if item.entry == "Element" || item.entry == "XMLString" || item.readsOnce {
                    single = singles
                    singles += 1
                    if item.readsOnce { singleReader = .eachAtMostOnce }
                }
            default: break
            }
            switch item.rule {
            case .scalar(let rule, let nested):
                for problem in childAttributeProblems(nested, of: item.name) { report(prefix + problem) }
                slots.append(
                    Slot(
                        kind: .scalar(erase(rule), attributes: nested.map(erase), bytes: eraseBytes(rule)),
                        isItem: isItem,
                        requiredBit: bit, flushesText: flushesText, single: single, singleReader: singleReader,
                        isNillable: item.isNillable))
            case .nested(var rule):
                if let namespace, let inNamespace = rule.inNamespace { rule = inNamespace(namespace) }
                let store = rule.store
                var nestedStore = NestedStore(makeFrame: rule.makeFrame, restartFrame: rule.restartFrame) {
                    parent, child in
                    store(&unsafeDowncast(parent, to: ModelFrame<Model>.self).storage.value, child)
                }
                nestedStore.storeNil = erase(rule.storeNil)
                slots.append(
                    Slot(
                        kind: .nested(nestedStore), isItem: isItem, requiredBit: bit, keyAttribute: picker,
                        flushesText: flushesText, single: single, singleReader: singleReader,
                        isNillable: item.isNillable))
            case .container(let items):
                let inner = scopes.count
                scopes.append([:])
                slots.append(Slot(kind: .container(scope: inner), isItem: isItem, opened: erase(item.opened)))
                for child in items { add(child, to: inner, path: path + "/" + item.name.description) }
            case .reader(let rule):
                let store = rule.store
                slots.append(
                    Slot(
                        kind: .reader(
                            ReaderStore(make: rule.make) { frame, box in
                                try store(&unsafeDowncast(frame, to: ModelFrame<Model>.self).storage.value, box)
                            }), isItem: isItem, requiredBit: bit))
            case .xmlString(let store, let nested):
                for problem in childAttributeProblems(nested, of: item.name) { report(prefix + problem) }
                slots.append(
                    Slot(
                        kind: .xmlString(
                            { frame, xml in
                                store(&unsafeDowncast(frame, to: ModelFrame<Model>.self).storage.value, xml)
                            }, attributes: nested.map(erase)),
                        isItem: isItem, requiredBit: bit, single: single, singleReader: singleReader))
            case .chosen(let attribute, let alternatives, let absent):
                // A case picked by an attribute is one element: a case of it picked by another
                // attribute would have to be both.
                if let nested = alternatives.first(where: { if case .chosen = $0.rule { true } else { false } }),
                    case .chosen(let inner, _, _) = nested.rule
                {
                    report(
                        prefix
                            + "\(item.entry) has a Case by attribute (Case(\"\(nested.name)\", by: \"\(inner)\")), whose Case the attribute \"\(attribute)\" picks already; use a Case by attribute in a Choice, Many or Mixed by element name"
                    )
                    slots.append(Slot(kind: .ignore, isItem: isItem))
                    break
                }
                // The alternatives' slots follow the chooser's, in a scope no name reaches.
                let first = slots.count + 1
                var values: [XMLName: Int] = [:]
                for (index, alternative) in alternatives.enumerated() { values[alternative.name] = first + index }
                slots.append(
                    Slot(
                        kind: .chooser(attribute: attribute, values: values, absent: absent.map { first + $0 } ?? -1),
                        isItem: isItem, requiredBit: bit, flushesText: flushesText, single: single,
                        singleReader: singleReader))
                let hidden = scopes.count
                scopes.append([:])
                for alternative in alternatives {
                    add(
                        alternative.declared(by: "Choice"), to: hidden, path: path + "/" + item.name.description,
                        literal: true, picker: attribute)
                }
                // A second Case of a value, reported by `add`, reads no element of its own.
                if slots.count != first + alternatives.count, values.count == alternatives.count {
                    report(
                        prefix
                            + "\(item.entry) has a Case that reads more than one element; give each Case one model or value"
                    )
                }
            case .capture(let store):
                slots.append(
                    Slot(
                        kind: .capture { frame, element in
                            store(&unsafeDowncast(frame, to: ModelFrame<Model>.self).storage.value, element)
                        },
                        isItem: isItem, requiredBit: bit, flushesText: flushesText))
            case .pairKey(let role):
                let store =
                    role == .entryKey
                    ? ScalarStore { frame, text in
                        if let value = frame.pendingValue {
                            frame.pendingValue = nil
                            value(text)
                        } else {
                            frame.pendingKey = text
                        }
                    } : ScalarStore { frame, text in frame.pendingKey = text }
                slots.append(
                    Slot(kind: .scalar(store, attributes: []), isItem: false, requiredBit: bit, pairRole: role))
            case .pairValue(let kind, let role, let keyAttribute):
                slots.append(
                    Slot(
                        kind: kind, isItem: role == .named || role == .attributeKey, requiredBit: bit, pairRole: role,
                        keyAttribute: keyAttribute))
            case .entry(let items):
                let inner = scopes.count
                scopes.append([:])
                slots.append(Slot(kind: .container(scope: inner), isItem: true, pairRole: .entry))
                for child in items { add(child, to: inner, path: path + "/" + item.name.description) }
            case .pairsContainer(let items):
                let inner = scopes.count
                scopes.append([:])
                slots.append(
                    Slot(
                        kind: .container(scope: inner), isItem: false, requiredBit: bit, pairRole: .pairsContainer,
                        opened: erase(item.opened)))
                for child in items { add(child, to: inner, path: path + "/" + item.name.description) }
            case .skip:
                slots.append(Slot(kind: .skip, isItem: false))
            case .ignore:
                slots.append(Slot(kind: .ignore, isItem: false))
            }
        }

        /// `details/pages`: one container per step before the last, shared by every path through it.
        func addPath(_ item: ItemPart<Model>, to scope: Int, path: String) {
            let steps = item.name.localName.split(separator: "/", omittingEmptySubsequences: false)
            // An attribute's element path ends in "/" (`details/price/` for `details/price/@currency`).
            let trailing = item.entry == "Attribute" && steps.last == ""
            guard !steps.dropLast(trailing ? 1 : 0).contains(where: \.isEmpty) else {
                report(
                    prefix
                        + "\(item.entry)(\"\(item.shownName)\") has an empty step in its path; write steps as \"details/pages\""
                )
                return
            }
            let first = XMLName(String(steps[0]), namespace: item.name.namespace)
            let here = path + "/" + first.description
            var rest = ItemPart(
                name: XMLName(steps.dropFirst().joined(separator: "/"), namespace: item.name.namespace),
                entry: item.entry, rule: item.rule)
            rest.isRequired = item.isRequired
            rest.isNillable = item.isNillable
            rest.opened = item.opened
            rest.location = item.location
            rest.written = item.shownName
            let inner: Int
            if let slot = pathContainers[here] {
                inner = slots[slot].innerScope
            } else {
                let names = namespace?.names(for: first) ?? [first]
                let path = "the path \"\(item.shownName)\" of \(item.entry)"
                if let existing = scopes[scope][names[0]] {
                    report(prefix + Self.stepBoundAgain(first, by: existing.entry, step: path))
                    return
                }
                inner = scopes.count
                scopes.append([:])
                let slot = slots.count
                slots.append(
                    Slot(kind: .container(scope: inner, attributes: pathAttributes[here] ?? []), isItem: false))
                for name in names { scopes[scope][name] = (slot, path) }
                pathContainers[here] = slot
                let chain = (pathChains[path] ?? []) + [names[0]]
                pathChains[here] = chain
                if let keepElement {
                    wildcards[inner] = slots.count
                    keptScopes.insert(inner)
                    slots.append(
                        Slot(
                            kind: .capture { frame, element in
                                var wrapped = element
                                for step in chain.reversed() {
                                    wrapped = AnyElement(step, content: [.element(wrapped)])
                                }
                                keepElement(&unsafeDowncast(frame, to: ModelFrame<Model>.self).storage.value, wrapped)
                            }, isItem: false))
                }
            }
            if rest.name.localName.isEmpty { return }
            add(rest, to: inner, path: here)
        }

        func checkAttributes(_ list: [AttributeRule<Model>], owner: String) {
            for problem in attributeProblems(list, owner: owner) { report(prefix + problem) }
        }
        /// A second hook of one kind (`AnyAttributes`, `ElementName`, …), when one is `declared` already.
        func reportIfSecond(_ entry: String, declared: Bool) {
            if declared { report(prefix + "\(entry) is declared twice; keep one") }
        }

        // Attributes at the end of a path first: their elements' containers are made with them.
        for problem in collectPathAttributes(parts, into: &pathAttributes) { report(prefix + problem) }

        var ownAttributes: [AttributeRule<Model>] = []
        var bindings: [AnyKeyPath: String] = [:]
        var otherAttributes: (@Sendable (ModelFrameBase, [XMLName: String]) -> Void)?
        var elementName: (@Sendable (ModelFrameBase, XMLName) -> Void)?
        var elementNamespace: (@Sendable (ModelFrameBase, String?) -> Void)?
        var inScopeNamespaces: (@Sendable (ModelFrameBase, [String: String]) -> Void)?
        var identities: [IdentityRule] = []
        var hasMixed = false
        for part in parts {
            switch part {
            case .attribute(let rule) where rule.name.localName.utf8.contains(UInt8(ascii: "/")):
                guard let (element, _) = Self.split(attributePath: rule.name) else {
                    report(
                        prefix
                            + "Attribute(\"\(rule.name)\") has a path that does not end in an attribute; write it as \"details/price/@currency\""
                    )
                    continue
                }
                if keptAsMarkup.contains(element) {
                    report(
                        prefix
                            + Self.attributeOfMarkup(
                                element, keyPath: written("XMLString(\"\(element)\")"), attribute: rule.name,
                                keyPath: written("Attribute(\"\(rule.name)\")")))
                    continue
                }
                var steps = ItemPart<Model>(
                    name: XMLName(element.localName + "/", namespace: element.namespace), entry: "Attribute",
                    rule: .ignore)
                steps.written = rule.name
                add(steps, to: 0)
            case .attribute(let rule):
                ownAttributes.append(rule)
                let bit =
                    rule.isRequired
                    ? requiredBit(rule.name, isAttribute: true, entry: rule.requiringEntry, fix: rule.requiredBy?.fix)
                    : 0
                attributes.append(AttributeStore(name: rule.name, value: eraseAttribute(rule.rule), requiredBit: bit))
            case .child(let item):
                add(item, to: 0)
            case .text(let rule):
                if text != nil, !hasMixed {
                    report(prefix + "TextContent is declared twice; an element has one text, bind it once")
                }
                text = erase(rule)
            case .mixedText(let rule):
                // Beside TextContent or another Mixed: reported with the content's problems, below.
                if text == nil { text = erase(rule) }
                hasMixed = true
            case .completion(let body):
                completions.append { frame in
                    do {
                        try body(&unsafeDowncast(frame, to: ModelFrame<Model>.self).storage.value)
                    } catch {
                        throw CompletionFailure(typeName: typeName, error: error)
                    }
                }
            case .problem(let message):
                report(prefix + message)
            case .rejectUnknown:
                rejectsUnknown = true
            case .elementWildcard, .attributeWildcard:
                // Read before the entries, above.
                break
            case .identity(var rule):
                // Plain names are in the description's namespace, as the entries' are; a path's
                // steps in its name's.
                rule.elements = rule.elements.flatMap {
                    $0 == Self.identityElementItself ? [$0] : namespace?.names(for: $0) ?? [$0]
                }
                rule.paths = rule.elements.map { name in
                    name == Self.identityElementItself
                        ? []
                        : name.localName.split(separator: "/", omittingEmptySubsequences: false).map {
                            XMLName(String($0), namespace: name.namespace)
                        }
                }
                for (name, path) in zip(rule.elements, rule.paths)
                where path.contains(where: { $0.localName.isEmpty || $0.localName == "." }) {
                    report(
                        prefix
                            + "\(rule.entry) selects \"\(name.localName)\", a path with an empty or \".\" step; name each step (\"header/tool\"), or write \".\" alone for the element itself"
                    )
                }
                if rule.elements.isEmpty {
                    report(
                        prefix
                            + "\(rule.entry) names no element; name those whose attribute \(rule.refers == nil ? "must differ" : "refers to \(rule.refers!)")"
                    )
                }
                identities.append(rule)
            case .location(let place):
                location = place
            case .otherAttributes(let store):
                reportIfSecond("AnyAttributes", declared: otherAttributes != nil)
                otherAttributes = { frame, attributes in
                    store(&unsafeDowncast(frame, to: ModelFrame<Model>.self).storage.value, attributes)
                }
            case .elementName(let store):
                reportIfSecond("ElementName", declared: elementName != nil)
                elementName = { frame, name in
                    store(&unsafeDowncast(frame, to: ModelFrame<Model>.self).storage.value, name)
                }
            case .elementNamespace(let store):
                reportIfSecond("ElementNamespace", declared: elementNamespace != nil)
                if namespace == nil {
                    report(prefix + ElementNamespaceRule.withoutNamespace)
                }
                elementNamespace = { frame, uri in
                    store(&unsafeDowncast(frame, to: ModelFrame<Model>.self).storage.value, uri)
                }
            case .inScopeNamespaces(let store):
                reportIfSecond("InScopeNamespaces", declared: inScopeNamespaces != nil)
                inScopeNamespaces = { frame, bindings in
                    store(&unsafeDowncast(frame, to: ModelFrame<Model>.self).storage.value, bindings)
                }
            case .binding(let keyPath, let entry):
                if let other = bindings[keyPath] {
                    report(
                        prefix
                            + "\(keyPath) is bound twice, by \(other) and by \(entry); bind each property once (a write would write it twice)"
                    )
                } else {
                    bindings[keyPath] = entry
                }
            }
        }
        checkAttributes(ownAttributes, owner: "the element")
        for rule in identities {
            guard let key = rule.refers, !identities.contains(where: { $0.refers == nil && $0.name == key }) else {
                continue
            }
            let named = identities.filter { $0.refers == nil }.map { "\"\($0.name)\"" }
            report(
                prefix
                    + "\(rule.entry) refers to \"\(key)\", which no Unique of this description is named; "
                    + (named.isEmpty ? "declare it beside the KeyReference" : "name \(named.listed())"))
        }
        for (problem, place) in contentProblems(parts) {
            problems.append(prefix + problem)
            problemLocations.append(place)
        }

        return CompiledTable(
            slots: slots,
            scopes: scopes.indices.map {
                NameTable(
                    scopes[$0].mapValues(\.slot), wildcard: wildcards[$0],
                    wildcardNamespaces: keptScopes.contains($0) ? keptNamespaces : nil)
            },
            attributes: attributes, text: text, completions: completions, rejectsUnknown: rejectsUnknown,
            problems: problems, problemLocations: problemLocations, required: required, namespace: namespace,
            otherAttributes: otherAttributes,
            otherAttributeNamespaces: otherAttributes == nil ? nil : otherAttributeNamespaces,
            elementName: ElementNamespaceRule.hook(name: elementName, namespace: elementNamespace),
            inScopeNamespaces: inScopeNamespaces, identities: identities)
    }
}
