import XMLReading

/// Finds the line and column of a value that failed typed decoding.
///
/// Typed decoding works on the ``XMLRPCValue`` tree, which keeps no positions (so that the
/// ordinary read stays lean). Only when decoding fails, the document is read a second time with
/// the light nodes below, which count `</value>` end tags; values end in post-order, so the
/// failing value's post-order number identifies it, and the node that reaches it throws, which
/// gives the error its path, line and column.
final class ValueLocator: @unchecked Sendable {
    // @unchecked Sendable: an instance is bound with `withValue` to one synchronous read and is
    // touched only by that read, on the thread running it.
    @TaskLocal static var current: ValueLocator?

    /// The post-order number of the value to find, or -1 for the `<methodResponse>` itself.
    let target: Int
    let error: XMLReadingError
    private var count = 0

    init(target: Int, error: XMLReadingError) {
        self.target = target
        self.error = error
    }

    func valueEnded() throws {
        if count == target { throw error }
        count += 1
    }

    /// The error for `failure` in the response's first parameter `root`, with position.
    /// The second read needs an input that can be read again; one that gives its bytes once
    /// (a stream, async bytes) refuses it, and the error keeps its path without a position.
    static func error(
        for failure: TypedFailure, in root: XMLRPCValue?, input: XMLInput, limits: ReadingOptions = ReadingOptions()
    ) -> XMLReadingError {
        let code: XMLReadingError.Code
        switch failure.kind {
        case .typeMismatch: code = .typeMismatch
        case .missingMember: code = .missingMember
        case .other: code = .invalidXMLRPC
        }
        let error = XMLReadingError(code: code, message: failure.message)
        let target = root.map { postOrderNumber(of: failure.steps, in: $0) } ?? -1
        let locator = ValueLocator(target: target, error: error)
        do {
            _ = try ValueLocator.$current.withValue(locator) {
                try XMLReader.rootObject(
                    ofType: LocatingResponse.self, element: "methodResponse", from: input, options: limits)
            }
        } catch let located as XMLReadingError where located.code == code {
            return located
        } catch {}
        return error
    }

    /// The number of `<value>` elements that end before the one at `steps`, counting from the
    /// first parameter's first nested value.
    static func postOrderNumber(of steps: [TypedFailure.Step], in root: XMLRPCValue) -> Int {
        var before = 0
        var current = root
        for step in steps {
            switch (step, current) {
            case (.index(let index), .array(let values)):
                before += values[..<index].reduce(0) { $0 + size($1) }
                current = values[index]
            case (.member(_, let position), .struct(let members)):
                before += members[..<position].reduce(0) { $0 + size($1.value) }
                current = members[position].value
            default:
                return before
            }
        }
        return before + size(current) - 1
    }

    /// The number of `<value>` elements in a value, itself included.
    static func size(_ value: XMLRPCValue) -> Int {
        switch value {
        case .array(let values): 1 + values.reduce(0) { $0 + size($1) }
        case .struct(let members): 1 + members.reduce(0) { $0 + size($1.value) }
        default: 1
        }
    }
}

struct LocatingResponse: XMLReadable {
    var params: LocatingParams {
        get { LocatingParams() }
        set {}
    }
    static let parsingDescription = ParsingDescription<LocatingResponse> {
        Element("params", \.params)
        OnComplete { _ in if ValueLocator.current?.target == -1 { throw ValueLocator.current!.error } }
    }
}

struct LocatingParams: XMLReadable {
    var param: LocatingParam {
        get { LocatingParam() }
        set {}
    }
    static let parsingDescription = ParsingDescription<LocatingParams> {
        Element("param", \.param)
    }
}

struct LocatingParam: XMLReadable {
    var value: LocatingValue {
        get { LocatingValue() }
        set {}
    }
    static let parsingDescription = ParsingDescription<LocatingParam> { Element("value", \.value) }
}

struct LocatingValue: XMLReadable {
    var structNode: LocatingStruct {
        get { LocatingStruct() }
        set {}
    }
    var arrayNode: LocatingArray {
        get { LocatingArray() }
        set {}
    }
    static let parsingDescription = ParsingDescription<LocatingValue> {
        Element("struct", \.structNode)
        Element("array", \.arrayNode)
        OnComplete { _ in try ValueLocator.current?.valueEnded() }
    }
}

struct LocatingStruct: XMLReadable {
    var member: LocatingParam {
        get { LocatingParam() }
        set {}
    }
    static let parsingDescription = ParsingDescription<LocatingStruct> { Element("member", \.member) }
}

struct LocatingArray: XMLReadable {
    var data: LocatingData {
        get { LocatingData() }
        set {}
    }
    static let parsingDescription = ParsingDescription<LocatingArray> { Element("data", \.data) }
}

struct LocatingData: XMLReadable {
    var value: LocatingValue {
        get { LocatingValue() }
        set {}
    }
    static let parsingDescription = ParsingDescription<LocatingData> { Element("value", \.value) }
}
