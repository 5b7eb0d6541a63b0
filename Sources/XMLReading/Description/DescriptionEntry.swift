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
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension Attribute: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension TextContent: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension Many: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension Choice: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension Pairs: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension Keyed: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension AnyElements: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension AnyAttributes: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension XMLString: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [writer]) }
}

extension ElementName: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component { .init(parts, writers: [.nothing]) }
}

extension OnComplete: DescriptionEntry {
    @inlinable public var _component: DescriptionBuilder<Model>.Component {
        .init([.completion(body)], writers: [])
    }
}

extension Skip: AnyModelDescriptionEntry {
    @inlinable public func _component<Model>(for model: Model.Type) -> DescriptionBuilder<Model>.Component {
        .init([.child(ItemPart(name: name, entry: "Skip", rule: .skip))], writers: [.group(name)])
    }
}

extension Ignore: AnyModelDescriptionEntry {
    @inlinable public func _component<Model>(for model: Model.Type) -> DescriptionBuilder<Model>.Component {
        .init([.child(ItemPart(name: name, entry: "Ignore", rule: .ignore))], writers: [.nothing])
    }
}

extension RejectUnknown: AnyModelDescriptionEntry {
    @inlinable public func _component<Model>(for model: Model.Type) -> DescriptionBuilder<Model>.Component {
        .init([.rejectUnknown], writers: [])
    }
}
