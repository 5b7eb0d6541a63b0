/// The path of open elements, with each element's position among its same-named siblings,
/// rendered as `/catalog/book[3]/details/pages` in diagnostics.
///
/// Positions are counted for every element (an error can happen anywhere), so this is on the hot
/// path: siblings are counted in a short array searched linearly (element names are short and a
/// parent rarely has many distinct child names), with a dictionary only past 16 distinct names.
struct ElementPath {
    private struct Entry {
        var name: String
        var position: Int
        var isItem: Bool
    }

    private var entries: [Entry] = []
    private var counters: [SiblingCounter] = [SiblingCounter()]

    var depth: Int { entries.count }
    var last: String? { entries.last?.name }
    var parentName: String? { entries.count >= 2 ? entries[entries.count - 2].name : nil }

    mutating func push(_ name: String) {
        let level = entries.count
        let position = counters[level].count(name)
        entries.append(Entry(name: name, position: position, isItem: false))
        if counters.count == level + 1 {
            counters.append(SiblingCounter())
        } else {
            counters[level + 1].reset()
        }
    }

    /// Marks the innermost element as an item of a collection, so its position is always written.
    mutating func markItem() {
        entries[entries.count - 1].isItem = true
    }

    mutating func pop() {
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

/// Counts the children of one element by name.
private struct SiblingCounter {
    private var names: [String] = []
    private var counts: [Int] = []
    private var overflow: [String: Int] = [:]

    /// Counts one more child named `name` and returns its position (1 for the first).
    mutating func count(_ name: String) -> Int {
        for index in names.indices where names[index] == name {
            counts[index] += 1
            return counts[index]
        }
        if names.count < 16 {
            names.append(name)
            counts.append(1)
            return 1
        }
        overflow[name, default: 0] += 1
        return overflow[name]!
    }

    mutating func reset() {
        guard !names.isEmpty else { return }
        names.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
        if !overflow.isEmpty { overflow.removeAll() }
    }
}
