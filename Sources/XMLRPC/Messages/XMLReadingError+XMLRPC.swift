import XMLReading

extension XMLReadingError.Code {
    /// The XML is well-formed but not a valid XML-RPC message: a `<member>` without a `<name>`, a
    /// `<value>` with two type elements, a fault without an int `faultCode`…
    public static let invalidXMLRPC = XMLReadingError.Code("invalidXMLRPC")
    /// Typed decoding: a value has another type than the model's property expects
    /// (`error.code == .typeMismatch`): `params[0][1].title: expected a string, found int`.
    public static let typeMismatch = XMLReadingError.Code("typeMismatch")
    /// Typed decoding: a struct lacks a member the model requires (`error.code == .missingMember`):
    /// `params[0].postid: the struct has no member "postid", which Post requires`.
    public static let missingMember = XMLReadingError.Code("missingMember")
}
