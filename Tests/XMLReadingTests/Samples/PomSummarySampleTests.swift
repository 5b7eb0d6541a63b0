import Foundation
import TestSupport
import Testing
import XMLReading

@testable import PomSummary

/// The `pom-summary` sample: every POM a Maven installation ships (Debian's `maven` package puts
/// them under `/usr/share/maven-repo`) reads like an independent ElementTree reading of the
/// contract in `Samples/PomSummary/README.md`, and hand-written POMs pin the edge cases, the errors and the exit codes.
@Suite struct PomSummarySampleTests {
    static let mavenRepository = "/usr/share/maven-repo"

    /// On Linux `.ci/run` installs Debian's `maven` package, so its POMs must be there; elsewhere
    /// (macOS) no package provides them, and the test over all of them does not run.
    static var hasMavenRepository: Bool {
        #if os(Linux)
            true
        #else
            FileManager.default.fileExists(atPath: mavenRepository)
        #endif
    }

    /// The contract, implemented independently with Python's ElementTree: a plain name matches in
    /// the POM namespace or in none; the last of a single element wins; containers add up; text
    /// is `''.join(e.itertext())`. Prints one JSON line per file argument.
    static let reference = #"""
        import json, sys
        import xml.etree.ElementTree as ET

        POM = "{http://maven.apache.org/POM/4.0.0}"

        def children(element, name):
            return [child for child in element if child.tag in (POM + name, name)]

        def steps(element, path):
            found = [element]
            for step in path.split("/"):
                found = [child for parent in found for child in children(parent, step)]
            return found

        def text(element):
            return "".join(element.itertext())

        def last(element, path):
            found = steps(element, path)
            return found[-1] if found else None

        def fields(element, names):
            return {name: None if last(element, name) is None else text(last(element, name)) for name in names}

        def items(element, container, item):
            return [found for parent in steps(element, container) for found in children(parent, item)]

        def artifact(element):
            return fields(element, ["groupId", "artifactId", "version"])

        def dependency(element):
            summary = fields(element, ["groupId", "artifactId", "version", "scope", "type", "classifier", "optional"])
            summary["exclusions"] = [artifact(e) for e in items(element, "exclusions", "exclusion")]
            return summary

        def project(root):
            summary = fields(root, ["modelVersion", "groupId", "artifactId", "version", "packaging", "name", "url"])
            parent = last(root, "parent")
            summary["parent"] = None if parent is None else fields(
                parent, ["groupId", "artifactId", "version", "relativePath"])
            properties = last(root, "properties")
            summary["properties"] = None if properties is None else {
                child.tag.rpartition("}")[2]: text(child) for child in properties}
            summary["dependencies"] = [dependency(d) for d in items(root, "dependencies", "dependency")]
            management = last(root, "dependencyManagement")
            summary["dependencyManagement"] = None if management is None else {
                "dependencies": [dependency(d) for d in items(management, "dependencies", "dependency")]}
            summary["modules"] = [text(m) for m in items(root, "modules", "module")]
            summary["plugins"] = [artifact(p) for p in items(root, "build/plugins", "plugin")]
            relocation = last(root, "distributionManagement/relocation")
            summary["relocation"] = None if relocation is None else fields(
                relocation, ["groupId", "artifactId", "version", "message"])
            summary["licenses"] = [fields(l, ["name", "url"]) for l in items(root, "licenses", "license")]
            return summary

        for file in sys.argv[1:]:
            try:
                root = ET.parse(file).getroot()
                if root.tag not in (POM + "project", "project"):
                    raise ValueError("the root element is not <project>")
                line = {"file": file, "value": project(root)}
            except (OSError, ET.ParseError, ValueError) as error:
                line = {"file": file, "error": str(error)}
            print(json.dumps(line, ensure_ascii=False))
        """#

    static func summary(_ files: [String], in directory: URL? = nil) throws -> (
        status: Int32, output: String, error: String
    ) {
        try runProgram(sampleExecutable("pom-summary"), files, in: directory)
    }

    /// The reference's lines for `files`.
    static func referenceLines(_ files: [String]) throws -> [String] {
        let python = try runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", reference] + files)
        #expect(python.error == "")
        #expect(python.status == 0)
        return lines(python.output)
    }

    static func lines(_ output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// A JSON line parsed and written again with sorted keys, so that two writers compare equal
    /// when their values do.
    static func canonical(_ line: String) throws -> String {
        let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
        let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// POMs written to a fresh directory, removed by the caller.
    static func directory(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("poms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    @Test func theSampleDescriptionsAreValid() {
        #expect(Project.parsingDescription.problems == [])
        #expect(Parent.parsingDescription.problems == [])
        #expect(Properties.parsingDescription.problems == [])
        #expect(Dependency.parsingDescription.problems == [])
        #expect(DependencyManagement.parsingDescription.problems == [])
        #expect(Artifact.parsingDescription.problems == [])
        #expect(Relocation.parsingDescription.problems == [])
        #expect(License.parsingDescription.problems == [])
    }

    @Test(.enabled(if: hasMavenRepository, "Maven's POMs are under /usr/share/maven-repo"))
    func everyPOMMavenShipsReadsLikeElementTree() throws {
        let enumerator = FileManager.default.enumerator(atPath: Self.mavenRepository)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".pom") { files.append(Self.mavenRepository + "/" + path) }
        }
        files.sort()
        // Fails rather than passes vacuously without Debian's maven package (.ci/run installs it).
        try #require(files.count >= 100, "only \(files.count) POMs under \(Self.mavenRepository)")

        let summary = try Self.summary(files)
        #expect(summary.error == "")
        #expect(summary.status == 0)
        let lines = Self.lines(summary.output)
        let expected = try Self.referenceLines(files)
        try #require(lines.count == files.count)
        try #require(expected.count == files.count)
        var withDependencies = 0
        for (file, (line, reference)) in zip(files, zip(lines, expected)) {
            #expect(try Self.canonical(line) == Self.canonical(reference), "\(file)")
            if line.contains(#""dependencies": [{"#) { withDependencies += 1 }
        }
        // The comparison is not only of empty summaries.
        #expect(withDependencies > 10)
    }

    /// Old POMs have no namespace; single elements repeat (the last wins, a nested model whole);
    /// containers repeat and add up; `<build>` comes twice; the relocation is in the first of two
    /// `<distributionManagement>`; elements elsewhere (profiles, pluginManagement, another
    /// namespace) are not read.
    static let repeated = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- old style: no namespace -->
        <project>
          <modelVersion>3.0.0</modelVersion>
          <groupId>first</groupId>
          <groupId>second</groupId>
          <parent><groupId>p1</groupId><relativePath>../a</relativePath></parent>
          <parent><artifactId>p2</artifactId></parent>
          <properties><lost>1</lost></properties>
          <properties><a>1</a><b.c>2</b.c><a>3</a><x:foreign xmlns:x="urn:x">f</x:foreign><empty/></properties>
          <dependencies>
            <dependency><groupId>g1</groupId><artifactId>a1</artifactId><optional>true</optional>
              <exclusions><exclusion><groupId>e1</groupId><artifactId>*</artifactId></exclusion></exclusions>
              <exclusions><exclusion><groupId>e2</groupId><version>v</version></exclusion></exclusions>
              <scope>test</scope><type>pom</type><classifier>c</classifier><scope>compile</scope>
            </dependency>
            <other/>
          </dependencies>
          <modules><module>m1</module></modules>
          <dependencies><dependency><groupId>g2</groupId></dependency></dependencies>
          <modules><module>m2</module><module/></modules>
          <dependencyManagement><dependencies><dependency><groupId>dm1</groupId></dependency></dependencies></dependencyManagement>
          <dependencyManagement><dependencies><dependency><groupId>dm2</groupId></dependency></dependencies>
            <dependencies><dependency><groupId>dm3</groupId></dependency></dependencies></dependencyManagement>
          <build><plugins><plugin><artifactId>p1</artifactId></plugin></plugins>
            <plugins><plugin><artifactId>p2</artifactId></plugin></plugins>
            <pluginManagement><plugins><plugin><artifactId>not-this</artifactId></plugin></plugins></pluginManagement></build>
          <build><plugins><plugin><artifactId>p3</artifactId><version>1</version></plugin></plugins></build>
          <distributionManagement><relocation><groupId>r1</groupId><message>moved</message></relocation></distributionManagement>
          <distributionManagement><site><id>x</id></site></distributionManagement>
          <licenses><license><name>L1</name></license></licenses>
          <licenses><license><url>u2</url></license></licenses>
          <profiles><profile><dependencies><dependency><groupId>not-this</groupId></dependency></dependencies></profile></profiles>
          <x:groupId xmlns:x="urn:other">foreign</x:groupId>
        </project>
        """

    /// Text exactly as written: whitespace kept, entities and character references replaced,
    /// CDATA kept, comments and processing instructions dropped, nested markup's text kept, empty
    /// elements read `""`; a prefixed POM namespace; relocations repeated in one element.
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <m:project xmlns:m="http://maven.apache.org/POM/4.0.0" xmlns:x="urn:x">
          <m:modelVersion>4.0.0</m:modelVersion>
          <m:groupId>
            org.example
          </m:groupId>
          <m:artifactId>demo</m:artifactId>
          <m:version><!-- c -->1.<![CDATA[0<&>]]>-&#x41;&#169;&lt;&gt;&amp;&quot;&apos;<?pi gone?><x:em>tail</x:em></m:version>
          <m:packaging></m:packaging>
          <m:name/>
          <x:name>another namespace: not read</x:name>
          <m:url>\tindented <b>bold <i>and</i> italic</b> </m:url>
          <m:properties/>
          <m:dependencyManagement/>
          <m:parent><m:groupId>p</m:groupId><m:version>1</m:version><m:version>2</m:version></m:parent>
          <m:distributionManagement><m:relocation><m:artifactId>first</m:artifactId></m:relocation>
            <m:relocation><m:version>second</m:version></m:relocation></m:distributionManagement>
        </m:project>
        """

    static let empty = """
        <project xmlns="http://maven.apache.org/POM/4.0.0"><groupId xmlns="">plain</groupId></project>
        """

    @Test func handWrittenPOMsReadToTheContractsValues() throws {
        let directory = try Self.directory([
            "repeated.pom": Self.repeated, "text.pom": Self.text, "empty.pom": Self.empty,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = ["repeated.pom", "text.pom", "empty.pom"]
        let summary = try Self.summary(files, in: directory)
        #expect(summary.error == "")
        #expect(summary.status == 0)
        let lines = Self.lines(summary.output)
        #expect(
            lines == [
                #"{"file": "repeated.pom", "value": {"modelVersion": "3.0.0", "groupId": "second", "artifactId": null, "version": null, "packaging": null, "name": null, "url": null, "parent": {"groupId": null, "artifactId": "p2", "version": null, "relativePath": null}, "properties": {"a": "3", "b.c": "2", "empty": "", "foreign": "f"}, "dependencies": [{"groupId": "g1", "artifactId": "a1", "version": null, "scope": "compile", "type": "pom", "classifier": "c", "optional": "true", "exclusions": [{"groupId": "e1", "artifactId": "*", "version": null}, {"groupId": "e2", "artifactId": null, "version": "v"}]}, {"groupId": "g2", "artifactId": null, "version": null, "scope": null, "type": null, "classifier": null, "optional": null, "exclusions": []}], "dependencyManagement": {"dependencies": [{"groupId": "dm2", "artifactId": null, "version": null, "scope": null, "type": null, "classifier": null, "optional": null, "exclusions": []}, {"groupId": "dm3", "artifactId": null, "version": null, "scope": null, "type": null, "classifier": null, "optional": null, "exclusions": []}]}, "modules": ["m1", "m2", ""], "plugins": [{"groupId": null, "artifactId": "p1", "version": null}, {"groupId": null, "artifactId": "p2", "version": null}, {"groupId": null, "artifactId": "p3", "version": "1"}], "relocation": {"groupId": "r1", "artifactId": null, "version": null, "message": "moved"}, "licenses": [{"name": "L1", "url": null}, {"name": null, "url": "u2"}]}}"#,
                #"{"file": "text.pom", "value": {"modelVersion": "4.0.0", "groupId": "\n    org.example\n  ", "artifactId": "demo", "version": "1.0<&>-A©<>&\"'tail", "packaging": "", "name": "", "url": "\tindented bold and italic ", "parent": {"groupId": "p", "artifactId": null, "version": "2", "relativePath": null}, "properties": {}, "dependencies": [], "dependencyManagement": {"dependencies": []}, "modules": [], "plugins": [], "relocation": {"groupId": null, "artifactId": null, "version": "second", "message": null}, "licenses": []}}"#,
                #"{"file": "empty.pom", "value": {"modelVersion": null, "groupId": "plain", "artifactId": null, "version": null, "packaging": null, "name": null, "url": null, "parent": null, "properties": null, "dependencies": [], "dependencyManagement": null, "modules": [], "plugins": [], "relocation": null, "licenses": []}}"#,
            ])
        let expected = try runProgram(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", Self.reference] + files, in: directory)
        #expect(expected.status == 0)
        let reference = Self.lines(expected.output)
        try #require(reference.count == lines.count)
        for (line, reference) in zip(lines, reference) {
            #expect(try Self.canonical(line) == Self.canonical(reference))
        }
    }

    @Test func aFileThatCannotBeReadIsAnErrorLineWithTheWholeMessage() throws {
        let directory = try Self.directory([
            "other.pom": #"<project xmlns="urn:other"><groupId>g</groupId></project>"#,
            "malformed.pom": "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n<groupId>g</groupId>\n</projet>",
            "settings.pom": #"<settings xmlns="http://maven.apache.org/POM/4.0.0"><project/></settings>"#,
            "entity.pom": "<!DOCTYPE project [<!ENTITY v \"1.0\">]>\n<project><version>&v;</version></project>",
            "good.pom": "<project><groupId>g</groupId></project>",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.pom").path
        let summary = try Self.summary(
            ["other.pom", "malformed.pom", "settings.pom", "entity.pom", missing, "good.pom"], in: directory)
        #expect(summary.status == 1)
        #expect(summary.error == "")
        #expect(
            Self.lines(summary.output) == [
                #"{"file": "other.pom", "error": "line 1, column 27: the root element <project> is in the namespace \"urn:other\", not in the namespace \"http://maven.apache.org/POM/4.0.0\" or no namespace; to read it, describe Project (and the models it holds) with ParsingDescription<Project>(namespace: .orNone(\"http://maven.apache.org/POM/4.0.0\", \"urn:other\")) at /project"}"#,
                #"{"file": "malformed.pom", "error": "line 3, column 10: the end tag does not match the open element <project> at /project"}"#,
                #"{"file": "settings.pom", "error": "line 1, column 52: the root element is <settings>; expected <project> or <{http://maven.apache.org/POM/4.0.0}project> at /settings"}"#,
                // Entity declarations are refused, as everywhere in the library (ElementTree expands them).
                #"{"file": "entity.pom", "error": "line 1, column 20: the document declares the entity \"v\" in its DTD; entity declarations are refused because expanding them can exhaust memory and time (ReadingOptions(dtd: .internalEntities) expands internal ones within limits)"}"#,
                #"{"file": "\#(missing)", "error": "cannot open \#(missing): No such file or directory"}"#,
                #"{"file": "good.pom", "value": {"modelVersion": null, "groupId": "g", "artifactId": null, "version": null, "packaging": null, "name": null, "url": null, "parent": null, "properties": null, "dependencies": [], "dependencyManagement": null, "modules": [], "plugins": [], "relocation": null, "licenses": []}}"#,
            ])
    }

    @Test func exitsWith0WhenEveryFileReads1OtherwiseAnd2WithoutAFile() throws {
        let directory = try Self.directory(["a.pom": "<project/>", "b.pom": "<project>"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = try Self.summary(["a.pom", "a.pom"], in: directory)
        #expect(good.status == 0)
        #expect(good.error == "")
        let line =
            #"{"file": "a.pom", "value": {"modelVersion": null, "groupId": null, "artifactId": null, "version": null, "packaging": null, "name": null, "url": null, "parent": null, "properties": null, "dependencies": [], "dependencyManagement": null, "modules": [], "plugins": [], "relocation": null, "licenses": []}}"#
        #expect(good.output == line + "\n" + line + "\n")

        let bad = try Self.summary(["b.pom", "a.pom"], in: directory)
        #expect(bad.status == 1)
        #expect(
            bad.output
                == #"{"file": "b.pom", "error": "line 1, column 10: the document ends before <project> is closed at /project"}"#
                + "\n" + line + "\n")

        let usage = try Self.summary([])
        #expect(usage.status == 2)
        #expect(usage.output == "")
        #expect(usage.error == "usage: pom-summary FILE…\n")
    }
}
