/// Makes an element transparent: `Skip("group")` reads the children of `<group>` as if they stood
/// in the enclosing element.
///
/// ```swift
/// // <book><details><pages>412</pages></details></book>
/// Skip("details")
/// Element("pages", \.pages)     // 412, although <pages> is inside <details>
/// ```
///
/// A skipped element's own attributes and text are not read. The same name may not also be bound
/// by another entry of the description.
public struct Skip: Sendable {
    @usableFromInline let name: XMLName

    /// Makes the element `name` transparent.
    ///
    /// `Skip("details")`
    public init(_ name: XMLName) {
        self.name = name
    }
}
