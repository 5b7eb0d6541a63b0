extension CanonicalXMLFilter {
    /// The rules of Canonical XML 2.0 as Python's `C14NWriterTarget` applies them with its
    /// defaults, event by event.
    ///
    /// Namespaces: a start tag declares what its name and its attributes' names use that is not
    /// declared by an ancestor's canonical tag already; the prefix is the one the nearest
    /// canonical declaration gives the URI, else the one the nearest declaration of the input
    /// gives it (so `<a:x xmlns:a="u"><b:y xmlns:b="u"/></a:x>` becomes
    /// `<a:x xmlns:a="u"><a:y></a:y></a:x>`, and declarations nothing uses disappear).
    struct Form {
        typealias Binding = (uri: String, prefix: String)

        /// The declarations of the input, as Python keeps them: an element's declarations join the
        /// list its parent's start tag opened (so they stay there for its later siblings too), and
        /// a list is searched in order, the innermost list first.
        private var inputScopes: [[Binding]] = [[]]
        /// The declarations written, innermost element last; the `xml` prefix is always bound.
        private var outputScopes: [[Binding]] = [[("http://www.w3.org/XML/1998/namespace", "xml")]]
        /// The qualified names of the open elements as written, for their end tags.
        private var openNames: [String] = []
        /// The open elements' path components and their children's counts, for errors.
        private var pathComponents: [String] = []
        private var childCounts: [[String: Int]] = [[:]]
        private(set) var rootDone = false

        var path: String { pathComponents.map { "/" + $0 }.joined() }

        mutating func start(
            uri: String, localName: String, prefix: String?, declared: [(prefix: String, uri: String)],
            attributes: [(uri: String, localName: String, value: String)], into output: inout [UInt8]
        ) {
            inputScopes[inputScopes.count - 1] += declared.map { ($0.uri, $0.prefix) }
            outputScopes.append([])
            // Names resolved in the order of their namespace URI, then local name (in which new
            // declarations are made), as `{uri}local` and `local` sort split at the `}`.
            var names: [(uri: String, localName: String)] = [(uri, localName)]
            for attribute in attributes where !names.contains(where: { $0 == (attribute.uri, attribute.localName) }) {
                names.append((attribute.uri, attribute.localName))
            }
            names.sort { Self.resolutionKey($0).lexicographicallyPrecedes(Self.resolutionKey($1), by: Self.precedes) }
            var qualified: [String: String] = [:]
            for name in names {
                qualified[Self.clark(name.uri, name.localName)] = resolve(name.uri, name.localName)
            }
            let tag = qualified[Self.clark(uri, localName)]!
            output.append(UInt8(ascii: "<"))
            output.append(contentsOf: tag.utf8)
            let declarations = outputScopes[outputScopes.count - 1]
                .map { (name: $0.prefix.isEmpty ? "xmlns" : "xmlns:" + $0.prefix, value: $0.uri) }
                .sorted { Self.precedes($0.name, $1.name) || ($0.name == $1.name && Self.precedes($0.value, $1.value)) }
            for declaration in declarations { Self.append(attribute: declaration.name, declaration.value, to: &output) }
            let sorted = attributes.map { (key: Self.clark($0.uri, $0.localName), attribute: $0) }
                .sorted { Self.precedes($0.key, $1.key) }
            for (key, attribute) in sorted {
                // An attribute in no namespace is never prefixed.
                let name = attribute.uri.isEmpty ? attribute.localName : qualified[key]!
                Self.append(attribute: name, attribute.value, to: &output)
            }
            output.append(UInt8(ascii: ">"))
            let component = prefix.map { $0 + ":" + localName } ?? localName
            let count = (childCounts[childCounts.count - 1][component] ?? 0) + 1
            childCounts[childCounts.count - 1][component] = count
            pathComponents.append(count > 1 ? "\(component)[\(count)]" : component)
            childCounts.append([:])
            openNames.append(tag)
            inputScopes.append([])
        }

        mutating func end(into output: inout [UInt8]) {
            output.append(contentsOf: [UInt8(ascii: "<"), UInt8(ascii: "/")])
            output.append(contentsOf: openNames.removeLast().utf8)
            output.append(UInt8(ascii: ">"))
            outputScopes.removeLast()
            inputScopes.removeLast()
            pathComponents.removeLast()
            childCounts.removeLast()
            if openNames.isEmpty { rootDone = true }
        }

        /// Text (CDATA sections included) inside the root: `& < >` and carriage returns escaped.
        func text(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
            guard !openNames.isEmpty else { return }
            Self.escape(bytes, inAttribute: false, to: &output)
        }

        /// `<?target data?>`, after a line break once the root is done, followed by one before it.
        func processingInstruction(_ target: String, _ data: String, into output: inout [UInt8]) {
            if rootDone { output.append(0x0A) }
            output.append(contentsOf: "<?".utf8)
            output.append(contentsOf: target.utf8)
            if !data.isEmpty {
                output.append(0x20)
                var data = data
                data.withUTF8 { Self.escape($0, inAttribute: false, to: &output) }
            }
            output.append(contentsOf: "?>".utf8)
            if openNames.isEmpty && !rootDone { output.append(0x0A) }
        }

        /// The qualified name `uri`'s `localName` is written with, declaring its prefix on the
        /// element being started when no canonical declaration in scope gives one.
        private mutating func resolve(_ uri: String, _ localName: String) -> String {
            var seen: Set<String> = []
            for scope in outputScopes.reversed() {
                for binding in scope {
                    if binding.uri == uri && !seen.contains(binding.prefix) {
                        return binding.prefix.isEmpty ? localName : binding.prefix + ":" + localName
                    }
                    seen.insert(binding.prefix)
                }
            }
            // No default namespace written: a name in no namespace needs no prefix.
            if uri.isEmpty && !seen.contains("") { return localName }
            for scope in inputScopes.reversed() {
                for binding in scope where binding.uri == uri {
                    outputScopes[outputScopes.count - 1].append(binding)
                    return binding.prefix.isEmpty ? localName : binding.prefix + ":" + localName
                }
            }
            // A name in no namespace under a default namespace the input never undeclared (a
            // parser reports no such document).
            return localName
        }

        // MARK: Order and escaping

        static func clark(_ uri: String, _ localName: String) -> String {
            uri.isEmpty ? localName : "{" + uri + "}" + localName
        }

        /// `{uri}local` split at the first `}` (`["{uri", "local"]`), or `["local"]`.
        static func resolutionKey(_ name: (uri: String, localName: String)) -> [String] {
            name.uri.isEmpty ? [name.localName] : ["{" + name.uri, name.localName]
        }

        /// Code point order, as Python compares strings (UTF-8 bytes compare the same way).
        static func precedes(_ first: String, _ second: String) -> Bool {
            first.utf8.lexicographicallyPrecedes(second.utf8)
        }

        static func append(attribute name: String, _ value: String, to output: inout [UInt8]) {
            output.append(0x20)
            output.append(contentsOf: name.utf8)
            output.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
            var value = value
            value.withUTF8 { escape($0, inAttribute: true, to: &output) }
            output.append(UInt8(ascii: "\""))
        }

        /// Text: `&amp; &lt; &gt; &#xD;`; attribute values: `&amp; &lt; &quot; &#x9; &#xA; &#xD;`.
        static func escape(_ bytes: UnsafeBufferPointer<UInt8>, inAttribute: Bool, to output: inout [UInt8]) {
            var runStart = 0
            for index in 0..<bytes.count {
                let replacement: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">") where !inAttribute: replacement = "&gt;"
                case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
                case 0x09 where inAttribute: replacement = "&#x9;"
                case 0x0A where inAttribute: replacement = "&#xA;"
                case 0x0D: replacement = "&#xD;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                replacement.withUTF8Buffer { output.append(contentsOf: $0) }
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
    }
}
