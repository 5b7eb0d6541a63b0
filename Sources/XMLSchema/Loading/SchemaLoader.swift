import Foundation
import XMLReading

/// Reads schema documents and their whole `xs:include` / `xs:import` / `xs:redefine` closure.
///
/// Relative locations are resolved against the file that names them; absolute ones (and imports
/// without a location) through `mappings` (namespace URI or location → local file), as
/// `xml-schema --map URI=FILE` gives them. A file named twice is read once, so that circular
/// imports, which XML Schema allows, end.
///
/// ```swift
/// let set = try SchemaLoader(mappings: ["http://www.w3.org/2001/xml.xsd": URL(fileURLWithPath: "xml.xsd")])
///     .load([URL(fileURLWithPath: "xliff-core-1.2-transitional.xsd")])
/// ```
package struct SchemaLoader {
    package var mappings: [String: URL]

    package init(mappings: [String: URL] = [:]) {
        self.mappings = mappings
    }

    /// Reads the entry schemas and everything they reach.
    package func load(_ entries: [URL]) throws(SchemaError) -> SchemaSet {
        var set = SchemaSet()
        var seen: Set<String> = []
        var ownNamespaces: Set<String> = []
        // Files to read, each with the namespace a chameleon include gives it.
        var queue: [(url: URL, chameleonNamespace: String?, redefinitions: [GlobalComponent])] = entries.map {
            ($0.standardizedFileURL, nil, [])
        }
        var index = 0
        while index < queue.count {
            let (url, chameleon, redefinitions) = queue[index]
            index += 1
            let key = url.path + "\u{0}" + (chameleon ?? "")
            guard seen.insert(key).inserted else { continue }
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw SchemaError("\(url.path): cannot read the file: \(Self.reason(error))")
            }
            let document: SchemaDocument
            do {
                // Schemas declare entities in their DTD (xmldsig-core-schema.xsd); internal ones are expanded within limits.
                document = try XMLReader.rootObject(
                    ofType: SchemaDocument.self, element: SchemaDocument.element, from: data,
                    options: ReadingOptions(dtd: .internalEntities))
            } catch {
                throw SchemaError("\(url.path): not a schema document: \(error)")
            }
            // A document with a namespace of its own is read once, whoever includes it; only a
            // chameleon (no targetNamespace) is read again for each namespace that includes it.
            if document.targetNamespace != nil, !ownNamespaces.insert(url.path).inserted { continue }
            let namespace = document.targetNamespace ?? chameleon
            set.add(document, from: url, namespace: namespace, redefinitions: redefinitions)
            for reference in document.references {
                guard
                    let target = try resolve(
                        reference.schemaLocation, namespace: reference.namespace, from: url, data: data,
                        asker: reference.kind.localName)
                else {
                    continue
                }
                queue.append((target, reference.isImport ? nil : namespace, []))
            }
            for redefinition in document.redefinitions {
                guard
                    let target = try resolve(
                        redefinition.schemaLocation, namespace: nil, from: url, data: data, asker: "redefine")
                else {
                    continue
                }
                queue.append((target, namespace, redefinition.components))
            }
        }
        return set
    }

    /// The file a reference names; `nil` for an import without location that no mapping names
    /// (its namespace is then expected from another file).
    func resolve(_ location: String?, namespace: String?, from url: URL, data: Data, asker: String) throws(SchemaError)
        -> URL?
    {
        guard let location, !location.isEmpty else {
            if let namespace, let mapped = mappings[namespace] { return mapped.standardizedFileURL }
            return nil
        }
        if let mapped = mappings[location] { return mapped.standardizedFileURL }
        let place = Self.place(of: location, in: data)
        let here = "\(url.path):\(place.line):\(place.column)"
        if location.contains("://") || location.hasPrefix("urn:") {
            if let namespace, let mapped = mappings[namespace] { return mapped.standardizedFileURL }
            throw SchemaError(
                "\(here): xs:\(asker) asks for \(location), which is not a local file; give a copy with --map \(location)=FILE"
            )
        }
        let target = URL(fileURLWithPath: location, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
        guard FileManager.default.fileExists(atPath: target.path) else {
            throw SchemaError("\(here): xs:\(asker) asks for \(location): no such file (\(target.path))")
        }
        return target
    }

    /// The line and column (1-based) of the `schemaLocation` attribute that names `location`,
    /// found in the file's text (the vocabulary's models do not keep positions); 1:1 when the text
    /// has no such attribute (a location given by `namespace` alone).
    static func place(of location: String, in data: Data) -> (line: Int, column: Int) {
        let bytes = [UInt8](data)
        for quote in ["\"", "'"] {
            let needle = Array("schemaLocation=\(quote)\(location)\(quote)".utf8)
            guard needle.count <= bytes.count else { continue }
            var index = 0
            while index + needle.count <= bytes.count {
                if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle {
                    var line = 1, column = 1
                    for byte in bytes[..<index] {
                        if byte == 0x0A {
                            line += 1
                            column = 1
                        } else if byte & 0xC0 != 0x80 {
                            column += 1
                        }
                    }
                    return (line, column)
                }
                index += 1
            }
        }
        return (1, 1)
    }

    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let posix = error.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if error.domain == NSCocoaErrorDomain, error.code == NSFileReadNoSuchFileError { return "no such file" }
        return error.localizedDescription
    }
}
