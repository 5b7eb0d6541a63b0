/// One random change to a document's bytes, and the original range it touched.
struct FuzzMutation {
    enum Kind: CaseIterable { case byteFlip, splice, truncation, tagSwap, entityInsertion, deletion }

    var kind: Kind
    var bytes: [UInt8]
    /// The original bytes the mutation replaced (an empty range: an insertion at its bound);
    /// `nil` when the change is not local (truncation, tag swaps).
    var touched: Range<Int>?
    /// Whether the inserted bytes may start markup (they hold a `<`).
    var insertsMarkup: Bool

    static let entities = [
        "&amp;", "&lt;", "&#x41;", "&#0;", "&#xD800;", "&undefined;", "&", "&e;", "&#",
        "<!DOCTYPE r [<!ENTITY e \"x\">]>", "<!ENTITY e SYSTEM \"file:///etc/hostname\">", "%pe;", "]]>",
    ]

    /// Applies a random mutation to `bytes`.
    static func random<G: RandomNumberGenerator>(of bytes: [UInt8], using generator: inout G) -> FuzzMutation {
        let kind = Kind.allCases.randomElement(using: &generator)!
        var result = bytes
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch kind {
        case .byteFlip:
            result[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
            return FuzzMutation(kind: kind, bytes: result, touched: position..<position + 1, insertsMarkup: false)
        case .splice:
            let start = Int.random(in: 0..<bytes.count, using: &generator)
            let end = min(bytes.count, start + Int.random(in: 1...64, using: &generator))
            let piece = bytes[start..<end]
            result.insert(contentsOf: piece, at: position)
            return FuzzMutation(
                kind: kind, bytes: result, touched: position..<position, insertsMarkup: piece.contains(0x3C))
        case .truncation:
            return FuzzMutation(kind: kind, bytes: Array(bytes[0..<position]), touched: nil, insertsMarkup: false)
        case .tagSwap:
            // Swap the names of two tags (start or end tags).
            let starts = bytes.indices.filter {
                bytes[$0] == 0x3C && $0 + 1 < bytes.count && bytes[$0 + 1] != 0x21 && bytes[$0 + 1] != 0x3F
            }
            guard starts.count >= 2 else {
                return FuzzMutation(kind: kind, bytes: result, touched: nil, insertsMarkup: false)
            }
            let first = starts.randomElement(using: &generator)!
            let second = starts.randomElement(using: &generator)!
            func name(at index: Int) -> Range<Int> {
                var end = index + 1
                while end < bytes.count,
                    ![0x20, 0x3E, 0x2F, 0x0A].contains(bytes[end]) || (end == index + 1 && bytes[end] == 0x2F)
                { end += 1 }
                return index + 1..<end
            }
            let (a, b) = first < second ? (name(at: first), name(at: second)) : (name(at: second), name(at: first))
            guard a.upperBound <= b.lowerBound else {
                return FuzzMutation(kind: kind, bytes: result, touched: nil, insertsMarkup: false)
            }
            result =
                Array(bytes[..<a.lowerBound]) + bytes[b] + bytes[a.upperBound..<b.lowerBound] + bytes[a]
                + bytes[b.upperBound...]
            return FuzzMutation(kind: kind, bytes: result, touched: nil, insertsMarkup: true)
        case .entityInsertion:
            let entity = Array(entities.randomElement(using: &generator)!.utf8)
            result.insert(contentsOf: entity, at: position)
            return FuzzMutation(
                kind: kind, bytes: result, touched: position..<position, insertsMarkup: entity.contains(0x3C))
        case .deletion:
            let end = min(bytes.count, position + Int.random(in: 1...16, using: &generator))
            result.removeSubrange(position..<end)
            return FuzzMutation(kind: kind, bytes: result, touched: position..<end, insertsMarkup: false)
        }
    }

    /// Whether the change lies wholly inside one of `ignored` and cannot close it early.
    func landsIn(_ ignored: [Range<Int>]) -> Bool {
        guard let touched, !insertsMarkup else { return false }
        return ignored.contains { $0.lowerBound <= touched.lowerBound && touched.upperBound <= $0.upperBound }
    }
}
