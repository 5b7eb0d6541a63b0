import Foundation
import TestSupport
import XMLRPC

/// Random XML-RPC values of every type, nested, with text that needs escaping.
struct RandomValues {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// Characters to build strings from: markup, a carriage return, whitespace, accents, CJK, emoji.
    static let pieces: [String] = [
        "a", "Z", "0", " ", "  ", "\t", "\n", "\r", "\r\n", "<", ">", "&", "]]>", "\"", "'", "&amp;", "é", "ß",
        "漢字", "\u{1F600}", "\u{200B}", "\u{FEFF}", "\u{10FFFF}", "x y", "<value>",
    ]

    mutating func string() -> String {
        let count = Int.random(in: 0...12, using: &generator)
        return (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
    }

    mutating func value(depth: Int = 0) -> XMLRPCValue {
        let kinds = depth < 4 ? 11 : 9
        switch Int.random(in: 0..<kinds, using: &generator) {
        case 0: return .int(Int64(Int32.random(in: .min ... .max, using: &generator)))
        case 1: return .int(Int64.random(in: .min ... .max, using: &generator))
        case 2: return .boolean(Bool.random(using: &generator))
        case 3: return .string(string())
        case 4:
            let special: [Double] = [0, -0.0, .infinity, -.infinity, 1e300, .leastNonzeroMagnitude, 0.1, -1.5]
            return .double(
                Bool.random(using: &generator)
                    ? special.randomElement(using: &generator)!
                    : Double(bitPattern: UInt64.random(in: 0...0x7FEF_FFFF_FFFF_FFFF, using: &generator))
                        * (Bool.random(using: &generator) ? 1 : -1))
        case 5:
            let year = Int.random(in: 1...9999, using: &generator)
            let month = Int.random(in: 1...12, using: &generator)
            return .dateTime(
                XMLRPCDateTime(
                    year: year, month: month,
                    day: Int.random(in: 1...(month == 2 ? 28 : 30), using: &generator),
                    hour: Int.random(in: 0...23, using: &generator), minute: Int.random(in: 0...59, using: &generator),
                    second: Int.random(in: 0...59, using: &generator)))
        case 6:
            let count = Int.random(in: 0...40, using: &generator)
            return .base64(Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        case 7: return .nil
        case 8: return .string("")
        case 9:
            let count = Int.random(in: 0...5, using: &generator)
            return .array((0..<count).map { _ in value(depth: depth + 1) })
        default:
            // Distinct names: Python keeps structs as dicts.
            let count = Int.random(in: 0...5, using: &generator)
            return .struct((0..<count).map { index in .init("\(string())#\(index)", value(depth: depth + 1)) })
        }
    }
}
