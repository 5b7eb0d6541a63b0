import Foundation
import PackagePlugin

/// Generates the models of the XML Schemas in a target at build time, with `xml-schema`.
///
/// ```swift
/// .target(
///     name: "Library",
///     dependencies: [.product(name: "XMLReading", package: "XMLReading")],
///     plugins: [.plugin(name: "XMLSchemaPlugin", package: "XMLReading")]
/// )
/// ```
///
/// Every `.xsd` file of the target is an input; the target's `xml-schema.json` (optional) gives
/// the options `xml-schema` takes on its command line:
///
/// ```json
/// { "schemas": ["library.xsd"], "access": "public", "map": { "http://www.w3.org/2001/xml.xsd": "xml.xsd" }, "shards": 2 }
/// ```
///
/// `schemas`: the entry schemas (default: every `.xsd` file of the target), paths relative to
/// the configuration's folder, as are `map`'s files; `access`: `internal` (the default) or `public`;
/// `shards`: how many files the models are written into (default 1: more let a large schema's
/// models compile in parallel).
@main struct XMLSchemaPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let schemas = target.sourceFiles(withSuffix: "xsd").map(\.url)
        guard !schemas.isEmpty else { return [] }
        // The configuration is one of the target's files; its paths are relative to its folder.
        let configurationURL = target.sourceFiles.first { $0.url.lastPathComponent == Configuration.fileName }?.url
        let configuration = try configurationURL.map(Configuration.init(at:)) ?? Configuration()
        let folder = configurationURL?.deletingLastPathComponent() ?? schemas[0].deletingLastPathComponent()
        let entries =
            configuration.schemas.map { names in names.map { folder.appending(path: $0) } }
            ?? schemas.sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        var arguments = entries.map(\.path) + ["--output", output.path, "--access", configuration.access]
        for (uri, file) in configuration.map.sorted(by: { $0.key < $1.key }) {
            arguments += ["--map", "\(uri)=\(folder.appending(path: file).path)"]
        }
        arguments += ["--shards", "\(configuration.shards)"]
        let outputs =
            [output.appending(path: "Namespaces.swift")]
            + (1...configuration.shards).map { output.appending(path: "Models+\($0).swift") }
        return [
            .buildCommand(
                displayName: "Generating models from \(entries.count) XML Schema(s) of \(target.name)",
                executable: try tool(context).url,
                arguments: arguments,
                inputFiles: schemas + (configurationURL.map { [$0] } ?? []),
                outputFiles: outputs)
        ]
    }
}

/// The `xml-schema` executable, built from this package.
func tool(_ context: PluginContext) throws -> PluginContext.Tool {
    if let tool = try? context.tool(named: "xml-schema") { return tool }
    return try context.tool(named: "XMLSchemaTool")
}

/// A target's `xml-schema.json`.
struct Configuration: Decodable {
    static let fileName = "xml-schema.json"

    var schemas: [String]?
    var access = "internal"
    var map: [String: String] = [:]
    var shards = 1

    enum CodingKeys: String, CodingKey {
        case schemas, access, map, shards
    }

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemas = try container.decodeIfPresent([String].self, forKey: .schemas)
        access = try container.decodeIfPresent(String.self, forKey: .access) ?? "internal"
        map = try container.decodeIfPresent([String: String].self, forKey: .map) ?? [:]
        shards = try container.decodeIfPresent(Int.self, forKey: .shards) ?? 1
    }

    /// Reads the file; one that is not valid is an error that names it and the problem.
    init(at url: URL) throws {
        do {
            self = try JSONDecoder().decode(Configuration.self, from: Data(contentsOf: url))
        } catch {
            throw ConfigurationError("\(url.path): not a valid configuration: \(error)")
        }
        guard access == "internal" || access == "public" else {
            throw ConfigurationError("\(url.path): \"access\" is \"internal\" or \"public\", not \"\(access)\"")
        }
        guard (1...64).contains(shards) else {
            throw ConfigurationError("\(url.path): \"shards\" is a count from 1 to 64, not \(shards)")
        }
    }
}

struct ConfigurationError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
