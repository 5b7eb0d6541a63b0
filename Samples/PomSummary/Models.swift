import XMLReading

/// Maven POMs are in this namespace, except old ones, which have none: `.orNone` matches a plain
/// element name in either. Each description says it, because a nested model's names follow its
/// own description, not its parent's.
let pomNamespace = DefaultNamespace.orNone("http://maven.apache.org/POM/4.0.0")

/// The parts of a POM (`<project>`) that `pom-summary` prints.
///
/// Every value is a `String?`: `nil` when the element is absent, otherwise all the text inside it,
/// exactly as written (`<version/>` reads `""`). A single element that repeats keeps its last
/// value (a nested model such as `<parent>` too: the last one, whole); a `Many` container that
/// repeats adds its items up, in document order. Elements not named here (`<profiles>`,
/// `<reporting>`, …) are skipped with everything inside them.
struct Project: XMLReadable {
    var modelVersion: String?
    var groupId: String?
    var artifactId: String?
    var version: String?
    var packaging: String?
    var name: String?
    var url: String?
    var parent: Parent?
    var properties: Properties?
    var dependencies: [Dependency] = []
    var dependencyManagement: DependencyManagement?
    var modules: [String] = []
    var plugins: [Artifact] = []
    var relocation: Relocation?
    var licenses: [License] = []

    static let parsingDescription = ParsingDescription<Project>(namespace: pomNamespace) {
        Element("modelVersion", \.modelVersion)
        Element("groupId", \.groupId)
        Element("artifactId", \.artifactId)
        Element("version", \.version)
        Element("packaging", \.packaging)
        Element("name", \.name)
        Element("url", \.url)
        Element("parent", \.parent)
        // A model of its own, so that a POM without <properties> reads `nil`, not `[:]`.
        Element("properties", \.properties)
        Many("dependencies", \.dependencies) { Item("dependency", Dependency.self) }
        Element("dependencyManagement", \.dependencyManagement)
        Many("modules", \.modules) { Item("module", String.self) }
        // Paths: every <build>, every <plugins> in it, every <plugin> in that, in document order.
        Many("build/plugins", \.plugins) { Item("plugin", Artifact.self) }
        // The relocation of the last <distributionManagement> that has one.
        Element("distributionManagement/relocation", \.relocation)
        Many("licenses", \.licenses) { Item("license", License.self) }
    }
}

/// `<parent>`: the POM this one inherits from.
struct Parent: XMLReadable {
    var groupId: String?
    var artifactId: String?
    var version: String?
    var relativePath: String?

    static let parsingDescription = ParsingDescription<Parent>(namespace: pomNamespace) {
        Element("groupId", \.groupId)
        Element("artifactId", \.artifactId)
        Element("version", \.version)
        Element("relativePath", \.relativePath)
    }
}

/// `<properties>`: every child, under its local name (`<java.version>17</java.version>`).
struct Properties: XMLReadable {
    var values: [String: String] = [:]

    static let parsingDescription = ParsingDescription<Properties>(namespace: pomNamespace) {
        Keyed(\.values)  // every direct child no other entry names: here, all of them
    }
}

/// A `<dependency>`, of the project or of its `<dependencyManagement>`.
struct Dependency: XMLReadable {
    var groupId: String?
    var artifactId: String?
    var version: String?
    var scope: String?
    var type: String?
    var classifier: String?
    var optional: String?
    var exclusions: [Artifact] = []

    static let parsingDescription = ParsingDescription<Dependency>(namespace: pomNamespace) {
        Element("groupId", \.groupId)
        Element("artifactId", \.artifactId)
        Element("version", \.version)
        Element("scope", \.scope)
        Element("type", \.type)
        Element("classifier", \.classifier)
        // Kept as text ("true"), as written: the summary does not interpret values.
        Element("optional", \.optional)
        Many("exclusions", \.exclusions) { Item("exclusion", Artifact.self) }
    }
}

/// `<dependencyManagement>`: dependencies whose versions and scopes the project's defaults come from.
struct DependencyManagement: XMLReadable {
    var dependencies: [Dependency] = []

    static let parsingDescription = ParsingDescription<DependencyManagement>(namespace: pomNamespace) {
        Many("dependencies", \.dependencies) { Item("dependency", Dependency.self) }
    }
}

/// Coordinates alone: a `<plugin>` of `<build>` or an `<exclusion>` of a dependency.
struct Artifact: XMLReadable {
    var groupId: String?
    var artifactId: String?
    var version: String?

    static let parsingDescription = ParsingDescription<Artifact>(namespace: pomNamespace) {
        Element("groupId", \.groupId)
        Element("artifactId", \.artifactId)
        Element("version", \.version)
    }
}

/// `<distributionManagement><relocation>`: where an artifact moved to.
struct Relocation: XMLReadable {
    var groupId: String?
    var artifactId: String?
    var version: String?
    var message: String?

    static let parsingDescription = ParsingDescription<Relocation>(namespace: pomNamespace) {
        Element("groupId", \.groupId)
        Element("artifactId", \.artifactId)
        Element("version", \.version)
        Element("message", \.message)
    }
}

/// A `<license>` of `<licenses>`.
struct License: XMLReadable {
    var name: String?
    var url: String?

    static let parsingDescription = ParsingDescription<License>(namespace: pomNamespace) {
        Element("name", \.name)
        Element("url", \.url)
    }
}
