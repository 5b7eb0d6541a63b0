/// A mode that cannot read the file (such as a peer refusing a document over 10 MB): reported as
/// "fails" in the table, not as a wrong result.
struct ModeFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
