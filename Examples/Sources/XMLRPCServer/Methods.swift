import XMLRPC

/// A handler threw an error of its own: the dispatcher answers it as fault -32500
/// (`math.divide: DivisionByZero()`).
struct DivisionByZero: Error {}

extension XMLRPCDispatcher {
    /// The methods this server offers, beside the built-in `system.listMethods`,
    /// `system.methodSignature`, `system.methodHelp` and `system.multicall`.
    static func example() -> XMLRPCDispatcher {
        var dispatcher = XMLRPCDispatcher()
        dispatcher.register("math.add", help: "Adds two integers.", signature: ["int", "int", "int"]) {
            (a: Int, b: Int) -> Int in a + b
        }
        dispatcher.register("math.divide", help: "Divides two numbers.", signature: ["double", "double", "double"]) {
            (a: Double, b: Double) throws -> Double in
            guard b != 0 else { throw DivisionByZero() }
            return a / b
        }
        dispatcher.register("text.words", help: "Counts the words of each text.", signature: ["struct", "array"]) {
            (texts: [String]) -> [String: Int] in
            Dictionary(texts.map { ($0, $0.split(separator: " ").count) }, uniquingKeysWith: { first, _ in first })
        }
        return dispatcher
    }
}
