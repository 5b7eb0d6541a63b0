/// The described name nearest to a name a description does not know, and the sentence that
/// points to it: shared by ``RejectUnknown``'s error and ``UnknownContentReport``.
///
/// The same local name in another namespace comes first (the usual reason a name is not found),
/// then the closest local name within a small edit distance (a misspelling), ties broken by the
/// order of the described names, so the answer never depends on hashing.
struct NearestName {
    /// The described name suggested.
    let name: XMLName
    /// `did you mean <name>?`, or the namespace sentence for the same local name elsewhere.
    let sentence: String

    /// The nearest of `described` to `found`, or `nil` when none is near.
    ///
    /// - Parameters:
    ///   - found: The name as found, its namespace resolved.
    ///   - written: How the document wrote it (`x:title`), for the namespace sentence.
    ///   - described: The names the description knows there, in a fixed order.
    ///   - isAttribute: Whether names are shown as `"id"` (attributes) or `<name>` (elements).
    ///   - advises: Whether the namespace sentence may suggest a qualified name to read it with.
    static func nearest(
        to found: XMLName, written: String, among described: [XMLName], isAttribute: Bool = false,
        advises: Bool = true
    ) -> NearestName? {
        if let same = described.first(where: { $0.localName == found.localName && $0.namespace != found.namespace }) {
            let miss = RootMatcher.NearMiss(
                name: found, qualifiedName: written, path: "", position: XMLPosition(line: 0, column: 0))
            return NearestName(name: same, sentence: miss.hint(for: described, advises: advises && !isAttribute))
        }
        let local = Array(found.localName)
        // One edit per three characters: `nmae` is near `name`, `z` is near nothing.
        let limit = local.count / 3
        if limit == 0 { return nil }
        var best: (name: XMLName, distance: Int)?
        for name in described where name != found {
            let distance = editDistance(local, Array(name.localName), limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (name, distance) }
        }
        guard let best else { return nil }
        let shown = isAttribute ? "\"\(best.name)\"" : "<\(best.name)>"
        return NearestName(name: best.name, sentence: "did you mean \(shown)?")
    }

    /// The optimal-string-alignment distance (an adjacent swap counts as one edit); any value
    /// above `limit` is returned as `limit + 1`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return min(previous[b.count], limit + 1)
    }
}
