import Foundation
import TestSupport

/// One test of the W3C XML Conformance Test Suite (`xmlts20130923`), as its catalog lists it.
struct ConformanceCase: Sendable {
    /// The catalog's entity name in `xmlconf.xml` (`jclark-xmltest`, `ibm-not-wf`…): the suite.
    var suite: String
    var id: String
    /// `valid`, `invalid`, `not-wf` or `error`.
    var type: String
    /// The document, extracted.
    var file: URL
    /// The `TEST` element's attributes, as written.
    var attributes: [String: String]

    /// Whether a non-validating, namespace-aware XML 1.0 processor that reads no external entity is
    /// scored on this test (the suite's `testcases.dtd` says how to choose):
    /// - `TYPE` is `valid` or `invalid` (both must be accepted without validation) or `not-wf`
    ///   (must be refused); `error` tests need not be reported;
    /// - `ENTITIES` is `none` (its default): the test reads no external entity, so it is
    ///   standalone; `parameter`, `general` and `both` need entities the reader never loads;
    /// - XML 1.0: `RECOMMENDATION` is not `XML1.1` nor `NS1.1`, and `VERSION`, when present,
    ///   lists `1.0`;
    /// - the 5th edition: `EDITION`, when present, lists `5` (tests of editions 1 to 4 only
    ///   test rules the 5th edition changed);
    /// - `NAMESPACE` is not `no`: those documents use colons as the Namespaces spec forbids.
    ///
    /// 1,718 of the suite's 2,586 tests are chosen.
    var isScored: Bool {
        guard ["valid", "invalid", "not-wf"].contains(type) else { return false }
        guard (attributes["ENTITIES"] ?? "none") == "none" else { return false }
        guard !["XML1.1", "NS1.1"].contains(attributes["RECOMMENDATION"] ?? "XML1.0") else { return false }
        if let versions = attributes["VERSION"], !versions.split(separator: " ").contains("1.0") { return false }
        if let editions = attributes["EDITION"], !editions.split(separator: " ").contains("5") { return false }
        return attributes["NAMESPACE"] != "no"
    }

    /// Whether the suite requires the document to be read without error.
    var mustBeAccepted: Bool { type != "not-wf" }
}

/// The suite, extracted from the unmodified archive `xmlts20130923.zip` into a temporary directory
/// (once per test process; Python's `zipfile`, as `unzip` may be missing).
///
/// The archive is not part of this repository: it is read from `XMLREADING_CONFORMANCE_SUITE`
/// when that names a file, else from `../shared/conformance/xmlts20130923.zip` beside the
/// repository (where CI keeps it). Where neither exists, the suites that read it are skipped
/// with ``missingMessage``; `.ci/run` refuses to start without it.
enum ConformanceSuite {
    /// The environment variable that names the archive.
    static let environmentVariable = "XMLREADING_CONFORMANCE_SUITE"

    /// The repository's root: the nearest folder above this file that holds `Package.swift`.
    static let repositoryRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.pathComponents.count > 1
            && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// `../shared/conformance/xmlts20130923.zip` from the repository's root.
    static let sharedArchive = repositoryRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/xmlts20130923.zip")

    /// The path `XMLREADING_CONFORMANCE_SUITE` names, if it is set.
    static let environmentArchive = ProcessInfo.processInfo.environment[environmentVariable].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0)
    }

    /// The archive: the first of ``environmentArchive`` and ``sharedArchive`` that exists.
    static let archive: URL? = [environmentArchive, sharedArchive].compactMap { $0 }.first {
        FileManager.default.fileExists(atPath: $0.path)
    }

    /// Whether the archive was found; the suites that read it are skipped without it.
    static var isAvailable: Bool { archive != nil }

    /// Why the suites that read the archive are skipped, naming both places.
    static var missingMessage: String {
        let variable = "\(environmentVariable) (\(environmentArchive?.path ?? "not set"))"
        return
            "the W3C XML Conformance Test Suite is neither at \(variable) nor at \(sharedArchive.path): put xmlts20130923.zip at either place to run the conformance tests"
    }

    static let deviationsFile = repositoryRoot.appendingPathComponent("Tests/Conformance/deviations.txt")

    /// Every test the catalogs list, in catalog order; or why the suite could not be opened.
    static let cases: Result<[ConformanceCase], ConformanceSuiteError> = Result { () throws(ConformanceSuiteError) in
        guard let archive else { throw ConformanceSuiteError(description: missingMessage) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xmlts-\(UUID().uuidString)")
        do {
            _ = try Python.run(
                "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])",
                arguments: [archive.path, directory.path])
            return try catalogCases(in: directory.appendingPathComponent("xmlconf"))
        } catch {
            throw ConformanceSuiteError(description: "cannot open \(archive.path): \(error)")
        }
    }

    /// The tests of the catalogs `xmlconf.xml` names, each catalog an external entity
    /// (`<!ENTITY sun-valid SYSTEM "sun/sun-valid.xml">`), referenced in the order the suite
    /// lists them. A `URI` is relative to its catalog's directory.
    static func catalogCases(in root: URL) throws -> [ConformanceCase] {
        let main = try String(decoding: Data(contentsOf: root.appendingPathComponent("xmlconf.xml")), as: UTF8.self)
        var catalogs: [String: String] = [:]
        for declaration in main.components(separatedBy: "<!ENTITY").dropFirst() {
            let words = declaration.split(whereSeparator: \.isWhitespace)
            guard words.count >= 3, words[1] == "SYSTEM" else { continue }
            catalogs[String(words[0])] = String(words[2].split(separator: "\"")[0])
        }
        var cases: [ConformanceCase] = []
        let body = main.components(separatedBy: "<TESTSUITE")[1]
        for reference in body.components(separatedBy: "&").dropFirst() {
            let name = String(reference.prefix { $0 != ";" })
            guard let path = catalogs[name] else { throw ConformanceSuiteError(description: "no catalog \(name)") }
            let catalog = root.appendingPathComponent(path)
            let text = try String(decoding: Data(contentsOf: catalog), as: UTF8.self)
            for test in text.components(separatedBy: "<TEST").dropFirst() where test.first?.isWhitespace == true {
                let attributes = attributes(of: test.prefix { $0 != ">" })
                guard let id = attributes["ID"], let uri = attributes["URI"], let type = attributes["TYPE"] else {
                    throw ConformanceSuiteError(description: "a TEST without ID, URI or TYPE in \(path)")
                }
                cases.append(
                    ConformanceCase(
                        suite: name, id: id, type: type,
                        file: catalog.deletingLastPathComponent().appendingPathComponent(uri),
                        attributes: attributes))
            }
        }
        return cases
    }

    /// `NAME="value"` and `NAME='value'` pairs of a start tag's inside (the catalogs use no
    /// references in these attributes).
    static func attributes(of tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag[...]
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            let afterEquals = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
            let value = afterEquals.dropFirst().prefix { $0 != quote }
            result[name] = String(value)
            rest = afterEquals.dropFirst(value.count + 2)
        }
        return result
    }
}

struct ConformanceSuiteError: Error, CustomStringConvertible {
    var description: String
}
