/// A scalar that can say why it refuses a text: its reason is appended to the conversion error,
/// `cannot read "2023-13" as XMLDate for <lastmod>: month 13 is out of range (01…12) at /url/lastmod`.
///
/// Asked only after `init(xmlText:)` has returned `nil`, so reading a valid value costs nothing more.
@usableFromInline protocol XMLScalarRefusing {
    /// Why `text` is not a value of this type.
    static func refusal(of text: String) -> any Error
}

extension Optional: XMLScalarRefusing where Wrapped: XMLScalarRefusing {
    @usableFromInline static func refusal(of text: String) -> any Error { Wrapped.refusal(of: text) }
}

/// The refusal of `text` by `Value`, if its type explains refusals; never for blank text, which an
/// optional entry stores as `nil` when the format gives no value without an error.
@usableFromInline func explainedRefusal<Value>(of text: String, as type: Value.Type) -> (any Error)? {
    guard !text.isXMLWhitespace else { return nil }
    return (type as? any XMLScalarRefusing.Type)?.refusal(of: text)
}
