/// A model under construction: one per element being read as a model. The engine sees this
/// non-generic base, with the model's compiled table; ``ModelFrame`` holds the model itself.
class ModelFrameBase {
    final let table: CompiledTable
    /// Text directly inside the element, collected only when the description has a ``Text`` entry.
    final var ownText = ""

    init(table: CompiledTable) {
        self.table = table
    }

    /// The finished model, for `objects(in:)`.
    var readable: any XMLReadable { fatalError("abstract") }
}

final class ModelFrame<Model>: ModelFrameBase {
    var model: Model

    init(model: Model, table: CompiledTable) {
        self.model = model
        super.init(table: table)
    }

    override var readable: any XMLReadable { model as! any XMLReadable }
}

extension ModelFrame where Model: XMLReadable {
    /// A frame for a new `Model`, or ``XMLReadingError/Code/invalidDescription`` when its
    /// description has problems.
    static func make() throws(XMLReadingError) -> ModelFrame {
        let table = Model.parsingDescription.compiled
        if let problem = table.problems.first {
            throw XMLReadingError(code: .invalidDescription, message: problem)
        }
        return Self(model: Model(), table: table)
    }
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
