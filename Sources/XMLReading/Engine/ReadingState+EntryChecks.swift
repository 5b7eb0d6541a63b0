import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The checks around an entry: required entries seen, and ``Pairs`` keys and values in order.
extension ReadingState {
    /// A required entry is marked seen; a ``Pairs`` key must not find another key waiting, and a
    /// value must find one.
    func checkStart(
        _ entry: CompiledTable.Slot, of frame: ModelFrameBase, localName: String, attributes: TagAttributes
    ) throws {
        if entry.requiredBit != 0 { frame.seen |= entry.requiredBit }
        if entry.flushesText { try flushMixedText(of: frame) }
        switch entry.pairRole {
        case .none, .entry, .pairsContainer:
            break
        case .key:
            if let key = frame.pendingKey { throw UnpairedEntry.keyWithoutValue(key, followedByKey: true) }
        case .value:
            if frame.pendingKey == nil { throw UnpairedEntry.valueWithoutKey }
        case .named:
            frame.pendingKey = localName
        case .attributeKey:
            let name = entry.keyAttribute!
            guard let (_, value) = namespaces.attributeValue(name, in: attributes) else {
                throw UnpairedEntry.missingKeyAttribute(name)
            }
            frame.pendingKey = value
        case .entryKey:
            if frame.entryState & 1 != 0 { throw UnpairedEntry.repeatedInEntry("key") }
            frame.entryState |= 1
        case .entryValue:
            if frame.entryState & 2 != 0 { throw UnpairedEntry.repeatedInEntry("value") }
            frame.entryState |= 2
        }
    }

    /// Every required entry was read, and no ``Pairs`` key waits for its value.
    static func checkEnd(of frame: ModelFrameBase, table: CompiledTable) throws {
        if table.requiredMask != 0, frame.seen & table.requiredMask != table.requiredMask {
            let missing = table.required.first { frame.seen & $0.bit == 0 }!
            throw MissingRequired(entry: missing)
        }
        if table.hasPairs, let key = frame.pendingKey {
            throw UnpairedEntry.keyWithoutValue(key, followedByKey: false)
        }
    }
}
