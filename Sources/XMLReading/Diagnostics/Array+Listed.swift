extension Array where Element == String {
    /// The items as a message lists them: `<a>`, `<a> or <b>`, `<a>, <b> or <c>` (`conjunction`:
    /// `or`, `and`); `empty` when there is none.
    func listed(_ conjunction: String = "or", empty: String = "") -> String {
        guard let last else { return empty }
        return count == 1 ? last : dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
