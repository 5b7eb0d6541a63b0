extension ModelPlanner {
    /// Marks the properties through which a model holds itself by value (`struct A { var b: B? }`,
    /// `struct B { var a: A? }`): they are stored behind ``Indirect``, so that every model has a
    /// finite size. Found as the edges inside a strongly connected component (Tarjan's algorithm).
    mutating func markRecursiveFields() {
        var edges: [String: [String]] = [:]
        func collect(_ plan: StructPlan) {
            edges[plan.qualifiedName] = plan.fields.compactMap(\.heldModel)
            plan.nested.forEach(collect)
        }
        structs.forEach(collect)
        let component = Self.components(edges)
        func mark(_ plan: inout StructPlan) {
            for index in plan.fields.indices {
                if let held = plan.fields[index].heldModel, let own = component[plan.qualifiedName],
                    component[held] == own
                {
                    plan.fields[index].isIndirect = true
                }
            }
            for index in plan.nested.indices { mark(&plan.nested[index]) }
        }
        for index in structs.indices { mark(&structs[index]) }
    }

    /// The strongly connected component of each node, as a number; iterative, so that deep
    /// schemas do not exhaust the stack.
    static func components(_ edges: [String: [String]]) -> [String: Int] {
        var index: [String: Int] = [:], low: [String: Int] = [:], component: [String: Int] = [:]
        var stack: [String] = [], onStack: Set<String> = []
        var next = 0, count = 0
        for root in edges.keys.sorted() where index[root] == nil {
            var work: [(node: String, edge: Int)] = [(root, 0)]
            index[root] = next; low[root] = next; next += 1
            stack.append(root); onStack.insert(root)
            while let (node, edge) = work.last {
                let targets = edges[node] ?? []
                if edge < targets.count {
                    work[work.count - 1].edge += 1
                    let target = targets[edge]
                    if index[target] == nil {
                        index[target] = next; low[target] = next; next += 1
                        stack.append(target); onStack.insert(target)
                        work.append((target, 0))
                    } else if onStack.contains(target) {
                        low[node] = min(low[node]!, index[target]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent]!, low[node]!) }
                if low[node] == index[node] {
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component[member] = count
                        if member == node { break }
                    }
                    count += 1
                }
            }
        }
        return component
    }
}
