// Must not compile: a Case whose payload type is not the one its enum case takes (LineString for Geometry.point).
// expected-error: 'init(_:_:_:)' is unavailable: this Case reads a payload of another type than its enum case takes; give the type the case wraps: Case("name", Payload.self, Enum.caseTakingPayload)
import XMLReading

struct Point: XMLReadable {
    var x = 0.0
    static let parsingDescription = ParsingDescription<Point> { Attribute("x", \.x) }
}
struct LineString: XMLReadable {
    var c = ""
    static let parsingDescription = ParsingDescription<LineString> { Element("c", \.c) }
}
enum Geometry: Sendable {
    case point(Point)
    case line(LineString)
}
struct Placemark: XMLReadable {
    var geometry: Geometry?
    static let parsingDescription = ParsingDescription<Placemark> {
        Choice(\.geometry) {
            Case("Point", Point.self, Geometry.point)
            Case("LineString", LineString.self, Geometry.point)
        }
    }
}
