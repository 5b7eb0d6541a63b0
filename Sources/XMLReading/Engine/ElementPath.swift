/// The path of open elements, rendered as `/catalog/book[3]/details/pages` in diagnostics, where
/// `[n]` is an element's position among its same-named siblings.
///
/// Counting sibling positions costs more than anything else per element, and only an error ever
/// needs them. So when the input can be read again (a `String`, `Data` or a file), the reader keeps
/// just the names and, after a failure, ``PathLocator`` reads the document again up to the failing
/// event to find the positions. For an `InputStream`, which cannot be read twice, positions are
/// counted as the document is read (``countsSiblings``).
struct ElementPath {
    struct Entry {
        var name: String
        var position: Int
        var isItem: Bool
    }

    /// Where the reader was when something failed: enough to find the same place again.
    struct Snapshot {
        var entries: [Entry]
        /// Start tags seen so far, the failing one included.
        var starts: Int
        var depth: Int { entries.count }

        /// The path, with positions from a second read when there are any.
        func rendered(positions: [Int]?) -> String {
            var text = ""
            for (index, entry) in entries.enumerated() {
                text += "/" + entry.name
                let position = positions.map { index < $0.count ? $0[index] : 0 } ?? entry.position
                if position > 1 || (entry.isItem && position > 0) { text += "[\(position)]" }
            }
            return text
        }
    }

    private struct Sibling {
        var name: String
        var count: Int
    }

    let countsSiblings: Bool
    private var entries: [Entry] = []
    private(set) var starts = 0
    private var siblings: [Sibling] = []
    /// For each depth, where the children of the element at that depth start in `siblings`.
    private var childrenStart: [Int] = [0]
    /// Past this many distinct names under one parent, counts move to a dictionary.
    private static let linearLimit = 32
    private var wideCounts: [Int: [String: Int]] = [:]

    init(countsSiblings: Bool) {
        self.countsSiblings = countsSiblings
        entries.reserveCapacity(32)
        if countsSiblings {
            siblings.reserveCapacity(64)
            childrenStart.reserveCapacity(32)
        }
    }

    var depth: Int { entries.count }
    var last: String? { entries.last?.name }

    /// The name of the open element at `depth` (1: the root).
    func name(atDepth depth: Int) -> String { entries[depth - 1].name }
    var parentName: String? { entries.count >= 2 ? entries[entries.count - 2].name : nil }

    mutating func push(_ name: String) {
        starts += 1
        entries.append(Entry(name: name, position: countsSiblings ? count(name) : 0, isItem: false))
    }

    private mutating func count(_ name: String) -> Int {
        let level = entries.count
        let start = childrenStart[level]
        var position = 0
        var index = start
        while index < siblings.count {
            if siblings[index].name == name {
                siblings[index].count += 1
                position = siblings[index].count
                break
            }
            index += 1
        }
        if position == 0 {
            if siblings.count - start < Self.linearLimit {
                siblings.append(Sibling(name: name, count: 1))
                position = 1
            } else {
                wideCounts[level, default: [:]][name, default: 0] += 1
                position = wideCounts[level]![name]!
            }
        }
        childrenStart.append(siblings.count)
        return position
    }

    /// Marks the innermost element as an item of a collection, so its position is always written.
    mutating func markItem() {
        entries[entries.count - 1].isItem = true
    }

    mutating func pop() {
        if countsSiblings {
            let level = entries.count
            let start = childrenStart.removeLast()
            if siblings.count > start { siblings.removeLast(siblings.count - start) }
            if !wideCounts.isEmpty { wideCounts[level] = nil }
        }
        entries.removeLast()
    }

    var snapshot: Snapshot { Snapshot(entries: entries, starts: starts) }

    /// The positions of the open elements (meaningful when ``countsSiblings``).
    var positions: [Int] { entries.map(\.position) }

    /// The path as far as it is known now (positions only when ``countsSiblings``).
    var rendered: String { snapshot.rendered(positions: nil) }
}
