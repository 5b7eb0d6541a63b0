import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element or attribute name with its namespace and the prefix a sample wrote it with.
///
/// `<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/">` is
/// `QualifiedName(namespace: "http://purl.org/dc/elements/1.1/", localName: "creator", prefix: "dc")`.
struct QualifiedName: Hashable, Comparable, CustomStringConvertible {
    /// The namespace URI, `""` for none.
    var namespace: String
    var localName: String
    /// Not part of the identity: two samples may use different prefixes for one namespace.
    var prefix: String

    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    static func == (left: QualifiedName, right: QualifiedName) -> Bool {
        left.namespace == right.namespace && left.localName == right.localName
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(namespace)
        hasher.combine(localName)
    }

    static func < (left: QualifiedName, right: QualifiedName) -> Bool {
        (left.prefix, left.localName, left.namespace) < (right.prefix, right.localName, right.namespace)
    }

    /// As written: `dc:creator`, `title`.
    var description: String { prefix.isEmpty ? localName : "\(prefix):\(localName)" }
}

/// One element of a sample document: its name, attributes, and content in document order.
final class SampleElement {
    enum Content {
        case text(String)
        case element(SampleElement)
    }

    var name: QualifiedName
    let attributes: [(name: QualifiedName, value: String)]
    var content: [Content] = []

    init(name: QualifiedName, attributes: [(name: QualifiedName, value: String)]) {
        self.name = name
        self.attributes = attributes
    }

    var children: [SampleElement] {
        content.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// All the text directly inside (not the children's), concatenated.
    var ownText: String {
        content.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }

    /// Whether text other than whitespace stands directly inside.
    var hasOwnText: Bool {
        ownText.contains { !$0.isWhitespace }
    }

    /// Puts this element and every element below it that is in the namespace `old` (`""`: none)
    /// into `namespace` (an old Maven POM without `xmlns`, or a KML 2.1 file, described with newer
    /// ones in the namespace they use).
    func moveElements(from old: String, into namespace: String) {
        if name.namespace == old { name.namespace = namespace }
        for child in children { child.moveElements(from: old, into: namespace) }
    }

    /// The first element named `name` here or below, in document order.
    func first(where matches: (QualifiedName) -> Bool) -> SampleElement? {
        if matches(name) { return self }
        for child in children {
            if let found = child.first(where: matches) { return found }
        }
        return nil
    }
}

/// A sample document that could not be read: the file and the parser's message.
struct SampleError: Error, CustomStringConvertible {
    var description: String
}

/// Reads a sample document into a tree with Foundation's `XMLParser`, resolving namespace
/// prefixes itself (from the `xmlns` attributes), so that every name has its URI and its prefix.
enum SampleReader {
    static func read(contentsOf path: String) throws -> SampleElement {
        try readDocument(contentsOf: path).root
    }

    /// The root element, and whether the document declares entities in its DTD (which
    /// XMLReading expands only when asked to: `ReadingOptions(dtd: .internalEntities)`).
    static func readDocument(contentsOf path: String) throws -> (root: SampleElement, declaresEntities: Bool) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SampleError(description: "\(path): cannot open the file")
        }
        return (try read(data, file: path), data.range(of: Data("<!ENTITY".utf8)) != nil)
    }

    static func read(_ data: Data, file: String = "<data>") throws -> SampleElement {
        let parser = XMLParser(data: withoutAttributeListDeclarations(data))
        let builder = TreeBuilder()
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let failure = builder.failure {
            throw SampleError(description: "\(file): \(failure)")
        }
        guard parsed, let root = builder.root, builder.open.isEmpty else {
            let message = parser.parserError.map { "line \(parser.lineNumber): \($0.localizedDescription)" }
            throw SampleError(
                description: "\(file): not a well-formed XML document" + (message.map { " (\($0))" } ?? ""))
        }
        return root
    }
}

extension SampleReader {
    /// The document without the DTD declarations that Foundation's parser on Linux crashes on:
    /// `<!ATTLIST …>` with an `#IMPLIED` default, `<!NOTATION …>`, and unparsed entities
    /// (`<!ENTITY e SYSTEM "x.gif" NDATA gif>`). Attribute defaults and normalization a DTD
    /// declares are not seen, then. Documents that are not UTF-8 are left as they are.
    static func withoutAttributeListDeclarations(_ data: Data) -> Data {
        guard ["<!ATTLIST", "<!NOTATION", "NDATA"].contains(where: { data.range(of: Data($0.utf8)) != nil }),
            let text = String(data: data, encoding: .utf8)
        else {
            return data
        }
        let part = #"(?:[^>"']|"[^"]*"|'[^']*')*"#
        var result = text
        for declaration in ["<!ATTLIST\(part)>", "<!NOTATION\(part)>", "<!ENTITY\(part)\\bNDATA\\b\(part)>"] {
            result = result.replacingOccurrences(of: declaration, with: "", options: .regularExpression)
        }
        return Data(result.utf8)
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: SampleElement?
    var open: [SampleElement] = []
    /// The prefix bindings in scope, innermost last; each element pushes one (maybe empty) frame.
    var scopes: [[String: String]] = [["xml": QualifiedName.xmlNamespace]]
    var failure: String?

    func resolve(_ qualified: String, isAttribute: Bool) -> QualifiedName? {
        let parts = qualified.split(separator: ":", maxSplits: 1).map(String.init)
        let (prefix, local) = parts.count == 2 ? (parts[0], parts[1]) : ("", qualified)
        if prefix.isEmpty && isAttribute { return QualifiedName(namespace: "", localName: local, prefix: "") }
        for scope in scopes.reversed() {
            if let uri = scope[prefix] { return QualifiedName(namespace: uri, localName: local, prefix: prefix) }
        }
        if prefix.isEmpty { return QualifiedName(namespace: "", localName: local, prefix: "") }
        return nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        guard failure == nil else { return }
        var scope: [String: String] = [:]
        for (name, value) in attributes {
            if name == "xmlns" {
                scope[""] = value
            } else if name.hasPrefix("xmlns:") {
                scope[String(name.dropFirst(6))] = value
            }
        }
        scopes.append(scope)
        guard let name = resolve(qualifiedName ?? elementName, isAttribute: false) else {
            failure = "line \(parser.lineNumber): the prefix of <\(qualifiedName ?? elementName)> is not declared"
            parser.abortParsing()
            return
        }
        var resolved: [(name: QualifiedName, value: String)] = []
        for (key, value) in attributes where key != "xmlns" && !key.hasPrefix("xmlns:") {
            guard let attribute = resolve(key, isAttribute: true) else {
                failure = "line \(parser.lineNumber): the prefix of the attribute \(key) is not declared"
                parser.abortParsing()
                return
            }
            resolved.append((attribute, value))
        }
        resolved.sort { $0.name < $1.name }
        let element = SampleElement(name: name, attributes: resolved)
        if let parent = open.last {
            parent.content.append(.element(element))
        } else if root == nil {
            root = element
        }
        open.append(element)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        guard failure == nil else { return }
        open.removeLast()
        scopes.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        append(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        append(String(decoding: CDATABlock, as: UTF8.self))
    }

    func append(_ text: String) {
        guard failure == nil, let element = open.last else { return }
        if case .text(let previous) = element.content.last {
            element.content[element.content.count - 1] = .text(previous + text)
        } else {
            element.content.append(.text(text))
        }
    }
}
