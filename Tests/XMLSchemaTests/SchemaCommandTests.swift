import Testing

@testable import XMLSchema

/// `xml-schema`'s command line: usage errors exit 2 with the problem and the usage line.
@Suite struct SchemaCommandTests {
    static func usageError(_ problem: String) -> Result<SchemaCommand.Arguments, SchemaCommand.Failure> {
        .failure(SchemaCommand.Failure(message: "xml-schema: \(problem)\n\(SchemaCommand.usage)", exitCode: 2))
    }

    @Test(arguments: [
        (["--output", "out"], "no schema given"),
        (["a.xsd"], "--output DIR is required"),
        (["a.xsd", "--output"], "--output needs a value"),
        (["a.xsd", "--output", "out", "--access", "private"], "--access is public or internal, not private"),
        (["a.xsd", "--output", "out", "--map", "urn:x"], "--map takes URI=FILE, not urn:x"),
        (["a.xsd", "--output", "out", "--map", "=x.xsd"], "--map takes URI=FILE, not =x.xsd"),
        (["a.xsd", "--output", "out", "--verbose"], "unknown option --verbose"),
        (["a.xsd", "--output", "out", "--shards", "0"], "--shards takes a count from 1 to 64, not 0"),
    ])
    func usageErrors(arguments: [String], problem: String) {
        #expect(SchemaCommand.parse(arguments) == Self.usageError(problem))
    }

    @Test func everyOption() throws {
        let parsed = try SchemaCommand.parse([
            "a.xsd", "--output", "out", "b.xsd", "--roundtrip-main", "--access", "internal", "--map",
            "http://www.w3.org/2001/xml.xsd=xml.xsd", "--shards", "3",
        ]).get()
        var expected = SchemaCommand.Arguments()
        expected.schemas = ["a.xsd", "b.xsd"]
        expected.output = "out"
        expected.roundTripMain = true
        expected.isPublic = false
        expected.mappings = ["http://www.w3.org/2001/xml.xsd": "xml.xsd"]
        expected.shards = 3
        #expect(parsed == expected)
    }
}
