/// Makes a child element that the description does not name an error, instead of ignoring it.
///
/// ```swift
/// static let parsingDescription = ParsingDescription<Point> {
///     RejectUnknown()
///     Element("x", \.x)
///     Element("y", \.y)
/// }
/// // <point><x>1</x><z>2</z></point> throws:
/// // line 1, column 18: unexpected element <z> in <point>; expected <x> or <y> at /point/z
/// ```
///
/// It applies to the children of the element being read and to the items of its ``Many``
/// containers; elements inside ignored or skipped content are unaffected. Use it for strict
/// formats (XML-RPC is one) where an unknown element means the document is not what you think.
public struct RejectUnknown: Sendable {
    /// Rejects unknown child elements.
    ///
    /// `RejectUnknown()`
    public init() {}
}
