/// The helpers the compile step shares: the wildcard name, attribute paths, and the erasure of a
/// rule's model type from its store.
extension CompiledTable {
    /// The name that stands for any element no other entry names (``Keyed`` by element name).
    @usableFromInline static var anyElement: XMLName { XMLName("*") }
    /// The name that stands for the model's element itself in ``Unique`` and ``KeyReference`` (XPath's `.`).
    static var identityElementItself: XMLName { XMLName(".") }

    /// `details/price/@currency` → (`details/price`, `currency`); `nil` when the last step is not `@name`.
    @usableFromInline static func split(attributePath name: XMLName) -> (element: XMLName, attribute: XMLName)? {
        guard let slash = name.localName.lastIndex(of: "/") else { return nil }
        let last = name.localName[name.localName.index(after: slash)...]
        guard last.count > 1, last.first == "@" else { return nil }
        return (XMLName(String(name.localName[..<slash]), namespace: name.namespace), XMLName(String(last.dropFirst())))
    }

    /// `details/@currency` or `@currency` → `currency`: the attribute an element name ends in,
    /// which an entry reading elements cannot read; `nil` for an element name.
    @usableFromInline static func trailingAttribute(_ name: XMLName) -> String? {
        let last = name.localName.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard last.count > 1, last.first == "@" else { return nil }
        return String(last.dropFirst())
    }

    @inlinable static func erase<Model>(_ rule: ScalarRule<Model>) -> ScalarStore {
        ScalarStore(
            store: eraseText(rule),
            storeNil: erase(rule.storeNil))
    }

    /// ``ScalarRule/store`` for the model of a frame; for a rule that checks facets, without the
    /// check when the frame's read has ``ReadingOptions/checksFacets`` off (``ModelFrameBase/skipsFacets``).
    @inlinable static func eraseText<Model>(_ rule: ScalarRule<Model>)
        -> @Sendable (ModelFrameBase, String) throws -> Void
    {
        let store = rule.store
        guard let unchecked = rule.unchecked?.store else {
            return { frame, text in try store(&unsafeDowncast(frame, to: ModelFrame<Model>.self).storage.value, text) }
        }
        return { frame, text in
            let model = unsafeDowncast(frame, to: ModelFrame<Model>.self)
            if frame.skipsFacets {
                try unchecked(&model.storage.value, text)
            } else {
                try store(&model.storage.value, text)
            }
        }
    }

    /// ``ScalarRule/storeBytes`` for the model of a frame, with the facets' check as ``eraseText(_:)``.
    @inlinable static func eraseBytes<Model>(
        _ rule: ScalarRule<Model>
    ) -> (@Sendable (ModelFrameBase, UnsafeBufferPointer<UInt8>) throws -> Void)? {
        guard let storeBytes = rule.storeBytes else { return nil }
        // A checked format reads bytes exactly when its reading without facets does.
        guard let uncheckedBytes = rule.unchecked?.storeBytes else {
            return { frame, bytes in
                try storeBytes(&unsafeDowncast(frame, to: ModelFrame<Model>.self).storage.value, bytes)
            }
        }
        return { frame, bytes in
            let model = unsafeDowncast(frame, to: ModelFrame<Model>.self)
            if frame.skipsFacets {
                try uncheckedBytes(&model.storage.value, bytes)
            } else {
                try storeBytes(&model.storage.value, bytes)
            }
        }
    }

    /// A change of the model of a frame: the start hook of an optional collection's container
    /// (``ItemPart/opened``), or a rule's `storeNil`.
    @inlinable static func erase<Model>(
        _ opened: (@Sendable (inout Model) -> Void)?
    ) -> (@Sendable (ModelFrameBase) -> Void)? {
        guard let opened else { return nil }
        return { frame in opened(&unsafeDowncast(frame, to: ModelFrame<Model>.self).storage.value) }
    }

    @inlinable static func erase<Model>(_ rule: AttributeRule<Model>) -> AttributeStore {
        AttributeStore(name: rule.name, value: eraseAttribute(rule.rule))
    }

    /// An attribute's conversion: without `storeNil` (`xsi:nil` marks elements, not attributes),
    /// so that copying an attribute store per element retains one closure, not two.
    @inlinable static func eraseAttribute<Model>(_ rule: ScalarRule<Model>) -> ScalarStore {
        ScalarStore(store: eraseText(rule))
    }
}
