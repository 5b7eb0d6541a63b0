/// The writing side of description entries: how each one gets its value out of a model and
/// writes it. Built the first time a ``ParsingDescription`` is used (``LazyWritePlan``), once per
/// type.

/// What one description entry writes.
@usableFromInline enum WriteEntry<Model>: Sendable {
    /// An attribute of the element being written; `nil` text omits it.
    case attribute(XMLName, @Sendable (Model) throws -> String?)
    /// The element's own text (``TextContent``).
    case text(@Sendable (Model) throws -> String?, cdata: Bool)
    /// A child element (or several: a ``Many`` without container).
    case child(ChildWriter<Model>)
    /// ``Skip``: the child entries after it, up to the next `Skip`, are written inside it.
    case group(XMLName)
    /// ``Ignore``, ``OnComplete``, ``RejectUnknown``: nothing to write.
    case nothing
    /// An entry that cannot be written, described for the error.
    case readOnly(String)
    /// ``AnyAttributes``: attributes written after the named ones.
    case otherAttributes(@Sendable (Model) -> [(XMLName, String)])
    /// ``AnyElements``: elements written after all the others, outside any ``Skip`` group.
    case otherElements(ChildWriter<Model>)
    /// ``ElementNamespace``: the namespace the model is written in.
    case elementNamespace(@Sendable (Model) -> String?)
    /// ``InScopeNamespaces``: bindings declared on the element where they are not in scope.
    case declarations(@Sendable (Model) -> [String: String])
}

/// A child entry: its writing closure, and what the writer checks before writing anything.
@usableFromInline struct ChildWriter<Model>: Sendable {
    /// Names it writes (for namespace declarations).
    @usableFromInline let names: [XMLName]
    /// Model types it writes with their own descriptions.
    @usableFromInline let nested: [NestedType]
    /// Parts of it that cannot be written.
    @usableFromInline let problems: [String]
    /// The key path of a ``Many``'s array, which a write item by item names.
    @usableFromInline let itemsKey: (AnyKeyPath & Sendable)?
    @usableFromInline let write: @Sendable (Model, XMLEmitter) throws -> Void

    @usableFromInline init(
        names: [XMLName], nested: [NestedType] = [], problems: [String] = [], itemsKey: (AnyKeyPath & Sendable)? = nil,
        write: @escaping @Sendable (Model, XMLEmitter) throws -> Void
    ) {
        self.names = names
        self.nested = nested
        self.problems = problems
        self.itemsKey = itemsKey
        self.write = write
    }
}

/// A model type reached from a description, checked once per write.
@usableFromInline struct NestedType: Sendable {
    @usableFromInline let id: ObjectIdentifier
    @usableFromInline let summary: @Sendable () -> WriteSummary
    /// The compiled description reading uses for the type, for the checks made before a read.
    @usableFromInline let table: @Sendable () -> CompiledTable

    @inlinable init<Value: XMLReadable>(_ type: Value.Type) {
        id = ObjectIdentifier(type)
        summary = { Value.parsingDescription.writePlan.summary }
        table = { Value.cachedDescription.compiled }
    }
}

/// What a description needs from the writer before writing starts.
@usableFromInline struct WriteSummary: Sendable {
    @usableFromInline let typeName: String
    @usableFromInline let problems: [String]
    @usableFromInline let names: [XMLName]
    @usableFromInline let nested: [NestedType]
    /// The prefixes the description chooses (``ParsingDescription/init(namespace:prefixes:_:)``).
    @usableFromInline let prefixes: [(prefix: String, uri: String)]
}

/// How one ``ParsingDescription`` writes a model: attributes, then text, then children in
/// declaration order, grouped by ``Skip``.
///
/// A class, so that handing the plan out of its ``LazyWritePlan`` costs one reference, not a copy
/// of every field.
@usableFromInline final class WritePlan<Model>: Sendable {
    /// The child writers, grouped by ``Skip`` (for the pre-check of a write item by item; the
    /// writing itself goes through ``fieldsWriter``).
    @usableFromInline let groups: [(group: XMLName?, children: [ChildWriter<Model>])]
    @usableFromInline let summary: WriteSummary
    /// The namespace of the plain element names this description writes (``DefaultNamespace``).
    @usableFromInline let namespace: String?
    /// Every namespace the description reads (``DefaultNamespace``), for ``ElementNamespace``.
    @usableFromInline let accepted: DefaultNamespace?
    /// ``ElementNamespace``: the namespace a model is written in, and whether there is one.
    @usableFromInline let recordedNamespace: (@Sendable (Model) -> String?)?
    @usableFromInline let recordsNamespace: Bool
    /// ``InScopeNamespaces``: the bindings a model read, declared on its element where they are
    /// not in scope, before its name is chosen.
    @usableFromInline let keptDeclarations: (@Sendable (Model) -> [String: String])?
    /// Whether the element opens another way than a plain `startElement` (``ElementNamespace``,
    /// ``InScopeNamespaces``): one flag for the common case.
    @usableFromInline let opensSpecially: Bool
    /// Every field's writing (attributes, ``AnyAttributes``, text, children by group, then
    /// ``AnyElements``) composed into one closure (``writeFields(of:to:)``): iterating arrays of
    /// closures in this unspecialized code would look up their tuple and function metadata in the
    /// runtime for each model written.
    @usableFromInline let fieldsWriter: @Sendable (Model, XMLEmitter) throws -> Void

    @usableFromInline init(
        _ entries: [WriteEntry<Model>], namespace: DefaultNamespace? = nil,
        prefixes: [(prefix: String, uri: String)] = []
    ) {
        self.namespace = namespace?.uri
        self.accepted = namespace
        var recordedNamespace: (@Sendable (Model) -> String?)?
        var attributes: [(name: XMLName, text: @Sendable (Model) throws -> String?)] = []
        var otherAttributes: [@Sendable (Model) -> [(XMLName, String)]] = []
        var keptDeclarations: (@Sendable (Model) -> [String: String])?
        var trailing: [ChildWriter<Model>] = []
        var text: (@Sendable (Model) throws -> String?)?
        var textIsCDATA = false
        var groups: [(group: XMLName?, children: [ChildWriter<Model>])] = [(nil, [])]
        var problems: [String] = []
        var names: [XMLName] = []
        var nested: [NestedType] = []
        for entry in entries {
            switch entry {
            case .attribute(let name, let value):
                if let (element, attribute) = CompiledTable.split(attributePath: name) {
                    // At the end of a path: written on an element of its own (`<details><price currency="…"/>`).
                    groups[groups.count - 1].children.append(
                        ChildWriter(names: [element]) { model, emitter in
                            let place = "attribute \"\(attribute)\" of <\(element)>"
                            guard let text = try emitter.converting(place, { try value(model) }) else { return }
                            try emitter.pathAttribute(element, attribute, text)
                        })
                    names.append(element)
                    continue
                }
                attributes.append((name, value))
                names.append(name)
            case .text(let value, let cdata):
                text = value
                textIsCDATA = cdata
            case .child(let child):
                groups[groups.count - 1].children.append(child)
                names += child.names
                nested += child.nested
                problems += child.problems
            case .group(let name):
                groups.append((name, []))
                names.append(name)
            case .nothing:
                break
            case .otherAttributes(let list):
                otherAttributes.append(list)
            case .otherElements(let child):
                trailing.append(child)
            case .readOnly(let description):
                problems.append(description)
            case .elementNamespace(let get):
                recordedNamespace = get
            case .declarations(let get):
                // A second InScopeNamespaces is a problem of the description, refused before writing.
                keptDeclarations = keptDeclarations ?? get
            }
        }
        self.recordedNamespace = recordedNamespace
        self.recordsNamespace = recordedNamespace != nil
        self.keptDeclarations = keptDeclarations
        self.opensSpecially = recordsNamespace || keptDeclarations != nil
        self.groups = groups.filter { !$0.children.isEmpty }
        if let namespace = self.namespace { names.insert(XMLName("", namespace: namespace), at: 0) }
        // Each namespace a model may be written in is a default namespace, never a generated prefix.
        if recordsNamespace, let others = namespace?.uris.dropFirst() {
            names.insert(contentsOf: others.map { XMLName("", namespace: $0) }, at: 1)
        }
        fieldsWriter = Self.fieldsWriter(
            attributes: attributes, otherAttributes: otherAttributes, text: text, textIsCDATA: textIsCDATA,
            groups: self.groups, trailing: trailing)
        summary = WriteSummary(
            typeName: _typeName(Model.self, qualified: false), problems: problems, names: names, nested: nested,
            prefixes: prefixes)
    }

    /// Writes the content of a model's element, which the caller has opened.
    @usableFromInline func writeContent(of model: Model, to emitter: XMLEmitter) throws {
        // Only descriptions with a default namespace, or inside one, change the emitter's.
        if namespace != nil || emitter.defaultNamespace != nil {
            let outer = emitter.defaultNamespace
            emitter.defaultNamespace = namespace
            defer { emitter.defaultNamespace = outer }
            // Only models with an ElementNamespace, or inside one, look at the namespace written.
            if recordsNamespace || emitter.writtenNamespace != nil {
                try writeFieldsInWrittenNamespace(of: model, to: emitter)
            } else {
                try writeFields(of: model, to: emitter)
            }
        } else {
            try writeFields(of: model, to: emitter)
        }
    }

    @usableFromInline func writeFields(of model: Model, to emitter: XMLEmitter) throws {
        try fieldsWriter(model, emitter)
    }

    typealias Step = @Sendable (Model, XMLEmitter) throws -> Void

    /// Attributes, then text, then children in declaration order grouped by ``Skip``, then
    /// ``AnyElements``: one closure calling a closure per part.
    static func fieldsWriter(
        attributes: [(name: XMLName, text: @Sendable (Model) throws -> String?)],
        otherAttributes: [@Sendable (Model) -> [(XMLName, String)]], text: (@Sendable (Model) throws -> String?)?,
        textIsCDATA: Bool, groups: [(group: XMLName?, children: [ChildWriter<Model>])], trailing: [ChildWriter<Model>]
    ) -> Step {
        var steps: [Step] = []
        for (name, value) in attributes {
            let place = "attribute \"\(name)\""
            steps.append { model, emitter in
                if let text = try emitter.converting(place, { try value(model) }) { try emitter.attribute(name, text) }
            }
        }
        for list in otherAttributes {
            steps.append { model, emitter in
                for (name, value) in list(model) { try emitter.attribute(name, value) }
            }
        }
        if let text {
            steps.append { model, emitter in
                emitter.makeInline()
                if let value = try emitter.converting("the text", { try text(model) }) {
                    if textIsCDATA { try emitter.cdata(value) } else { try emitter.text(value) }
                }
            }
        }
        for group in groups {
            let children = sequence(group.children.map(\.write))
            if let name = group.group {
                steps.append { model, emitter in
                    emitter.beginGroup(name)
                    try children(model, emitter)
                    try emitter.endGroup()
                }
            } else {
                steps.append(children)
            }
        }
        steps += trailing.map(\.write)
        return sequence(steps)
    }

    /// The steps one after the other, composed as a balanced tree (a chain of a thousand steps
    /// would nest a thousand calls).
    static func sequence(_ steps: [Step]) -> Step {
        switch steps.count {
        case 0: return { _, _ in }
        case 1: return steps[0]
        default:
            let first = sequence(Array(steps[..<(steps.count / 2)]))
            let second = sequence(Array(steps[(steps.count / 2)...]))
            return { model, emitter in
                try first(model, emitter)
                try second(model, emitter)
            }
        }
    }
}

extension WriteSummary {
    /// Every model type reachable from this description, each once, in order of first reach; not
    /// the root's own type.
    @usableFromInline func reachableTypes(from root: ObjectIdentifier) -> [NestedType] {
        reachableSummaries(from: root).map(\.type)
    }

    /// The write problems of this description and of every description reachable from it (those
    /// prefixed with their type's name), the names they write, and the prefixes they choose, in
    /// order of first use. Made at every write (a generic model's description is made anew).
    @usableFromInline func reachable(from root: ObjectIdentifier) -> (
        problems: [String], names: [XMLName], prefixes: [(prefix: String, uri: String)]
    ) {
        var problems = self.problems
        var names = self.names
        var prefixes = self.prefixes
        for (_, summary) in reachableSummaries(from: root) {
            problems += summary.problems.map { "\(summary.typeName): \($0)" }
            names += summary.names
            prefixes += summary.prefixes
        }
        return (problems, names, prefixes)
    }

    /// The types reachable from this description with their summaries, breadth first. A type is
    /// queued when first met, so each type's summary is asked once and each nested list read once
    /// (XHTML's 80-odd types each nest most of the others: a queue of every reference was
    /// quadratic).
    private func reachableSummaries(from root: ObjectIdentifier) -> [(type: NestedType, summary: WriteSummary)] {
        var visited: Set<ObjectIdentifier> = [root]
        var found: [(type: NestedType, summary: WriteSummary)] = []
        var met = nested
        var next = 0
        while true {
            for type in met where visited.insert(type.id).inserted { found.append((type, type.summary())) }
            guard next < found.count else { return found }
            met = found[next].summary.nested
            next += 1
        }
    }
}

extension XMLReadable {
    /// Checks that every description reachable from this type can be written; returns what they
    /// say about namespaces: chosen prefixes (the descriptions', then `options`'), declared on the
    /// root for the namespaces written, generated prefixes on the root for the other namespaces
    /// given in names, and the descriptions' namespaces, written as default namespaces.
    static func writableNamespaces(root: XMLName, options: WritingOptions) throws -> NamespacePlan {
        // What reading refuses, writing refuses too, with the same error.
        try cachedDescription.checkReachable()
        let (problems, names, prefixes) = parsingDescription.writePlan.summary.reachable(
            from: ObjectIdentifier(Self.self))
        if !problems.isEmpty {
            throw XMLReadingError(
                code: .notWritable,
                message: "cannot write \(Self.self): " + problems.joined(separator: "; "))
        }
        var plan = NamespacePlan(choosing: prefixes)
        plan.choose(options.prefixChoices)
        // A plain root name is in the root description's namespace (the first of `names`, an empty
        // local name, when it has one).
        var written: [String] = []
        var seen: Set<String> = []
        for name in [root] + names {
            guard let namespace = name.namespace, namespace != XMLEmitter.xmlNamespace else { continue }
            if name.localName.isEmpty { plan.defaults.insert(namespace) }
            if seen.insert(namespace).inserted { written.append(namespace) }
        }
        // The root description's prefixes are declared on the root whether or not a description
        // writes their namespace (kept content may); the others where the descriptions write it.
        let rootPrefixes = parsingDescription.writePlan.summary.prefixes
        for (prefix, uri) in prefixes + options.prefixChoices
        where plan.chosen[uri] == prefix
            && (seen.contains(uri) || rootPrefixes.contains(where: { $0.prefix == prefix && $0.uri == uri }))
            && !plan.rootDeclarations.contains(where: { $0.uri == uri })
        {
            plan.rootDeclarations.append((prefix, uri))
        }
        try plan.declareOnRoot(options.rootPrefixes)
        var generated = 1
        for namespace in written where plan.chosen[namespace] == nil && !plan.defaults.contains(namespace) {
            while plan.chosenPrefixes.contains("ns\(generated)") { generated += 1 }
            plan.rootDeclarations.append(("ns\(generated)", namespace))
            generated += 1
        }
        return plan
    }
}
