import Testing
import XMLReading

@Suite struct XMLPositionTests {
    @Test func positionsSortInDocumentOrder() {
        let positions = [
            XMLPosition(line: 3, column: 1), XMLPosition(line: 1, column: 9), XMLPosition(line: 1, column: 2),
        ]
        #expect(positions.sorted().map(\.description) == ["line 1, column 2", "line 1, column 9", "line 3, column 1"])
    }

    @Test func anErrorNamesItsPlaceAsAPositionDoes() {
        let error = XMLReadingError(code: .malformedXML, message: "bad", path: "/a", line: 4, column: 7)
        #expect(error.description == "\(XMLPosition(line: 4, column: 7)): bad at /a")
        #expect(error.description == "line 4, column 7: bad at /a")
    }
}
