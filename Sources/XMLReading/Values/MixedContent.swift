/// One piece of an element's mixed content, read by ``Mixed``: a run of text, or a child element
/// read through a ``Case`` (or kept whole as an ``AnyElement``).
///
/// ```swift
/// // <target state="translated">Hallo, <g id="1">Welt</g>!</target>
/// [.text("Hallo, "), .element(Inline.g(G(id: "1", text: "Welt"))), .text("!")]
/// ```
///
/// Adjacent text is one piece, whether it came from plain text, entity references or CDATA
/// sections; comments and processing instructions are not content, so the text around them is
/// one piece too. Whitespace between elements is text like any other.
public enum MixedContent<Inline> {
    /// A run of text, entities and character references decoded.
    ///
    /// `.text("Fish & chips")` for `Fish &amp; chips`.
    case text(String)
    /// A child element, as its ``Case`` reads it.
    ///
    /// `.element(Inline.g(G(id: "1", text: "Welt")))` for `<g id="1">Welt</g>`.
    case element(Inline)
}

extension MixedContent: Sendable where Inline: Sendable {}
extension MixedContent: Equatable where Inline: Equatable {}
extension MixedContent: Hashable where Inline: Hashable {}
