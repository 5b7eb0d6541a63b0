import Foundation
import Testing

@testable import XMLSchema

/// Every family of real schemas in `../shared/schemas` (UBL, ISO 20022, GPX, POMs, XLIFF,
/// sitemaps, JUnit) generates, the same bytes twice, in files of at most a few thousand lines.
/// Compiling the models and reading the documents with them is `Tests/SchemaRoundTrip/run`'s work
/// (a separate package: CI runs it).
@Suite struct RealSchemaTests {
    struct Family: CustomTestStringConvertible, Sendable {
        var name: String
        var schemas: [String]
        var maps: [String: String]
        /// Written for these tests (`Tests/SchemaRoundTrip/local`), for constructs the real ones lack.
        var isLocal = false
        var testDescription: String { name }
    }

    /// `$XMLREADING_SCHEMAS`, else `../shared/schemas` beside the repository.
    static let root: URL = {
        if let path = ProcessInfo.processInfo.environment["XMLREADING_SCHEMAS"] { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/schemas")
    }()

    static let families: [Family] = {
        let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SchemaRoundTrip/families.json")
        guard let data = try? Data(contentsOf: list),
            let table = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
        else { return [] }
        return table.keys.sorted().map { name in
            Family(
                name: name, schemas: table[name]!["schemas"] as? [String] ?? [],
                maps: table[name]!["maps"] as? [String: String] ?? [:],
                isLocal: table[name]!["local"] as? Bool ?? false)
        }
    }()

    static var available: Bool { FileManager.default.fileExists(atPath: root.path) }

    @Test func everyFamilyIsListed() {
        #expect(
            Self.families.map(\.name) == [
                "assertion", "atlas", "gpx11", "iso20022-camt053", "iso20022-pain001", "junit-xml", "maven-pom",
                "sitemap09",
                "ubl-invoice",
                "xliff12",
            ])
    }

    @Test(
        .enabled(if: available, "the real schemas are not at ../shared/schemas nor at $XMLREADING_SCHEMAS"),
        arguments: families)
    func generatesTheSameFilesTwiceNoneTooLong(family: Family) throws {
        var arguments = SchemaCommand.Arguments()
        let base =
            family.isLocal
            ? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("SchemaRoundTrip/local/\(family.name)")
            : Self.root.appendingPathComponent(family.name)
        arguments.schemas = family.schemas.map { base.appendingPathComponent($0).path }
        arguments.mappings = family.maps.mapValues { base.appendingPathComponent($0).path }
        arguments.output = "unused"
        arguments.roundTripMain = true
        let first = try SchemaCommand.generate(arguments)
        let second = try SchemaCommand.generate(arguments)
        #expect(first.map(\.name) == second.map(\.name))
        #expect(first.map(\.source) == second.map(\.source))
        let longest =
            first.map { $0.source.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }.max() ?? 0
        #expect(longest <= 4_000, "a file of \(longest) lines")
        #expect(first.contains { $0.name == "main.swift" })
    }
}
