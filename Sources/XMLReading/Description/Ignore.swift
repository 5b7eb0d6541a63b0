/// Drops an element and everything inside it, unread: `Ignore("reviews")`.
///
/// Elements a description does not name are dropped the same way; `Ignore` says so explicitly,
/// and in ``XMLReader/objects(in:from:options:)-(_,String,_)`` (as the `.ignored` marker) it keeps
/// objects nested inside such elements from being read.
public struct Ignore: Sendable {
    @usableFromInline let name: XMLName

    /// Drops the element `name` with its whole subtree.
    public init(_ name: XMLName) {
        self.name = name
    }
}
