/// Drops an element and everything inside it, unread: `Ignore("reviews")`.
///
/// Elements a description does not name are dropped the same way; `Ignore` says so explicitly.
/// (For a whole document, the names given to ``XMLReader/objects(in:ignoring:from:options:)`` as
/// `ignoring:` keep objects nested inside such elements from being read.)
public struct Ignore: Sendable {
    @usableFromInline let name: XMLName

    /// Drops the element `name` with its whole subtree.
    ///
    /// `Ignore("reviews")`
    public init(_ name: XMLName) {
        self.name = name
    }
}
