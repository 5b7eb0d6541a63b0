import XMLReading

/// What a content model holds: an element, a nested group, a group reference or a wildcard.
package indirect enum Particle: Sendable {
    case element(ElementDeclaration)
    case sequence(ModelGroup)
    case choice(ModelGroup)
    case all(ModelGroup)
    case group(GroupReference)
    case any(Wildcard)

    @CaseBuilder<Particle> package static var cases: [Case<Particle>] {
        Case("element", ElementDeclaration.self, Particle.element)
        groupCases
        Case("any", Wildcard.self, Particle.any)
    }

    /// The particles that can be a complex type's whole content: a model group or a group reference.
    @CaseBuilder<Particle> package static var groupCases: [Case<Particle>] {
        Case("sequence", ModelGroup.self, Particle.sequence)
        Case("choice", ModelGroup.self, Particle.choice)
        Case("all", ModelGroup.self, Particle.all)
        Case("group", GroupReference.self, Particle.group)
    }
}

/// How often a particle may occur, as written (`minOccurs`, `maxOccurs`).
package struct Occurs: Sendable, Equatable {
    package var minimum: Int
    /// `nil`: unbounded.
    package var maximum: Int?

    package static let once = Occurs(minimum: 1, maximum: 1)

    package init(minimum: Int, maximum: Int?) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// From the attributes' text; `nil` for text that is not a count.
    package init?(min: String?, max: String?) {
        let minText = min?.trimmingCharacters(in: .whitespaces) ?? "1"
        let maxText = max?.trimmingCharacters(in: .whitespaces) ?? "1"
        guard let minimum = Int(minText), minimum >= 0 else { return nil }
        self.minimum = minimum
        if maxText == "unbounded" {
            maximum = nil
        } else if let maximum = Int(maxText), maximum >= 0 {
            self.maximum = maximum
        } else {
            return nil
        }
    }

    package var repeats: Bool { maximum.map { $0 > 1 } ?? true }
    package var isOptional: Bool { minimum == 0 }
}

/// `xs:sequence`, `xs:choice` or `xs:all`.
package struct ModelGroup: XMLReadable, Sendable {
    package var minOccurs: String?
    package var maxOccurs: String?
    package var particles: [Particle] = []

    package init() {}

    package static let parsingDescription = ParsingDescription<ModelGroup>(namespace: DefaultNamespace(xsdNamespace)) {
        Attribute("minOccurs", \.minOccurs)
        Attribute("maxOccurs", \.maxOccurs)
        Many(\.particles) { Particle.cases }
    }
}

/// `<xs:group ref="…">` inside a content model.
package struct GroupReference: XMLReadable, Sendable {
    package var ref = ""
    package var minOccurs: String?
    package var maxOccurs: String?
    package var namespaces: [String: String] = [:]

    package init() {}

    package static let parsingDescription = ParsingDescription<GroupReference>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        Attribute("ref", \.ref).required()
        Attribute("minOccurs", \.minOccurs)
        Attribute("maxOccurs", \.maxOccurs)
        InScopeNamespaces(\.namespaces)
    }
}

/// `xs:any` or `xs:anyAttribute`.
package struct Wildcard: XMLReadable, Sendable {
    package var namespace: String?
    package var processContents: String?
    package var minOccurs: String?
    package var maxOccurs: String?

    package init() {}

    package static let parsingDescription = ParsingDescription<Wildcard>(namespace: DefaultNamespace(xsdNamespace)) {
        Attribute("namespace", \.namespace)
        Attribute("processContents", \.processContents)
        Attribute("minOccurs", \.minOccurs)
        Attribute("maxOccurs", \.maxOccurs)
    }
}

/// A named `xs:group` at the top level.
package struct ModelGroupDefinition: XMLReadable, Sendable {
    package var name = ""
    package var particles: [Particle] = []

    package init() {}

    package static let parsingDescription = ParsingDescription<ModelGroupDefinition>(
        namespace: DefaultNamespace(xsdNamespace)
    ) {
        Attribute("name", \.name).required()
        Many(\.particles) { Particle.cases }
    }
}
