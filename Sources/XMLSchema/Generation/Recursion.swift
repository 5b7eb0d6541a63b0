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

    /// The most stored values a model may hold inline through another model's property: a held model
    /// with more is stored behind ``Indirect``.
    static let inlineLimit = 16

    /// Marks the properties that would make a model large to hold by value: a property whose model
    /// stores more than ``inlineLimit`` values inline (counted through the models it holds in turn)
    /// is stored behind ``Indirect``. Without it, UBL's `ShipmentStageType` held 112,985 values
    /// inline, every copy of it copied them all, and compiling a file of such models took 6 GB.
    /// Runs after ``markRecursiveFields()``, so the models held inline form no cycle.
    mutating func markLargeFields() {
        var plans: [String: StructPlan] = [:]
        func collect(_ plan: StructPlan) {
            plans[plan.qualifiedName] = plan
            plan.nested.forEach(collect)
        }
        structs.forEach(collect)
        let targets = Dictionary(aliases.map { ($0.name, $0.target) }, uniquingKeysWith: { first, _ in first })
        func resolved(_ name: String) -> String {
            var name = name
            var steps = 0
            while let target = targets[name], steps < targets.count {
                name = target
                steps += 1
            }
            return name
        }
        var sizes: [String: Int] = [:]
        func size(_ name: String) -> Int {
            if let known = sizes[name] { return known }
            guard let plan = plans[name] else { return 1 }
            var total = 0
            for field in plan.fields {
                if !field.isIndirect, let held = field.heldModel {
                    let inner = size(resolved(held))
                    total += inner > Self.inlineLimit ? 1 : inner
                } else {
                    total += 1
                }
            }
            sizes[name] = max(total, 1)
            return sizes[name]!
        }
        func mark(_ plan: inout StructPlan) {
            for index in plan.fields.indices where !plan.fields[index].isIndirect {
                if let held = plan.fields[index].heldModel, size(resolved(held)) > Self.inlineLimit {
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
