import XMLReading

/// One entry of a request's SOAP `Header`: a model written as an element, or an element built
/// by hand.
///
/// ```swift
/// struct Credentials: XMLReadable { var token = "" … }     // <auth:Credentials><auth:token>…
/// let entry = try SOAPHeaderEntry(Credentials(token: "t0k"), element: XMLName("Credentials", namespace: "urn:auth"),
///                             mustUnderstand: true)
/// let total = try await client.call(Add(a: 2, b: 3), element: add, headers: [entry], response: AddResponse.self,
///                                   responseElement: addResponse)
/// // <soap:Header><Credentials soap:mustUnderstand="1" xmlns="urn:auth">…</Credentials></soap:Header>
/// ```
public struct SOAPHeaderEntry: Sendable {
    /// The entry's XML, without a declaration.
    let xml: String
    /// Whether the receiver must understand the entry or fault (`mustUnderstand`): written as
    /// `soap:mustUnderstand="1"` (1.1) or `soap:mustUnderstand="true"` (1.2) on the entry.
    public var mustUnderstand: Bool

    /// The entry `model`, written as the element `element` with its description.
    ///
    /// `try SOAPHeaderEntry(Credentials(token: "t0k"), element: XMLName("Credentials", namespace: "urn:auth"))`
    /// Throws what `XMLWriter` throws for a model it cannot write.
    public init<Model: XMLReadable>(_ model: Model, element: XMLName, mustUnderstand: Bool = false) throws {
        xml = try XMLWriter(options: Self.fragment).string(model, element: element)
        self.mustUnderstand = mustUnderstand
    }

    /// The entry `element`, as built (or as kept from a response's header).
    ///
    /// `try SOAPHeaderEntry(AnyElement(XMLName("Trace", namespace: "urn:t"), content: [.text("42")]))`
    ///
    /// Throws what `XMLWriter` throws for an element it cannot write (a character XML forbids).
    public init(_ element: AnyElement, mustUnderstand: Bool = false) throws {
        var element = element
        if mustUnderstand {
            // An entry kept from a response has the attribute already: one is written, not two.
            element.attributes = element.attributes.filter { name, _ in
                !(name.localName == "mustUnderstand"
                    && (name.namespace == SOAPVersion.soap11.envelopeNamespace
                        || name.namespace == SOAPVersion.soap12.envelopeNamespace))
            }
        }
        xml = try XMLWriter(options: Self.fragment).string(element)
        self.mustUnderstand = mustUnderstand
    }

    /// How entries are written: on one line, without a declaration.
    static let fragment = WritingOptions(prettyPrinted: false, includesDeclaration: false)
}
