/// What a read does with elements and attributes its descriptions do not name: ignore them (the
/// default), report each one, or refuse the first.
///
/// ```swift
/// var options = ReadingOptions()
/// options.unknownContent = .report { unknown in print(unknown) }
/// let books = try XMLReader.objects(ofType: Book.self, element: "book", from: data, options: options)
/// // line 3, column 30: unknown element <tilte> in <book>; did you mean <title>? at /shelf/book[2]/tilte
///
/// options.unknownContent = .refuse       // throws that same sentence as an XMLReadingError
/// ```
///
/// An element is unknown when no entry of the description reading its parent names it and no
/// ``Skip``, ``Ignore`` or ``AnyElements`` covers it; nothing inside an unknown, ignored or kept
/// element, a value, an ``XMLString`` or an ``ElementReader`` is looked at. Elements outside the
/// model being read (those a read searches through) are not content of any description, so they
/// are never unknown. An attribute is unknown when its element's entry binds attributes, none
/// of them is this one, and no ``AnyAttributes`` keeps it; namespace declarations and the `xml:`
/// and `xsi:` attributes never are. A second element of an ``Element`` or ``XMLString`` entry,
/// which reads one, is heard too (`a second <id> in <order>, where the description reads one`),
/// `xsi:nil="true"` on an element whose entry does not declare it (``Element/nillable()``, an
/// item of an optional type), and content inside an element marked so (XML Schema requires it
/// empty: `text "9.5" in <amount>, which is nil (xsi:nil="true") and so must be empty`). See
/// <doc:UnknownContent>.
public struct UnknownContentPolicy: Sendable, Equatable {
    enum Kind: Equatable {
        case ignore
        case report(Handler)
        case refuse
    }

    /// A report handler, equal only to itself (closures cannot be compared).
    final class Handler: Sendable, Equatable {
        let handle: @Sendable (UnknownContentReport) -> Void
        init(_ handle: @escaping @Sendable (UnknownContentReport) -> Void) { self.handle = handle }
        static func == (lhs: Handler, rhs: Handler) -> Bool { lhs === rhs }
    }

    let kind: Kind

    /// Unknown elements are dropped unread with all they hold, and unknown attributes are not
    /// looked at: the read costs nothing more.
    ///
    /// `options.unknownContent = .ignore`
    public static let ignore = UnknownContentPolicy(kind: .ignore)

    /// The read fails at the first unknown element or attribute, with an ``XMLReadingError`` of
    /// code ``XMLReadingError/Code/unexpectedElement`` or ``XMLReadingError/Code/unexpectedAttribute``.
    ///
    /// `options.unknownContent = .refuse`
    public static let refuse = UnknownContentPolicy(kind: .refuse)

    /// Each unknown element and attribute is passed to `handler`, in document order, on the
    /// thread that reads, before the read goes on (and ignores it). The handler is called only
    /// by the read it is given to; one that gathers reports of concurrent reads must guard its
    /// storage itself (a `Mutex` does).
    ///
    /// ```swift
    /// let heard = Mutex<[UnknownContentReport]>([])
    /// options.unknownContent = .report { unknown in heard.withLock { $0.append(unknown) } }
    /// ```
    ///
    /// Two `.report` policies are equal only when they are copies of one value.
    public static func report(_ handler: @escaping @Sendable (UnknownContentReport) -> Void) -> UnknownContentPolicy {
        UnknownContentPolicy(kind: .report(Handler(handler)))
    }

    /// Whether unknown content is looked for at all (the reader's hot path asks this once per read).
    var hears: Bool { kind != .ignore }
}
