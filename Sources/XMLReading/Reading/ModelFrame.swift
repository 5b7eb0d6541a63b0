/// What the engine does with a start tag, as decided by the model being read.
enum Instruction {
    case ignore
    case skip
    /// Collect the element's text, then call ``ModelFrameBase/finishText(slot:text:)``.
    case text(slot: Int)
    /// Capture the element's inner XML, then call ``ModelFrameBase/finishXML(slot:xml:)``.
    case xml(slot: Int)
    /// Enter a `Many` container: its children are looked up in this scope.
    case container(scope: Int)
    /// Read a nested model, then call ``ModelFrameBase/finishChild(slot:child:)``.
    case push(ModelFrameBase, slot: Int)
}

/// A model under construction: one per element being read as a model. The engine sees this
/// non-generic base; ``ModelFrame`` does the typed work.
class ModelFrameBase {
    /// Text directly inside the element, collected only when the description has a ``Text`` entry.
    final var ownText = ""
    final let collectsOwnText: Bool

    init(collectsOwnText: Bool) {
        self.collectsOwnText = collectsOwnText
    }

    var typeName: String { fatalError("abstract") }
    var readable: any XMLReadable { fatalError("abstract") }

    func start(
        scope: Int, localName: String, namespace: String, attributes: [String: String], engine: ReadingEngine
    ) throws -> Instruction { fatalError("abstract") }
    func applyAttributes(_ attributes: [String: String], engine: ReadingEngine) throws { fatalError("abstract") }
    func finishText(slot: Int, text: String) throws { fatalError("abstract") }
    func finishXML(slot: Int, xml: String) { fatalError("abstract") }
    func finishChild(slot: Int, child: ModelFrameBase) { fatalError("abstract") }
    func complete() throws { fatalError("abstract") }
}

/// An attribute that did not convert.
struct AttributeFailure: Error {
    let attribute: String
    let failure: ValueFailure
}

/// A child element that a ``RejectUnknown`` description does not name.
struct UnexpectedElement: Error {
    let expected: [XMLName]
}

/// An ``OnComplete`` hook's error.
struct CompletionFailure: Error {
    let typeName: String
    let error: any Error
}

final class ModelFrame<Model: XMLReadable>: ModelFrameBase {
    var model = Model()
    let compiled: CompiledDescription<Model>

    private init(compiled: CompiledDescription<Model>) {
        self.compiled = compiled
        super.init(collectsOwnText: compiled.text != nil)
    }

    /// A frame for a new `Model`, or ``XMLReadingError/Code/invalidDescription`` when its
    /// description has problems.
    static func make() throws(XMLReadingError) -> ModelFrame {
        let compiled = Model.parsingDescription.compiled
        if let problem = compiled.problems.first {
            throw XMLReadingError(code: .invalidDescription, message: problem)
        }
        return ModelFrame(compiled: compiled)
    }

    override var typeName: String { compiled.typeName }
    override var readable: any XMLReadable { model }

    override func start(
        scope: Int, localName: String, namespace: String, attributes: [String: String], engine: ReadingEngine
    ) throws -> Instruction {
        guard let slot = compiled.scopes[scope].slot(localName: localName, namespace: namespace) else {
            if compiled.rejectsUnknown { throw UnexpectedElement(expected: compiled.scopes[scope].names) }
            return .ignore
        }
        if compiled.itemSlots[slot] { engine.markCurrentElementAsItem() }
        switch compiled.slots[slot] {
        case .scalar(_, let attributeRules):
            if !attributeRules.isEmpty, !attributes.isEmpty {
                try Self.apply(attributeRules, attributes, to: &model, engine: engine)
            }
            return .text(slot: slot)
        case .nested(let rule):
            let child = try rule.makeFrame()
            if !attributes.isEmpty { try child.applyAttributes(attributes, engine: engine) }
            return .push(child, slot: slot)
        case .container(let inner):
            return .container(scope: inner)
        case .xmlString:
            return .xml(slot: slot)
        case .skip:
            return .skip
        case .ignore:
            return .ignore
        }
    }

    override func applyAttributes(_ attributes: [String: String], engine: ReadingEngine) throws {
        guard !compiled.attributes.isEmpty else { return }
        try Self.apply(compiled.attributes, attributes, to: &model, engine: engine)
    }

    private static func apply(
        _ rules: [AttributeRule<Model>], _ attributes: [String: String], to model: inout Model, engine: ReadingEngine
    ) throws {
        for attribute in rules {
            let key: String
            if let namespace = attribute.name.namespace {
                guard let found = engine.attributeKey(for: attribute.name, namespace: namespace, in: attributes) else {
                    continue
                }
                key = found
            } else {
                key = attribute.name.localName
            }
            guard let value = attributes[key] else { continue }
            do {
                try attribute.rule.store(&model, value)
            } catch let failure as ValueFailure {
                throw AttributeFailure(attribute: key, failure: failure)
            }
        }
    }

    override func finishText(slot: Int, text: String) throws {
        guard case .scalar(let rule, _) = compiled.slots[slot] else { return }
        try rule.store(&model, text)
    }

    override func finishXML(slot: Int, xml: String) {
        guard case .xmlString(let store) = compiled.slots[slot] else { return }
        store(&model, xml)
    }

    override func finishChild(slot: Int, child: ModelFrameBase) {
        guard case .nested(let rule) = compiled.slots[slot] else { return }
        rule.store(&model, child)
    }

    override func complete() throws {
        if let text = compiled.text {
            try text.store(&model, ownText)
        }
        for hook in compiled.completions {
            do {
                try hook(&model)
            } catch {
                throw CompletionFailure(typeName: compiled.typeName, error: error)
            }
        }
    }
}
