/// A pattern compiled into a Thompson automaton and run as a set of states (a Pike machine
/// without captures): each character of the value is looked at once, against the states alive
/// at that point, so a match takes time proportional to the value's length times the pattern's
/// size, whatever either holds. A backtracking engine (ICU's `NSRegularExpression`, Swift's
/// `Regex`) can take exponential time on a value built against a pattern such as `(a|a)*b`;
/// documents are untrusted input, so patterns are not matched that way.
///
/// ```swift
/// // "ab*" compiles to: 0 scalar a · 1 split 2, 4 · 2 scalar b · 3 jump 1 · 4 accept
/// ```
struct PatternProgram: Sendable {
    /// The most instructions a pattern compiles to (its counts multiply its pieces).
    static let largestSize = 100_000

    enum Operation: UInt8, Sendable {
        /// Consumes a character of class `first`, goes on at the next instruction.
        case scalar
        /// Goes on at both `first` and `second`.
        case split
        /// Goes on at `first`.
        case jump
        /// The value matches if it ends here.
        case accept
    }

    struct Instruction: Sendable {
        var operation: Operation
        var first: Int32 = 0
        var second: Int32 = 0
    }

    private(set) var instructions: [Instruction] = []
    let classes: [CompiledScalarClass]

    struct TooLarge: Error {}

    init(_ node: PatternNode, classes: [ScalarClass]) throws(TooLarge) {
        self.classes = classes.map(CompiledScalarClass.init)
        try emit(node)
        instructions.append(Instruction(operation: .accept))
    }

    private mutating func append(_ instruction: Instruction) throws(TooLarge) -> Int {
        guard instructions.count < Self.largestSize else { throw TooLarge() }
        instructions.append(instruction)
        return instructions.count - 1
    }

    private var here: Int32 { Int32(instructions.count) }

    private mutating func emit(_ node: PatternNode) throws(TooLarge) {
        switch node {
        case .scalars(let index):
            _ = try append(Instruction(operation: .scalar, first: Int32(index)))
        case .sequence(let nodes):
            for node in nodes { try emit(node) }
        case .alternatives(let branches):
            var jumps: [Int] = []
            for branch in branches.dropLast() {
                let split = try append(Instruction(operation: .split, first: here + 1))
                try emit(branch)
                jumps.append(try append(Instruction(operation: .jump)))
                instructions[split].second = here
            }
            try emit(branches.last!)
            for jump in jumps { instructions[jump].first = here }
        case .repeated(let node, let min, let max):
            for _ in 0..<min { try emit(node) }
            if let max {
                for _ in min..<max {
                    let split = try append(Instruction(operation: .split, first: here + 1))
                    try emit(node)
                    instructions[split].second = here
                }
            } else {
                let split = try append(Instruction(operation: .split, first: here + 1))
                try emit(node)
                _ = try append(Instruction(operation: .jump, first: Int32(split)))
                instructions[split].second = here
            }
        }
    }

    /// Whether the whole sequence of characters matches.
    func matches(_ next: () -> Unicode.Scalar?) -> Bool {
        let count = instructions.count
        // Two lists of live states, a stamp per instruction (the step that last added it, so that
        // each is added once per step and empty loops end) and a stack for following splits (each
        // instruction, stamped once per step, pushes at most two).
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 5 * count + 2) { memory in
            let base = memory.baseAddress!
            var current = base
            var following = base + count
            let stamps = base + 2 * count
            let stack = base + 3 * count
            stamps.initialize(repeating: -1, count: count)
            var currentCount = 0
            var followingCount = 0
            var step: Int32 = 0
            return instructions.withUnsafeBufferPointer { program in
                func add(_ start: Int32, to list: UnsafeMutablePointer<Int32>, _ listCount: inout Int) {
                    stack[0] = start
                    var depth = 1
                    while depth > 0 {
                        depth -= 1
                        let pc = Int(stack[depth])
                        if stamps[pc] == step { continue }
                        stamps[pc] = step
                        let instruction = program[pc]
                        switch instruction.operation {
                        case .jump:
                            stack[depth] = instruction.first
                            depth += 1
                        case .split:
                            stack[depth] = instruction.second
                            stack[depth + 1] = instruction.first
                            depth += 2
                        case .scalar, .accept:
                            list[listCount] = Int32(pc)
                            listCount += 1
                        }
                    }
                }
                add(0, to: current, &currentCount)
                while currentCount > 0, let scalar = next() {
                    step += 1
                    followingCount = 0
                    for index in 0..<currentCount {
                        let pc = Int(current[index])
                        let instruction = program[pc]
                        if instruction.operation == .scalar, classes[Int(instruction.first)].contains(scalar) {
                            add(Int32(pc + 1), to: following, &followingCount)
                        }
                    }
                    swap(&current, &following)
                    currentCount = followingCount
                    if currentCount == 0 { return false }
                }
                guard next() == nil else { return false }
                for index in 0..<currentCount where program[Int(current[index])].operation == .accept {
                    return true
                }
                return false
            }
        }
    }
}
