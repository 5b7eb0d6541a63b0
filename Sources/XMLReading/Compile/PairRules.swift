extension ItemPart {
    /// This case (a part that reads into `Value?`) compiled as a value of ``Pairs`` in `Owner`: it
    /// takes the key waiting in the owner's frame and hands both to `append`. The engine checked,
    /// when the element started, that a key is waiting.
    @inlinable func pairValue<Owner, Value>(
        in owner: Owner.Type, entry: String, role: CompiledTable.PairRole = .value, keyAttribute: XMLName? = nil,
        append: @escaping @Sendable (inout Owner, String, consuming Value) -> Void
    ) -> ItemPart<Owner> where Model == Value? {
        /// Stores `value` under the waiting key; for an entry's value that came first, keeps it
        /// until its key comes.
        @Sendable func deliver(_ value: consuming Value, to frame: ModelFrame<Owner>) {
            if let key = frame.pendingKey {
                frame.pendingKey = nil
                append(&frame.storage.value, key, value)
            } else if role == .entryValue {
                let waiting = value
                frame.pendingValue = { [unowned frame] key in append(&frame.storage.value, key, waiting) }
            }
        }
        let kind: CompiledTable.Kind
        switch rule {
        case .scalar(let rule, _):
            let store = rule.store
            let unchecked = rule.unchecked?.store
            kind = .scalar(
                ScalarStore { frame, text in
                    let frame = unsafeDowncast(frame, to: ModelFrame<Owner>.self)
                    var value: Value?
                    // ReadingOptions.checksFacets off: the frame skips the facets of checked formats.
                    if frame.skipsFacets, let unchecked { try unchecked(&value, text) } else { try store(&value, text) }
                    if let value { deliver(value, to: frame) }
                }, attributes: [])
        case .nested(let rule):
            let store = rule.store
            kind = .nested(
                NestedStore(makeFrame: rule.makeFrame, restartFrame: rule.restartFrame) { parent, child in
                    let parent = unsafeDowncast(parent, to: ModelFrame<Owner>.self)
                    var value: Value?
                    store(&value, child)
                    if let value { deliver(value, to: parent) }
                })
        default:
            // A Case makes only scalar and nested parts.
            kind = .ignore
        }
        var part = ItemPart<Owner>(
            name: name, entry: entry, rule: .pairValue(kind, role: role, keyAttribute: keyAttribute))
        part.location = location
        return part
    }
}
