import Testing

@testable import XMLSchema

@Suite struct SchemaCommandTests {
    @Test func noSchemaIsAUsageError() {
        #expect(
            SchemaCommand.parse(["--output", "out"])
                == .failure(SchemaCommand.Failure(message: "xml-schema: no schema given\n\(SchemaCommand.usage)", exitCode: 2)))
    }
}
