/// An entry of a ``ParsingDescription`` of `Model`, one line of its ``DescriptionBuilder``:
/// ``Element``, ``Attribute``, ``TextContent``, ``Mixed``, ``Many``, ``Choice``, ``Pairs``, ``Keyed``,
/// ``XMLString``, ``AnyElements``, ``AnyAttributes``, ``ElementName`` and ``OnComplete``.
///
/// ```swift
/// static let parsingDescription = ParsingDescription<Book> {
///     Element("title", \.title)        // an Element<Book>: a DescriptionEntry whose Model is Book
/// }
/// ```
///
/// The entries of XMLReading conform. What an entry adds to a description is the builder's
/// plumbing, which only these entries can make: a type of your own can only hand on an entry's.
public protocol DescriptionEntry<Model>: Sendable {
    /// The model type the entry reads into: `Element<Book>.Model == Book`.
    associatedtype Model
    /// What the entry adds to the description (the builder's plumbing).
    var _component: DescriptionBuilder<Model>.Component { get }
}

/// An entry that fits the description of any model, one line of its ``DescriptionBuilder``:
/// ``Skip``, ``Ignore`` and ``RejectUnknown``.
///
/// ```swift
/// ParsingDescription<Book> { Skip("details"); Element("pages", \.pages) }   // Skip is no Skip<Book>
/// ```
public protocol AnyModelDescriptionEntry: Sendable {
    /// What the entry adds to a description of `Model` (the builder's plumbing).
    func _component<Model>(for model: Model.Type) -> DescriptionBuilder<Model>.Component
}

extension Element: DescriptionEntry {
    /// What the entry adds to the description (the builder's plumbing).
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension Attribute: DescriptionEntry {
    /// What the entry adds to the description (the builder's plumbing).
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension TextContent: DescriptionEntry {
    /// What the entry adds to the description (the builder's plumbing).
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension Many: DescriptionEntry {
    /// What the entry adds to the description (the builder's plumbing).
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension Choice: DescriptionEntry {
    /// What the entry adds to the description (the builder's plumbing).
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension Pairs: DescriptionEntry {
    /// What the entry adds to the description (the builder's plumbing).
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension Keyed: DescriptionEntry {
    /// What the entry adds to the description (the builder's plumbing).
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension AnyElements: DescriptionEntry {
    /// What the entry adds to the description (the builder's plumbing).
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension AnyAttributes: DescriptionEntry {
    /// What the entry adds to the description (the builder's plumbing).
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension XMLString: DescriptionEntry {
    /// What the entry adds to the description (the builder's plumbing).
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension ElementName: DescriptionEntry {
    /// What the entry adds to the description (the builder's plumbing); nothing to write.
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [.nothing]) }
}

extension OnComplete: DescriptionEntry {
    /// What the entry adds to the description (the builder's plumbing); nothing to write.
    @inlinable public var _component: DescriptionBuilder<Model>.Component {
        .init([.completion(body)], writers: [])
    }
}

extension Skip: AnyModelDescriptionEntry {
    /// What the entry adds to a description (the builder's plumbing): a group when writing.
    @inlinable public func _component<Model>(for model: Model.Type) -> DescriptionBuilder<Model>.Component {
        .init([.child(ItemPart(name: name, entry: "Skip", rule: .skip))], writers: [.group(name)])
    }
}

extension Ignore: AnyModelDescriptionEntry {
    /// What the entry adds to a description (the builder's plumbing); nothing to write.
    @inlinable public func _component<Model>(for model: Model.Type) -> DescriptionBuilder<Model>.Component {
        .init([.child(ItemPart(name: name, entry: "Ignore", rule: .ignore))], writers: [.nothing])
    }
}

extension RejectUnknown: AnyModelDescriptionEntry {
    /// What the entry adds to a description (the builder's plumbing); nothing to write.
    @inlinable public func _component<Model>(for model: Model.Type) -> DescriptionBuilder<Model>.Component {
        .init([.rejectUnknown], writers: [])
    }
}
