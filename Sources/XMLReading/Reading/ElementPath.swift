/// The path of open elements, with each element's position among its same-named siblings,
/// rendered as `/catalog/book[3]/details/pages` in diagnostics.
struct ElementPath {
    private var names: [String] = []
    private var positions: [Int] = []
    private var items: [Bool] = []
    private var siblingCounts: [[String: Int]] = [[:]]

    var depth: Int { names.count }
    var last: String? { names.last }
    var parentName: String? { names.count >= 2 ? names[names.count - 2] : nil }

    mutating func push(_ name: String) {
        let level = names.count
        siblingCounts[level][name, default: 0] += 1
        positions.append(siblingCounts[level][name]!)
        names.append(name)
        items.append(false)
        if siblingCounts.count == level + 1 {
            siblingCounts.append([:])
        } else if !siblingCounts[level + 1].isEmpty {
            siblingCounts[level + 1].removeAll(keepingCapacity: true)
        }
    }

    /// Marks the innermost element as an item of a collection, so its position is always written.
    mutating func markItem() {
        items[items.count - 1] = true
    }

    mutating func pop() {
        names.removeLast()
        positions.removeLast()
        items.removeLast()
    }

    var rendered: String {
        var text = ""
        for index in names.indices {
            text += "/" + names[index]
            if positions[index] > 1 || items[index] { text += "[\(positions[index])]" }
        }
        return text
    }
}
