import Foundation
import Testing
import XMLReading

@testable import XMLSchema

/// The closure of a schema's references, and the errors that name the file, line and column asking
/// for what cannot be read.
@Suite struct SchemaLoaderTests {
    func load(_ fixture: SchemaFixture, _ entries: [String], mappings: [String: String] = [:]) throws(SchemaError)
        -> SchemaSet
    {
        try SchemaLoader(mappings: mappings.mapValues { URL(fileURLWithPath: fixture.path($0)) })
            .load(entries.map { URL(fileURLWithPath: fixture.path($0)) })
    }

    @Test func includesImportsAndChameleonsAreRead() throws {
        let fixture = try SchemaFixture([
            "main.xsd": """
            \(SchemaFixture.header) xmlns:m="urn:main" xmlns:o="urn:other" targetNamespace="urn:main">
              <xs:include schemaLocation="parts/part.xsd"/>
              <xs:include schemaLocation="chameleon.xsd"/>
              <xs:import namespace="urn:other" schemaLocation="other.xsd"/>
              <xs:element name="root" type="m:Part"/>
            </xs:schema>
            """,
            "parts/part.xsd": """
            \(SchemaFixture.header) targetNamespace="urn:main">
              <xs:complexType name="Part"><xs:sequence/></xs:complexType>
              <xs:include schemaLocation="../main.xsd"/>
            </xs:schema>
            """,
            "chameleon.xsd":
                "\(SchemaFixture.header)><xs:simpleType name=\"Code\"><xs:restriction base=\"xs:string\"/></xs:simpleType></xs:schema>",
            "other.xsd":
                "\(SchemaFixture.header) targetNamespace=\"urn:other\"><xs:element name=\"note\" type=\"xs:string\"/></xs:schema>",
        ])
        defer { fixture.remove() }
        let set = try load(fixture, ["main.xsd"])
        #expect(
            set.files.map { $0.path.replacingOccurrences(of: fixture.folder.path + "/", with: "") } == [
                "main.xsd", "parts/part.xsd", "chameleon.xsd", "other.xsd",
            ])
        #expect(
            set.order.map(\.name) == [
                XMLName("root", namespace: "urn:main"), XMLName("Part", namespace: "urn:main"),
                XMLName("note", namespace: "urn:other"),
            ])
        #expect(set.simpleTypes[XMLName("Code", namespace: "urn:main")] != nil)
        #expect(set.primaryNamespace == "urn:main")
        #expect(set.prefixes.map { "\($0.prefix)=\($0.uri)" } == ["m=urn:main", "o=urn:other"])
    }

    @Test func aMissingIncludeIsNamedWithTheLineThatAsksForIt() throws {
        let fixture = try SchemaFixture([
            "main.xsd":
                "\(SchemaFixture.header)>\n  <xs:annotation/>\n  <xs:include schemaLocation=\"gone.xsd\"/>\n</xs:schema>"
        ])
        defer { fixture.remove() }
        #expect(
            throws: SchemaError(
                "\(fixture.path("main.xsd")):3:15: xs:include asks for gone.xsd: no such file (\(fixture.path("gone.xsd")))"
            )
        ) {
            try load(fixture, ["main.xsd"])
        }
    }

    @Test func anAbsoluteLocationNeedsAMapping() throws {
        let xml =
            "\(SchemaFixture.header)>\n<xs:import namespace=\"http://www.w3.org/XML/1998/namespace\" schemaLocation=\"http://www.w3.org/2001/xml.xsd\"/>\n</xs:schema>"
        let fixture = try SchemaFixture([
            "main.xsd": xml,
            "local-xml.xsd": "\(SchemaFixture.header) targetNamespace=\"http://www.w3.org/XML/1998/namespace\"/>",
        ])
        defer { fixture.remove() }
        #expect(
            throws: SchemaError(
                "\(fixture.path("main.xsd")):2:61: xs:import asks for http://www.w3.org/2001/xml.xsd, which is not a local file; give a copy with --map http://www.w3.org/2001/xml.xsd=FILE"
            )
        ) {
            try load(fixture, ["main.xsd"])
        }
        let set = try load(fixture, ["main.xsd"], mappings: ["http://www.w3.org/2001/xml.xsd": "local-xml.xsd"])
        #expect(set.files.count == 2)
    }

    @Test func aFileThatIsNotASchemaIsNamed() throws {
        let fixture = try SchemaFixture(["note.xsd": "<note/>"])
        defer { fixture.remove() }
        #expect(
            throws: SchemaError(
                "\(fixture.path("note.xsd")): not a schema document: line 1, column 6: the root element is <note>; expected <{http://www.w3.org/2001/XMLSchema}schema> at /note"
            )
        ) {
            try load(fixture, ["note.xsd"])
        }
    }

    @Test func aMissingEntryIsNamed() throws {
        let fixture = try SchemaFixture([:])
        defer { fixture.remove() }
        #expect(throws: SchemaError("\(fixture.path("none.xsd")): cannot read the file: no such file")) {
            try load(fixture, ["none.xsd"])
        }
    }
}
