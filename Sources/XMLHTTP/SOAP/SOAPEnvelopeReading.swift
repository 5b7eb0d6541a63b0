import XMLReading

/// A response envelope as the first reading pass sees it: its name (which version), its parts
/// in document order (to check the Header comes first and the Body once), the header entries,
/// the body's fault if it has one, and the names of the body's other entries. Those entries are
/// skipped here; the second pass reads the one asked for as the response model, so that its
/// errors have the document's own lines and paths.
struct SOAPEnvelopeShell: XMLReadable {
    var name = XMLName("Envelope")
    var parts: [SOAPEnvelopePart] = []

    static let parsingDescription = ParsingDescription<Self> {
        ElementName(\.name)
        Many(\.parts) {
            Case(
                XMLName("Header", namespace: SOAPVersion.soap11.envelopeNamespace), SOAPHeaderShell.self,
                SOAPEnvelopePart.header)
            Case(
                XMLName("Body", namespace: SOAPVersion.soap11.envelopeNamespace), SOAPBodyShell.self,
                SOAPEnvelopePart.body)
            Case(
                XMLName("Header", namespace: SOAPVersion.soap12.envelopeNamespace), SOAPHeaderShell.self,
                SOAPEnvelopePart.header)
            Case(
                XMLName("Body", namespace: SOAPVersion.soap12.envelopeNamespace), SOAPBodyShell.self,
                SOAPEnvelopePart.body)
        }
    }

    /// The envelope's version, from its namespace.
    var version: SOAPVersion? {
        switch name.namespace {
        case SOAPVersion.soap11.envelopeNamespace: .soap11
        case SOAPVersion.soap12.envelopeNamespace: .soap12
        default: nil
        }
    }

    /// The header and the body, after checking the envelope's structure (SOAP 1.1 §4, SOAP 1.2
    /// part 1 §5.1): at most one Header, first; exactly one Body; both in the envelope's namespace.
    /// Returns what is wrong otherwise.
    func structure() throws(SOAPStructureProblem) -> (header: SOAPHeaderShell?, body: SOAPBodyShell) {
        var header: SOAPHeaderShell?
        var body: SOAPBodyShell?
        let namespace = name.namespace
        for (index, part) in parts.enumerated() {
            switch part {
            case .header(let shell):
                guard shell.name.namespace == namespace else {
                    throw SOAPStructureProblem(description: "its Header is in another version's namespace")
                }
                guard index == 0 else { throw SOAPStructureProblem(description: "its Header is not its first child") }
                header = shell
            case .body(let shell):
                guard shell.name.namespace == namespace else {
                    throw SOAPStructureProblem(description: "its Body is in another version's namespace")
                }
                guard body == nil else { throw SOAPStructureProblem(description: "it has two Body elements") }
                body = shell
            }
        }
        guard let body else { throw SOAPStructureProblem(description: "it has no Body") }
        return (header, body)
    }
}

/// What is wrong with an envelope's structure: `its Header is not its first child`.
struct SOAPStructureProblem: Error, CustomStringConvertible {
    let description: String
}

/// A part of an envelope.
enum SOAPEnvelopePart: Sendable {
    case header(SOAPHeaderShell)
    case body(SOAPBodyShell)
}

/// The entries of a response's `Header`.
struct SOAPHeaderShell: XMLReadable, Sendable {
    var name = XMLName("Header")
    var entries: [AnyElement] = []

    static let parsingDescription = ParsingDescription<Self> {
        ElementName(\.name)
        AnyElements(\.entries)
    }

    /// The entries marked `mustUnderstand` (`1` or `true`) in the envelope's namespace.
    func mandatoryEntries(namespace: String?) -> [AnyElement] {
        entries.filter { entry in
            let value = entry.attributes[XMLName("mustUnderstand", namespace: namespace)]
            return value == "1" || value == "true"
        }
    }
}

/// A response's `Body`: its fault, in either version's shape, and its other entries' names.
struct SOAPBodyShell: XMLReadable, Sendable {
    var name = XMLName("Body")
    var fault11: SOAP11Fault?
    var fault12: SOAP12Fault?
    var entries: [String: [SOAPEntryName]] = [:]

    static let parsingDescription = ParsingDescription<Self> {
        ElementName(\.name)
        Element(XMLName("Fault", namespace: SOAPVersion.soap11.envelopeNamespace), \.fault11)
        Element(XMLName("Fault", namespace: SOAPVersion.soap12.envelopeNamespace), \.fault12)
        Keyed(\.entries)
    }

    /// The names of the entries other than a fault, sorted.
    var entryNames: [XMLName] {
        entries.values.flatMap { $0.map(\.name) }.sorted { $0.description < $1.description }
    }
}

/// A body entry's name, its content skipped.
struct SOAPEntryName: XMLReadable, Sendable {
    var name = XMLName("")

    static let parsingDescription = ParsingDescription<Self> {
        ElementName(\.name)
    }
}

/// A SOAP 1.1 fault: its children are in no namespace.
///
/// ```xml
/// <soap:Fault><faultcode>soap:Server</faultcode><faultstring>…</faultstring><faultactor>…</faultactor><detail>…</detail></soap:Fault>
/// ```
struct SOAP11Fault: XMLReadable {
    var code = ""
    var string = ""
    var actor: String?
    var detail: SOAPFaultDetail?

    static let parsingDescription = ParsingDescription<Self> {
        Element("faultcode", \.code)
        Element("faultstring", \.string)
        Element("faultactor", \.actor)
        Element("detail", \.detail)
    }
}

/// A SOAP 1.2 fault, all in the envelope's namespace.
///
/// ```xml
/// <env:Fault><env:Code><env:Value>env:Sender</env:Value><env:Subcode><env:Value>m:x</env:Value></env:Subcode></env:Code>
///   <env:Reason><env:Text xml:lang="en">…</env:Text></env:Reason><env:Node>…</env:Node><env:Role>…</env:Role><env:Detail>…</env:Detail></env:Fault>
/// ```
struct SOAP12Fault: XMLReadable {
    var code = SOAP12Code()
    var reasons: [SOAP12Text] = []
    var node: String?
    var role: String?
    var detail: SOAPFaultDetail?

    static let parsingDescription = ParsingDescription<Self>(
        namespace: DefaultNamespace(SOAPVersion.soap12.envelopeNamespace)
    ) {
        Element("Code", \.code)
        Many("Reason", \.reasons) { Item("Text", SOAP12Text.self) }
        Element("Node", \.node)
        Element("Role", \.role)
        Element("Detail", \.detail)
    }
}

/// A SOAP 1.2 `Code` or `Subcode`: a value and, nested, a more specific one.
struct SOAP12Code: XMLReadable {
    var value = ""
    var subcodes: [SOAP12Code] = []

    static let parsingDescription = ParsingDescription<Self>(
        namespace: DefaultNamespace(SOAPVersion.soap12.envelopeNamespace)
    ) {
        Element("Value", \.value)
        Many(\.subcodes) { Item("Subcode", SOAP12Code.self) }
    }

    /// The subcodes' values, outermost first.
    var subcodeValues: [String] { subcodes.flatMap { [$0.value] + $0.subcodeValues } }
}

/// One `Reason/Text`, in one language.
struct SOAP12Text: XMLReadable {
    var language: String?
    var text = ""

    static let parsingDescription = ParsingDescription<Self> {
        Attribute(XMLName("lang", namespace: "http://www.w3.org/XML/1998/namespace"), \.language)
        TextContent(\.text)
    }
}

/// A fault's `detail` (1.1) or `Detail` (1.2): the entries the service put there.
struct SOAPFaultDetail: XMLReadable {
    var entries: [AnyElement] = []

    static let parsingDescription = ParsingDescription<Self> {
        AnyElements(\.entries)
    }
}
