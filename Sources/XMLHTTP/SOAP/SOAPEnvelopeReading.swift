import XMLReading

/// A response envelope as the first reading pass sees it: its name (which version), the header
/// entries, and the body's fault, if it has one. The body's other content is skipped here and
/// read as the response model in a second pass, so that its errors have the document's own
/// lines and paths.
struct SOAPEnvelopeShell: XMLReadable {
    var name = XMLName("Envelope")
    var header11: SOAPHeaderShell?
    var body11: SOAPBodyShell?
    var header12: SOAPHeaderShell?
    var body12: SOAPBodyShell?

    static let parsingDescription = ParsingDescription<Self> {
        ElementName(\.name)
        Element(XMLName("Header", namespace: SOAPVersion.soap11.envelopeNamespace), \.header11)
        Element(XMLName("Body", namespace: SOAPVersion.soap11.envelopeNamespace), \.body11)
        Element(XMLName("Header", namespace: SOAPVersion.soap12.envelopeNamespace), \.header12)
        Element(XMLName("Body", namespace: SOAPVersion.soap12.envelopeNamespace), \.body12)
    }

    /// The header, in the envelope's version (an entry in the other version's namespace is
    /// not the envelope's header).
    var header: SOAPHeaderShell? { version == .soap11 ? header11 : header12 }
    /// The body, in the envelope's version.
    var body: SOAPBodyShell? { version == .soap11 ? body11 : body12 }

    /// The envelope's version, from its namespace.
    var version: SOAPVersion? {
        switch name.namespace {
        case SOAPVersion.soap11.envelopeNamespace: .soap11
        case SOAPVersion.soap12.envelopeNamespace: .soap12
        default: nil
        }
    }
}

/// The entries of a response's `Header`.
struct SOAPHeaderShell: XMLReadable {
    var entries: [AnyElement] = []

    static let parsingDescription = ParsingDescription<Self> {
        AnyElements(\.entries)
    }
}

/// A response's `Body`: its fault, in either version's shape; everything else is skipped.
struct SOAPBodyShell: XMLReadable {
    var fault11: SOAP11Fault?
    var fault12: SOAP12Fault?

    static let parsingDescription = ParsingDescription<Self> {
        Element(XMLName("Fault", namespace: SOAPVersion.soap11.envelopeNamespace), \.fault11)
        Element(XMLName("Fault", namespace: SOAPVersion.soap12.envelopeNamespace), \.fault12)
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
