/// A document type declaration that ``XMLWriter`` writes before the root element, such as the
/// one every property list starts with.
///
/// ```swift
/// let options = WritingOptions(documentType: .propertyList)
/// try XMLWriter(options: options).string(plist, element: "plist")
/// // <?xml version="1.0" encoding="UTF-8"?>
/// // <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
/// // <plist version="1.0">…
/// ```
///
/// Only the external identifiers are written, never an internal subset. The declared root name
/// must be the root element's name as written (a root in its description's namespace is written
/// without a prefix, `<urlset xmlns="…">`, so declare `"urlset"`; a root whose namespace has a
/// chosen prefix is written with it, `prefixes: ["soap": soapURI]` gives `soap:Envelope`; see
/// <doc:Namespaces>), or the write throws ``XMLReadingError/Code/notWritable``; a public identifier with a character XML forbids there,
/// or a system identifier with both kinds of quote, throws ``XMLReadingError/Code/forbiddenCharacter``.
public struct DocumentType: Sendable, Hashable {
    /// The name of the root element it declares.
    ///
    /// `DocumentType.propertyList.rootName == "plist"`
    public var rootName: String
    /// The public identifier, written with `PUBLIC` before the system identifier.
    ///
    /// `"-//Apple//DTD PLIST 1.0//EN"` for ``propertyList``.
    public var publicID: String?
    /// The system identifier (a URI), written with `SYSTEM` when there is no public identifier.
    ///
    /// `DocumentType("note", systemID: "note.dtd")` writes `<!DOCTYPE note SYSTEM "note.dtd">`.
    public var systemID: String?

    /// `<!DOCTYPE rootName>`
    public init(_ rootName: String) {
        self.rootName = rootName
    }

    /// `<!DOCTYPE rootName SYSTEM "systemID">`
    public init(_ rootName: String, systemID: String) {
        self.rootName = rootName
        self.systemID = systemID
    }

    /// `<!DOCTYPE rootName PUBLIC "publicID" "systemID">`
    public init(_ rootName: String, publicID: String, systemID: String) {
        self.rootName = rootName
        self.publicID = publicID
        self.systemID = systemID
    }

    /// The declaration of Apple's XML property lists, which `plistlib` and `PropertyListSerialization` write.
    ///
    /// `WritingOptions(documentType: .propertyList)`
    public static let propertyList = DocumentType(
        "plist", publicID: "-//Apple//DTD PLIST 1.0//EN", systemID: "http://www.apple.com/DTDs/PropertyList-1.0.dtd")

    /// The declaration's text, or the error that forbids it.
    func declaration(root: String) throws(XMLReadingError) -> String {
        guard rootName == root else {
            throw XMLReadingError(
                code: .notWritable,
                message:
                    "the document type declares the root element <\(rootName)>, but the root element written is <\(root)>"
            )
        }
        var text = "<!DOCTYPE \(rootName)"
        if let publicID {
            let allowed = Set("-'()+,./:=?;!*#@$_% \r\n".unicodeScalars)
            if let bad = publicID.unicodeScalars.first(where: {
                !(allowed.contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                    || ("0"..."9").contains($0))
            }) {
                throw XMLReadingError(
                    code: .forbiddenCharacter,
                    message:
                        "the public identifier \(publicID.debugDescription) holds \(bad.escaped(asASCII: true).debugDescription), which a public identifier cannot hold"
                )
            }
            text += " PUBLIC \"\(publicID)\""
        }
        if let systemID {
            let quote: Character = systemID.contains("\"") ? "'" : "\""
            if systemID.contains("\"") && systemID.contains("'") {
                throw XMLReadingError(
                    code: .forbiddenCharacter,
                    message:
                        "the system identifier \(systemID.debugDescription) holds both kinds of quote; XML can quote only one"
                )
            }
            text += (publicID == nil ? " SYSTEM " : " ") + "\(quote)\(systemID)\(quote)"
        }
        return text + ">"
    }
}
