import Foundation
import XMLReading

/// libFuzzer target (d): any bytes, read as a property list (`plist-dump`'s models: `Choice`,
/// `Case`, `Pairs`) and as a `Shapes` model with every other shape of description (`Keyed` three
/// ways, paths, a choice by attribute, a case by attribute among items, `xsi:nil` items, `[[T]]`,
/// `AnyElements`, `AnyAttributes`, `Unique` and `KeyReference`, a default namespace).
///
/// Oracle: a read either gives a model or throws an `XMLReadingError` with a position (only "the
/// document has no <…>" and a root of another name have none); a model that reads is written,
/// what is written reads, and writing that again gives the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShapes(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    check(Plist.self, "plist", data, options: WritingOptions(documentType: .propertyList))
    check(Shapes.self, "shapes", data, options: WritingOptions())
    return 0
}

func check<Model: XMLReadable>(_ type: Model.Type, _ element: XMLName, _ data: Data, options: WritingOptions) {
    let model: Model
    do {
        model = try XMLReader.rootObject(ofType: type, element: element, from: data)
    } catch {
        if error.line < 1 && error.code != .missingElement {
            fatalError("an error without a position: \(error)")
        }
        return
    }
    let writer = XMLWriter(options: options)
    let written: Data
    do {
        written = try writer.data(model, element: element)
    } catch {
        // A plist value may hold what XML 1.0 cannot write (a control character read from a
        // character reference is refused when read, so nothing else should fail here).
        fatalError("a \(Model.self) that reads does not write: \(error)")
    }
    do {
        let again = try XMLReader.rootObject(ofType: type, element: element, from: written)
        let rewritten = try writer.data(again, element: element)
        if rewritten != written {
            fatalError(
                "written twice, the \(Model.self) differs:\n\(String(decoding: written, as: UTF8.self))\n\(String(decoding: rewritten, as: UTF8.self))"
            )
        }
    } catch {
        fatalError("what was written does not read: \(error)\n\(String(decoding: written, as: UTF8.self))")
    }
}

struct Server: XMLReadable {
    var host = ""
    var port: Int?
    static let parsingDescription = ParsingDescription<Server>(namespace: .orNone("urn:shapes")) {
        Attribute("port", \.port)
        Element("host", \.host)
    }
}

enum Shape: Sendable {
    case server(Server)
    case label(String)
    case count(Int)
    case on(Bool)
    case figure(Figure)
}

/// A case read by its `kind` attribute: a server without it.
enum Figure: Sendable {
    case server(Server)
    case label(String)
}

struct Shapes: XMLReadable {
    var properties: [String: String] = [:]
    var limits: [String: [Int]] = [:]
    var servers: [String: Server] = [:]
    var pages: Int?
    var currency: String?
    var main: Shape?
    var items: [Shape] = []
    var optional: [String?] = []
    var rows: [[Int]] = []
    var hrefs: [String] = []
    var others: [AnyElement] = []
    var otherAttributes: [XMLName: String] = [:]
    var name = XMLName("")

    static let parsingDescription = ParsingDescription<Shapes>(namespace: .orNone("urn:shapes")) {
        ElementName(\.name)
        Keyed("properties", \.properties)
        Keyed("limits", \.limits, key: .attribute("name", of: "limit"))
        Keyed("servers", \.servers, key: .child("id", of: "entry", value: "server"))
        Element("details/pages", \.pages)
        Attribute("details/price/@currency", \.currency)
        Choice("main", \.main, by: "type") { Shape.cases }
        Many("items", \.items) {
            Shape.cases
            Case("figure", by: "kind", Shape.figure) {
                Case("server", Server.self, Figure.server).byDefault()
                Case("label", String.self, Figure.label)
            }
        }
        Many("optional", \.optional) { Item("value", String?.self) }
        Many("rows", \.rows) { Item("row") { Item("cell", Int.self) } }
        Many("links", \.hrefs) { Item("link", attribute: "href", String.self) }
        AnyElements(\.others)
        AnyAttributes(\.otherAttributes)
        // On what is kept whole (the unknown <note> children, the root's attributes), so that
        // what reads writes the same values back.
        Unique("U_note", of: ["note"], anyDepth: false, attribute: "id", isKey: true)
        KeyReference("KR_ref", refers: "U_note", of: [".", "note/link"], anyDepth: false, attribute: "ref")
    }
}

extension Shape {
    @CaseBuilder<Shape> static var cases: [Case<Shape>] {
        Case("server", Server.self, Shape.server)
        Case("label", String.self, Shape.label)
        Case("count", Int.self, Shape.count)
        Case("on", Shape.on, true)
        Case("off", Shape.on, false)
    }
}
