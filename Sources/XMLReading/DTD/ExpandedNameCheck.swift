/// The namespace checks the parser cannot make when the internal subset changes a namespace
/// declaration: an `<!ATTLIST>` that gives `xmlns:p` a type other than `CDATA`, whose value the
/// reader normalizes (XML 1.0 §3.3.3) after the parser has read it as written.
///
/// ```xml
/// <!DOCTYPE foo [ <!ATTLIST foo xmlns:b NMTOKEN #IMPLIED> ]>
/// <foo xmlns:a="urn:xyzzy" xmlns:b=" urn:xyzzy "><bar a:attr="1" b:attr="2"/></foo>
/// ```
///
/// The parser, which reads the value as written, sees two namespaces; once normalized, `b` names
/// `urn:xyzzy` as `a` does, so `<bar>` has two attributes named `attr` in `urn:xyzzy`, which
/// Namespaces in XML 1.0 §6.3 ("Attributes Unique") forbids. Only documents whose subset declares
/// such an attribute pay for the check: the reader then keeps every `xmlns:p` binding itself, of
/// every element, read or not.
struct ExpandedNameCheck {
    /// The `xmlns:p` bindings in scope, innermost last, with the depth of the element declaring them.
    private var bindings: [(prefix: Substring, uri: String, depth: Int)] = []

    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

    /// Records the bindings of the element at `depth` (its attributes as the reader reads them,
    /// `written` as the parser read them) and says what is wrong with its namespaces, if anything:
    /// a declaration normalized into one the parser would have refused, or two attributes of the
    /// same expanded name.
    mutating func problem(in attributes: [String: String], written: [String: String], depth: Int) -> String? {
        while let last = bindings.last, last.depth >= depth { bindings.removeLast() }
        var prefixed: [(name: String, prefix: Substring, localName: Substring)] = []
        for (name, value) in attributes {
            guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let prefix = name[..<colon]
            let localName = name[name.index(after: colon)...]
            guard prefix == "xmlns" else {
                prefixed.append((name, prefix, localName))
                continue
            }
            bindings.append((localName, value, depth))
            // A declaration the parser read as written has passed its checks.
            guard written[name] != value else { continue }
            if value.isEmpty {
                return
                    "the namespace declaration \"\(name)\" is empty once its declared type normalizes it; XML 1.0 documents cannot undeclare a prefix"
            }
            let misusesReserved =
                localName == "xml"
                ? value != Self.xmlNamespace
                : localName == "xmlns" || value == Self.xmlNamespace || value == Self.xmlnsNamespace
            if misusesReserved {
                return
                    "the namespace declaration \"\(name)\" binds \"\(value)\"; only xml may name \(Self.xmlNamespace), and neither xmlns nor \(Self.xmlnsNamespace) may be declared"
            }
        }
        guard prefixed.count > 1 else { return nil }
        // Sorted, so that the message names the same two attributes on every run.
        prefixed.sort { $0.name < $1.name }
        for (index, first) in prefixed.enumerated() {
            for second in prefixed[(index + 1)...] where second.localName == first.localName {
                guard let namespace = uri(forPrefix: first.prefix), namespace == uri(forPrefix: second.prefix)
                else { continue }
                return
                    "the attributes \"\(first.name)\" and \"\(second.name)\" have the same expanded name, \"\(first.localName)\" in the namespace \"\(namespace)\", once the declared types of the namespace declarations normalize their values (XML 1.0 §3.3.3); an element's attributes must differ in name or namespace"
            }
        }
        return nil
    }

    private func uri(forPrefix prefix: Substring) -> String? {
        if prefix == "xml" { return Self.xmlNamespace }
        return bindings.last(where: { $0.prefix == prefix })?.uri
    }
}
