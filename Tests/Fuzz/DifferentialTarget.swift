import Foundation
import XMLReading

/// libFuzzer target (e): every input read with both parsers, `ReadingParser.foundation`
/// (`XMLParser`) and `ReadingParser.libxml2`, which must give the same outcome: equal models, or
/// the same error (code, element path, line, column and message, word for word).
///
/// Each input is read
/// - as a `Node` (any element kept whole: its name, attributes, text, CDATA, namespaces and mixed
///   content, children as `AnyElement`s) from `Data`, under `DTDPolicy.standard` and
///   `DTDPolicy.internalEntities`;
/// - as the `book-catalog` sample's `Catalog` (a description-driven read with typed values) from
///   `Data`, under the DTD policy the first byte picks (odd: `internalEntities`);
/// - when at most 4 KB, as a `Node` from an `InputStream` handing out one byte per read (each
///   parser must also agree with its own read from `Data`).
///
/// Every difference fails, the parsers' and a read's own nondeterminism alike; those found are
/// listed, with what became of them, in `Tests/Fuzz/DIFFERENCES.md`.
///
/// On any difference the target prints both outcomes and aborts; libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDifferential(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    for (dtd, dtdName) in [(DTDPolicy.standard, "standard"), (.internalEntities, "internalEntities")] {
        compare("Node from Data, \(dtdName)") { parser in
            readNodes(from: data, options: ReadingOptions(dtd: dtd, parser: parser))
        }
    }
    let odd = count > 0 && bytes[0] & 1 == 1
    let dtd = odd ? DTDPolicy.internalEntities : .standard
    let dtdName = odd ? "internalEntities" : "standard"
    compare("Catalog from Data, \(dtdName)") { parser in
        outcome(rendered: false) {
            try XMLReader.object(
                ofType: Catalog.self, element: "catalog", from: data, options: ReadingOptions(dtd: dtd, parser: parser))
        }
    }
    if count <= 4096 {
        let options = { (parser: ReadingParser) in ReadingOptions(dtd: dtd, parser: parser) }
        for parser in [ReadingParser.foundation, .libxml2] {
            compare("\(parser): Data and a 1-byte stream disagree", "Data", "stream") { fromStream in
                fromStream
                    ? readNodes(from: .stream(DataInputStream(data, piece: 1)), options: options(parser))
                    : readNodes(from: data, options: options(parser))
            }
        }
        compare("Node from a 1-byte stream, \(dtdName)") { parser in
            readNodes(from: .stream(DataInputStream(data, piece: 1)), options: options(parser))
        }
    }
    return 0
}

/// The names a `Node` is read from wherever they are found: the seeds' roots (the conformance
/// suite's documents mostly have `<doc>`) and short names a mutation makes.
let nodeNames: [XMLName] = [
    "doc", "catalog", "entries", "entry", "shapes", "plist", "methodCall", "methodResponse", "foo", "root", "a", "e",
    "r",
]

func readNodes(from input: some XMLInputConvertible, options: ReadingOptions) -> Outcome<[Node]> {
    var types: [XMLName: any XMLReadable.Type] = [:]
    for name in nodeNames { types[name] = Node.self }
    return outcome {
        try XMLReader.objects(in: types, from: input, options: options).map { $0 as! Node }
    }
}

/// Any element, whole.
struct Node: XMLReadable, Equatable, CustomStringConvertible {
    var name = XMLName("")
    var attributes: [XMLName: String] = [:]
    var content: [MixedContent<AnyElement>] = []
    static let parsingDescription = ParsingDescription<Node> {
        ElementName(\.name)
        AnyAttributes(\.attributes)
        Mixed(\.content)
    }

    /// A rendering that does not depend on dictionary order, with namespace declarations (which
    /// `AnyElement`'s equality leaves aside).
    var description: String {
        "<\(name)\(render(attributes))>"
            + content.map { piece in
                switch piece {
                case .text(let text): return text.debugDescription
                case .element(let element): return render(element)
                }
            }.joined() + "</>"
    }
}

func render(_ attributes: [XMLName: String]) -> String {
    attributes.map { " \($0.key)=\($0.value.debugDescription)" }.sorted().joined()
}

func render(_ element: AnyElement) -> String {
    let declarations = element.namespaceDeclarations.map { " xmlns:\($0.key)=\($0.value)" }.sorted().joined()
    return "<\(element.name)\(render(element.attributes))\(declarations)>"
        + element.content.map { piece in
            switch piece {
            case .text(let text): return text.debugDescription
            case .element(let child): return render(child)
            }
        }.joined() + "</>"
}

/// A read's outcome: a value, or an error's parts.
enum Outcome<Value: Equatable>: Equatable, CustomStringConvertible {
    case value(Value, rendering: String)
    case error(code: String, path: String, line: Int, column: Int, message: String)

    var description: String {
        switch self {
        case .value(let value, let rendering): return rendering.isEmpty ? "\(value)" : rendering
        case .error(let code, let path, let line, let column, let message):
            return "error \(code) at line \(line), column \(column), path \(path): \(message)"
        }
    }
}

/// The outcome of `read`. With `rendered` the value's description takes part in equality (for
/// `Node`s it holds the namespace declarations, in an order-free rendering); without, values are
/// compared by `==` alone: the default description of a model with dictionaries (`Catalog`'s
/// `AnyAttributes`, `AnyElement`'s declarations) prints them in their storage's order, which differs
/// between two equal dictionaries (Swift seeds each dictionary's hashing by its storage), so it
/// would report equal reads as different.
func outcome<Value: Equatable>(rendered: Bool = true, _ read: () throws -> Value) -> Outcome<Value> {
    do {
        let value = try read()
        return .value(value, rendering: rendered ? "\(value)" : "")
    } catch let error as XMLReadingError {
        return .error(
            code: error.code.rawValue, path: error.path, line: error.line, column: error.column, message: error.message)
    } catch {
        fatalError("not an XMLReadingError: \(error)")
    }
}

func compare<Value: Equatable>(_ what: String, _ read: (ReadingParser) -> Outcome<Value>) {
    compare("\(what): the parsers disagree", "foundation", "libxml2") { libxml2 in
        read(libxml2 ? .libxml2 : .foundation)
    }
}

/// Fails when the two reads (`read(false)`, `read(true)`) disagree: a difference between the
/// parsers, or a read that does not give the same outcome twice (see `Tests/Fuzz/DIFFERENCES.md`).
func compare<Value: Equatable>(
    _ what: String, _ firstName: String, _ secondName: String, _ read: (Bool) -> Outcome<Value>
) {
    let first = read(false)
    let second = read(true)
    if first == second { return }
    fail(what, firstName, "\(first)", secondName, "\(second)")
}

func fail(_ what: String, _ first: String, _ firstOutcome: String, _ second: String, _ secondOutcome: String) -> Never {
    fatalError("\(what)\n\(first): \(firstOutcome)\n\(second): \(secondOutcome)")
}
