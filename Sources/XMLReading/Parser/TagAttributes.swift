/// The attributes of one start tag as both event sources hand them to the reader: one list of
/// qualified names as written (namespace declarations among them, as `xmlns` and `xmlns:p`) with
/// their values.
///
/// libxml2 reports them in document order; `XMLParser` reports a dictionary, whose order the
/// list keeps (so it differs from one run to the next). Nothing the reader does depends on the
/// order: what it writes or reports from several attributes, it sorts first. A tag has a handful
/// of attributes: a linear search over them is cheaper than one hash, and building a dictionary
/// from libxml2's arrays would cost more than everything else the reader does with a start tag.
struct TagAttributes: Sequence {
    typealias Element = (key: String, value: String)

    /// `nil` for no attributes: nothing to retain or release for the most common start tag.
    let pairs: [Element]?
    /// How many attributes the tag has, kept apart so that asking touches no reference.
    let count: Int

    /// A start tag's attributes as a list of distinct names (a parser reports a repeated one as an
    /// error, which fails the read).
    init(pairs: [Element]) {
        self.pairs = pairs
        count = pairs.count
    }

    /// Attributes held in a dictionary (the internal subset's defaults applied to a tag).
    init(_ dictionary: [String: String]) {
        self.init(pairs: dictionary.map { ($0.key, $0.value) })
    }

    private init() {
        pairs = nil
        count = 0
    }

    /// No attributes (computed: a stored static would be a lazy global, reached through a
    /// one-time check on every start tag).
    static var empty: TagAttributes {
        @inline(__always) get { TagAttributes() }
    }

    var isEmpty: Bool {
        @inline(__always) get { count == 0 }
    }

    /// One of the attributes (for a tag with just one).
    var first: Element? { pairs?.first }

    /// The value of the attribute written `key` (`prefix:local` for a prefixed one), if the tag has it.
    subscript(key: String) -> String? {
        guard let pairs else { return nil }
        for pair in pairs where pair.key == key { return pair.value }
        return nil
    }

    /// The attributes as a dictionary, for the APIs that hand them to users (``ElementReader``).
    var dictionary: [String: String] {
        guard let pairs else { return [:] }
        var dictionary = [String: String](minimumCapacity: pairs.count)
        for (key, value) in pairs { dictionary[key] = value }
        return dictionary
    }

    /// Walks the list by index (an array's own iterator costs more per step on the hot path).
    struct Iterator: IteratorProtocol {
        fileprivate let pairs: [Element]
        fileprivate var index = 0

        mutating func next() -> Element? {
            guard index < pairs.count else { return nil }
            defer { index += 1 }
            return pairs[index]
        }
    }

    func makeIterator() -> Iterator { Iterator(pairs: pairs ?? []) }
}
