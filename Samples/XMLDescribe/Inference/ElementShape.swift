/// What the samples show of one element name (name and namespace), over all its occurrences
/// anywhere in all the samples: its attributes, its text, its children and their order.
final class ElementShape {
    /// How often an attribute or child occurs, and its values.
    struct Occurrence {
        /// The name with the first prefix seen.
        var name: QualifiedName
        /// In how many occurrences of the element it is present.
        var presentIn = 0
        /// The most times it occurs in one occurrence of the element (children only).
        var mostInOne = 0
        /// Its values (attributes only; a child element's are on its own shape).
        var values: [String] = []
    }

    var name: QualifiedName
    /// How many times the element occurs.
    var count = 0
    var attributes: [Occurrence] = []
    var children: [Occurrence] = []
    /// Occurrences with text other than whitespace directly inside.
    var withText = 0
    /// Occurrences with child elements.
    var withChildren = 0
    /// Whether an occurrence holds both text (not whitespace) and child elements.
    var mixed = false
    /// The own text of every occurrence (whitespace-only text included).
    var texts: [String] = []
    /// Whether the children of one occurrence come back to a name after another one.
    var interleaved = false
    /// Child names that followed each other directly (a run of one name, then a run of another).
    var successions: Set<[QualifiedName]> = []

    init(name: QualifiedName) {
        self.name = name
    }

    func add(_ element: SampleElement) {
        count += 1
        for (name, value) in element.attributes {
            let index = attributes.firstIndex { $0.name == name } ?? append(name, to: &attributes)
            attributes[index].presentIn += 1
            attributes[index].values.append(value)
        }
        let children = element.children
        if !children.isEmpty { withChildren += 1 }
        if element.hasOwnText { withText += 1 }
        if !children.isEmpty && element.hasOwnText { mixed = true }
        texts.append(element.ownText)
        var counts: [QualifiedName: Int] = [:]
        var runs: [QualifiedName] = []
        for child in children {
            counts[child.name, default: 0] += 1
            if runs.last != child.name {
                if runs.contains(child.name) { interleaved = true }
                if let last = runs.last { successions.insert([last, child.name]) }
                runs.append(child.name)
            }
        }
        for child in children where counts[child.name] != nil {
            let index = self.children.firstIndex { $0.name == child.name } ?? append(child.name, to: &self.children)
            self.children[index].presentIn += 1
            self.children[index].mostInOne = max(self.children[index].mostInOne, counts[child.name]!)
            counts[child.name] = nil
        }
    }

    private func append(_ name: QualifiedName, to list: inout [Occurrence]) -> Int {
        list.append(Occurrence(name: name))
        return list.count - 1
    }

    /// The child names in an order that every occurrence's children follow (each name's run
    /// where the order puts it), or `nil` when no such order exists: children of one name come
    /// back after another one, or two names appear in both orders.
    var childOrder: [QualifiedName]? {
        if interleaved { return nil }
        // Kahn's algorithm, taking the first-seen name among those ready, so that the order is the
        // order of first appearance wherever the samples allow it.
        let names = children.map(\.name)
        var incoming: [QualifiedName: Int] = [:]
        for pair in successions { incoming[pair[1], default: 0] += 1 }
        var order: [QualifiedName] = []
        var remaining = names
        while let index = remaining.firstIndex(where: { incoming[$0, default: 0] == 0 }) {
            let name = remaining.remove(at: index)
            order.append(name)
            for pair in successions where pair[0] == name { incoming[pair[1], default: 0] -= 1 }
        }
        return remaining.isEmpty ? order : nil
    }
}

/// The shapes of every element name in a set of samples, from the root (or from the element
/// `--root` names) down.
struct SampleSchema {
    var root: QualifiedName
    /// Shapes by element name, in the order their elements first occur (depth first).
    var shapes: [ElementShape] = []
    private var index: [QualifiedName: Int] = [:]

    /// The schema of `roots`, the elements to describe (one per sample), which must share one name.
    init(roots: [SampleElement]) {
        root = roots[0].name
        for element in roots { add(element) }
    }

    subscript(name: QualifiedName) -> ElementShape {
        shapes[index[name]!]
    }

    private mutating func add(_ element: SampleElement) {
        let shape: ElementShape
        if let position = index[element.name] {
            shape = shapes[position]
        } else {
            shape = ElementShape(name: element.name)
            index[element.name] = shapes.count
            shapes.append(shape)
        }
        shape.add(element)
        for child in element.children { add(child) }
    }
}
