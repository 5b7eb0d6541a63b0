/// Re-serializes the events inside an ``XMLString`` element as well-formed XML.
///
/// It builds UTF-8 bytes and makes one `String` at the end: appending bytes costs a fraction of
/// appending many small strings, and the buffer's capacity is kept from one capture to the next.
struct InnerXMLWriter {
    private var bytes: [UInt8] = []
    private var startTagOpen = false

    /// The markup written since the last ``reset()``.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        startTagOpen = false
    }

    mutating func start(_ qualifiedName: String, attributes: TagAttributes, declarations: [(String, String)]) {
        closeStartTag()
        bytes.append(UInt8(ascii: "<"))
        Self.append(qualifiedName, to: &bytes)
        if declarations.isEmpty, attributes.count == 1, let (key, value) = attributes.first {
            appendAttribute(key, value)
        } else if !declarations.isEmpty || !attributes.isEmpty {
            // Namespace declarations first, by prefix, whether the element wrote them or the
            // capture added them; then the other attributes by name. Captured again after being
            // written, the markup is the same string.
            var namespaces = declarations.map { (key: $0.0.isEmpty ? "xmlns" : "xmlns:" + $0.0, value: $0.1) }
            var others: [(key: String, value: String)] = []
            for (key, value) in attributes {
                if key == "xmlns" || key.hasPrefix("xmlns:") {
                    namespaces.append((key, value))
                } else {
                    others.append((key, value))
                }
            }
            for (key, value) in namespaces.sorted(by: { $0.key < $1.key }) { appendAttribute(key, value) }
            for (key, value) in others.sorted(by: { $0.key < $1.key }) { appendAttribute(key, value) }
        }
        startTagOpen = true
    }

    private mutating func appendAttribute(_ key: String, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        Self.append(key, to: &bytes)
        Self.put("=\"", into: &bytes)
        XMLEscaping.append(value, to: &bytes, inAttribute: true)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func end(_ qualifiedName: String) {
        if startTagOpen {
            Self.put("/>", into: &bytes)
            startTagOpen = false
        } else {
            Self.put("</", into: &bytes)
            Self.append(qualifiedName, to: &bytes)
            bytes.append(UInt8(ascii: ">"))
        }
    }

    mutating func text(_ text: String) {
        closeStartTag()
        XMLEscaping.append(text, to: &bytes, inAttribute: false)
    }

    private mutating func closeStartTag() {
        if startTagOpen {
            bytes.append(UInt8(ascii: ">"))
            startTagOpen = false
        }
    }

    /// Appends a string's UTF-8 as it is (names, which need no escaping).
    @inline(__always)
    private static func append(_ string: String, to bytes: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    @inline(__always)
    private static func put(_ literal: StaticString, into bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
