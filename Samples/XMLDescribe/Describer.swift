import XMLSchema

/// The command line of `xml-describe` and what it does with it.
///
/// ```swift
/// let options = try DescribeOptions(arguments: ["--type-name", "Feed", "a.xml", "b.xml"])
/// print(try Describer.describe(options))      // the Swift source
/// ```
struct DescribeOptions: Equatable {
    /// `--root NAME`: the element to describe, found at any depth of each sample (the first one
    /// in document order); `NAME` is a local name (`entry`) or a prefixed name as the samples
    /// write it (`atom:entry`). Without it, the samples' root element.
    var root: String?
    /// `--type-name NAME`: the Swift type of the root element (else its name in UpperCamel).
    var typeName: String?
    /// `--roundtrip-main`: adds top-level code that reads a file and writes it back.
    var roundTripMain = false
    var files: [String] = []

    static let usage = "usage: xml-describe [--root NAME] [--type-name NAME] [--roundtrip-main] FILE…\n"

    /// A usage error: the message for stderr, with the usage after it.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init(root: String? = nil, typeName: String? = nil, roundTripMain: Bool = false, files: [String] = []) {
        self.root = root
        self.typeName = typeName
        self.roundTripMain = roundTripMain
        self.files = files
    }

    init(arguments: [String]) throws(UsageError) {
        var arguments = arguments[...]
        var optionsEnded = false
        while let argument = arguments.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                files.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument == "--roundtrip-main" {
                roundTripMain = true
            } else if argument == "--root" || argument == "--type-name" {
                guard let value = arguments.popFirst(), !value.isEmpty else {
                    throw UsageError(description: "xml-describe: \(argument) needs a NAME")
                }
                if argument == "--root" {
                    root = value
                } else {
                    guard Self.isIdentifier(value), !SwiftNames.reservedTypeNames.contains(value) else {
                        throw UsageError(
                            description:
                                "xml-describe: --type-name \(value) is not a Swift type name this file can declare")
                    }
                    typeName = value
                }
            } else {
                throw UsageError(description: "xml-describe: unknown option \(argument)")
            }
        }
        if files.isEmpty { throw UsageError(description: "xml-describe: no FILE given") }
    }

    /// A letter or `_`, then letters, digits and `_`; no keyword.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !SwiftNames.keywords.contains(name)
    }
}

/// Reads the samples, infers their structure and writes the Swift source.
enum Describer {
    static func describe(_ options: DescribeOptions) throws -> String {
        try describeWithNotes(options).source
    }

    /// The source for the files `options` names, and notes for stderr.
    static func describeWithNotes(_ options: DescribeOptions) throws -> (source: String, notes: [String]) {
        let documents = try options.files.map { try SampleReader.readDocument(contentsOf: $0) }
        return try describeWithNotes(
            documents.map(\.root), files: options.files, options: options,
            declaresEntities: documents.contains { $0.declaresEntities })
    }

    /// The source for parsed samples (`files` names them in messages).
    static func describe(_ documents: [SampleElement], files: [String], options: DescribeOptions) throws -> String {
        try describeWithNotes(documents, files: files, options: options).source
    }

    /// The source, and notes on what the models cannot keep exactly (for stderr).
    static func describeWithNotes(
        _ documents: [SampleElement], files: [String], options: DescribeOptions, declaresEntities: Bool = false
    ) throws -> (source: String, notes: [String]) {
        var roots: [SampleElement] = []
        for (document, file) in zip(documents, files) {
            if let wanted = options.root {
                guard let found = document.first(where: { matches($0, wanted) }) else {
                    throw SampleError(description: "\(file): no element <\(wanted)>")
                }
                roots.append(found)
            } else {
                roots.append(document)
            }
        }
        // Roots in several namespaces, or in one and in none (KML 2.2 and 2.1; old Maven POMs have
        // no xmlns): one format, whose descriptions read each and record which one a document used.
        let versions = NamespaceVersions.merging(roots)
        if let other = zip(roots, files).first(where: { $0.0.name != roots[0].name }) {
            throw SampleError(
                description: "\(other.1): the element <\(other.0.name)> is not <\(roots[0].name)> of \(files[0])"
                    + (other.0.name.localName == roots[0].name.localName ? " (another namespace)" : "")
                    + "; describe one format at a time, or pick an element with --root")
        }
        var plan = ModelPlan(schema: SampleSchema(roots: roots), rootTypeName: options.typeName)
        if let versions {
            plan.record(versions)
            plan.notes.append(versions.note(root: roots[0].name.localName))
        }
        let emitter = SwiftEmitter(
            plan: plan, sampleCount: roots.count, roundTripMain: options.roundTripMain,
            expandsEntities: declaresEntities)
        return (emitter.source, plan.notes)
    }

    /// Whether `name` is what `--root` names: its local name, or its prefixed name as written.
    static func matches(_ name: QualifiedName, _ wanted: String) -> Bool {
        wanted.contains(":") ? name.description == wanted : name.localName == wanted
    }
}
