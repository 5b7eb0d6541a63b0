/// Reads the content of the element being read, text and child elements in document order, into
/// an array of ``MixedContent``: for elements that mix text with inline markup (XLIFF `<target>`,
/// XHTML `<p>`, DocBook `<para>`, SVG `<text>`), beside the element's attributes.
///
/// ```swift
/// enum Inline: Equatable, Sendable { case g(G), x(X) }
///
/// struct Target: XMLReadable {                  // <target state="translated">Hallo, <g id="1">Welt</g>!</target>
///     var state = ""
///     var content: [MixedContent<Inline>] = []
///     static let parsingDescription = ParsingDescription<Target> {
///         Attribute("state", \.state)           // "translated"
///         Mixed(\.content) {                    // [.text("Hallo, "), .element(.g(G(…))), .text("!")]
///             Case("g", G.self, Inline.g)
///             Case("x", X.self, Inline.x)
///         }
///     }
/// }
/// ```
///
/// Each child element is read by the ``Case`` that names it; a child no case names is ignored
/// (its text too), refused under ``RejectUnknown``, or kept whole as an ``AnyElement`` through
/// `other:`. `Mixed(\.content)` into `[MixedContent<AnyElement>]` keeps every child whole.
/// Adjacent text is one ``MixedContent/text(_:)`` piece (entity references and CDATA sections
/// included); whitespace is kept as text.
///
/// ``XMLWriter`` writes the pieces back in their order, text escaped and elements through their
/// cases, with no whitespace added inside the element. `Mixed` reads all of the element's content,
/// so a description with it binds no other child element and no ``TextContent``.
public struct Mixed<Model>: Sendable {
    @usableFromInline let parts: [DescriptionBuilder<Model>.Component.Part]
    /// How ``XMLWriter`` writes the content.
    @usableFromInline let writer: WriteEntry<Model>

    /// Reads text runs and the child elements that `cases` name, in order; children no case names
    /// are ignored (refused under ``RejectUnknown``).
    ///
    /// ```swift
    /// Mixed(\.content) { Case("em", String.self, Inline.em) }   // <p>A <em>big</em> deal</p>
    /// ```
    @inlinable public init<Inline>(
        _ keyPath: WritableKeyPath<Model, [MixedContent<Inline>]> & Sendable,
        @CaseBuilder<Inline> cases: () -> [Case<Inline>]
    ) {
        self.init(keyPath, cases(), other: nil)
    }

    /// Reads text runs and the child elements that `cases` name, in order; a child no case names
    /// is kept whole, as the case `other` makes of its ``AnyElement``.
    ///
    /// ```swift
    /// enum Inline { case em(String), other(AnyElement) }
    /// Mixed(\.content, other: Inline.other) { Case("em", String.self, Inline.em) }
    /// // <p>A <em>big</em> <span>deal</span></p> → [.text("A "), .element(.em("big")), .text(" "),
    /// //                                           .element(.other(AnyElement(XMLName("span"), …)))]
    /// ```
    @inlinable public init<Inline>(
        _ keyPath: WritableKeyPath<Model, [MixedContent<Inline>]> & Sendable,
        other: @escaping @Sendable (AnyElement) -> Inline, @CaseBuilder<Inline> cases: () -> [Case<Inline>]
    ) {
        self.init(keyPath, cases(), other: other)
    }

    /// Reads text runs and every child element kept whole, in order.
    ///
    /// ```swift
    /// Mixed(\.content)     // var content: [MixedContent<AnyElement>] = []
    /// // <p>A <em>big</em> deal</p> → [.text("A "), .element(AnyElement(XMLName("em"), …)), .text(" deal")]
    /// ```
    @inlinable public init(_ keyPath: WritableKeyPath<Model, [MixedContent<AnyElement>]> & Sendable) {
        self.init(keyPath, [], other: { $0 })
    }

    @inlinable init<Inline>(
        _ keyPath: WritableKeyPath<Model, [MixedContent<Inline>]> & Sendable, _ cases: [Case<Inline>],
        other: (@Sendable (AnyElement) -> Inline)?
    ) {
        let entry = Self.entry
        let access = PropertyAccess(keyPath)
        var parts: [DescriptionBuilder<Model>.Component.Part] = [
            .mixedText(
                ScalarRule { model, run in
                    if !run.isEmpty { access.modify(&model) { $0.append(.text(run)) } }
                })
        ]
        let append = MixedAppendAccess(access)
        parts += cases.map { .child($0.part.lifted(through: append).declared(by: entry)) }
        var writers = cases.map(\.writer)
        if let other {
            parts.append(
                .child(
                    ItemPart(
                        name: CompiledTable.anyElement, entry: entry,
                        rule: .capture { model, element in
                            access.modify(&model) { $0.append(.element(other(element))) }
                        })))
            writers.append(ItemWriter.keptWhole(other))
        }
        parts += cases.compactMap { $0.problem.map { .problem($0) } }
        parts.append(.binding(keyPath, entry: entry))
        self.parts = parts
        writer = .mixed(keyPath, writers)
    }

    /// The name the description's problems and the writer's errors give the entry.
    @usableFromInline static var entry: String { "Mixed" }
}

extension Mixed: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

/// A ``Case`` read inside ``Mixed`` appends its value, as an element piece, to the content.
@usableFromInline
struct MixedAppendAccess<Root, Inline>: PartAccess {
    @usableFromInline typealias Part = Inline?
    @usableFromInline let access: PropertyAccess<Root, [MixedContent<Inline>]>

    @inlinable init(_ access: PropertyAccess<Root, [MixedContent<Inline>]>) {
        self.access = access
    }

    @inlinable
    func modify<Result>(_ root: inout Root, _ body: (inout Inline?) throws -> Result) rethrows -> Result {
        var value: Inline?
        let result = try body(&value)
        if let value { access.modify(&root) { $0.append(.element(value)) } }
        return result
    }
}
