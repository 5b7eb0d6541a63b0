/// The path of open elements, with each element's position among its same-named siblings,
/// rendered as `/catalog/book[3]/details/pages` in diagnostics.
///
/// Positions are counted for every element (an error can happen anywhere), so this is on the hot
/// path. The children seen so far of every open element live in one flat array, the children of
/// the innermost element last: a start tag searches only its siblings (element names are short and
/// a parent rarely has many distinct child names), an end tag truncates the array.
struct ElementPath {
    private struct Entry {
        var name: String
        var position: Int
        var isItem: Bool
    }

    private struct Sibling {
        var name: String
        var count: Int
    }

    private var entries: [Entry] = []
    private var siblings: [Sibling] = []
    /// For each depth, where the children of the element at that depth start in `siblings`.
    private var childrenStart: [Int] = [0]
    /// Past this many distinct names under one parent, counts move to a dictionary.
    private static let linearLimit = 32
    private var wideCounts: [Int: [String: Int]] = [:]

    init() {
        entries.reserveCapacity(32)
        siblings.reserveCapacity(64)
        childrenStart.reserveCapacity(32)
    }

    var depth: Int { entries.count }
    var last: String? { entries.last?.name }
    var parentName: String? { entries.count >= 2 ? entries[entries.count - 2].name : nil }

    mutating func push(_ name: String) {
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
        entries.append(Entry(name: name, position: position, isItem: false))
        childrenStart.append(siblings.count)
    }

    /// Marks the innermost element as an item of a collection, so its position is always written.
    mutating func markItem() {
        entries[entries.count - 1].isItem = true
    }

    mutating func pop() {
        let level = entries.count
        let start = childrenStart.removeLast()
        if siblings.count > start { siblings.removeLast(siblings.count - start) }
        if !wideCounts.isEmpty { wideCounts[level] = nil }
        entries.removeLast()
    }

    var rendered: String {
        var text = ""
        for entry in entries {
            text += "/" + entry.name
            if entry.position > 1 || entry.isItem { text += "[\(entry.position)]" }
        }
        return text
    }
}
