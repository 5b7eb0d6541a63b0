/// The ``WriteEntry`` of ``Mixed``: text and elements in their order, inside the element being written.
extension WriteEntry {
    /// Writes each piece of the content in order: text escaped, elements by the first writer that
    /// takes them; no whitespace is added inside the element.
    @inlinable static func mixed<Inline>(
        _ keyPath: KeyPath<Model, [MixedContent<Inline>]> & Sendable, _ writers: [ItemWriter<Inline>]
    ) -> WriteEntry {
        let entry = Mixed<Model>.entry
        return .child(
            ChildWriter(
                names: writers.flatMap(\.names), nested: writers.flatMap(\.nested),
                problems: writers.compactMap(\.problem)
            ) { model, emitter in
                let content = model[keyPath: keyPath]
                if content.isEmpty { return }
                emitter.makeInline()
                for piece in content {
                    switch piece {
                    case .text(let text): try emitter.text(text)
                    case .element(let inline):
                        try ItemWriter.writeFirstMatch(inline, writers, entry: entry, to: emitter)
                    }
                }
            })
    }
}

extension ItemWriter {
    /// Writes the ``AnyElement`` that `embed` made a value of, whole (``Mixed``'s `other:`).
    @inlinable static func keptWhole(_ embed: @escaping @Sendable (AnyElement) -> Value) -> ItemWriter {
        let matcher = CaseMatcher(embed: embed)
        let identity = Value.self == AnyElement.self
        return ItemWriter(names: [], nested: [], problem: nil) { value, emitter in
            guard let element = identity ? value as? AnyElement : matcher.payload(of: value) else { return false }
            // Kept elements carry their own namespaces: the description's default is not theirs.
            let outer = emitter.defaultNamespace
            emitter.defaultNamespace = nil
            defer { emitter.defaultNamespace = outer }
            try element.write(to: emitter)
            return true
        }
    }
}
