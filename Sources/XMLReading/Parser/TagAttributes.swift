/// The attributes of one start tag as the reader gets them: qualified names as written (namespace
/// declarations among them, as `xmlns` and `xmlns:p`) with their values.
///
/// `XMLParser` hands the reader a dictionary, which is kept as it is. libxml2 hands over arrays,
/// and building a dictionary from them (hashing every name, then hashing again for every look-up)
/// would cost more than everything else the reader does with a start tag; so its attributes stay a
/// short list in document order, looked up by comparing names. A tag has a handful of attributes:
/// a linear search over them is cheaper than one hash.
///
/// Nothing the reader does depends on the order of the attributes (a dictionary has none): what
/// it writes or reports from several attributes, it sorts first.
struct TagAttributes: Sequence {
    typealias Element = (key: String, value: String)

    private enum Storage {
        /// No attributes: nothing to retain or release for the most common start tag.
        case none
        case dictionary([String: String])
        case pairs([Element])
    }

    private let storage: Storage
    /// How many attributes the tag has, kept apart so that asking touches no reference.
    let count: Int

    /// A start tag's attributes as `XMLParser` reports them.
    init(_ dictionary: [String: String]) {
        storage = .dictionary(dictionary)
        count = dictionary.count
    }

    /// A start tag's attributes as a list of distinct names (libxml2 reports a repeated one as an
    /// error, which fails the read, and drops the repeat).
    init(pairs: [Element]) {
        storage = .pairs(pairs)
        count = pairs.count
    }

    private init() {
        storage = .none
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
    var first: Element? {
        switch storage {
        case .none: nil
        case .dictionary(let dictionary): dictionary.first
        case .pairs(let pairs): pairs.first
        }
    }

    /// The value of the attribute written `key` (`prefix:local` for a prefixed one), if the tag has it.
    subscript(key: String) -> String? {
        switch storage {
        case .none:
            return nil
        case .dictionary(let dictionary):
            return dictionary[key]
        case .pairs(let pairs):
            for pair in pairs where pair.key == key { return pair.value }
            return nil
        }
    }

    /// The attributes as a dictionary, for the APIs that hand them to users (``ElementReader``).
    var dictionary: [String: String] {
        switch storage {
        case .none:
            return [:]
        case .dictionary(let dictionary):
            return dictionary
        case .pairs(let pairs):
            var dictionary = [String: String](minimumCapacity: pairs.count)
            for (key, value) in pairs { dictionary[key] = value }
            return dictionary
        }
    }

    /// The dictionary `XMLParser` reported, for loops of the hot path that walk it with its own
    /// iterator (``Iterator`` costs about twice as much per step there); `nil` for a list.
    var dictionaryStorage: [String: String]? {
        if case .dictionary(let dictionary) = storage { return dictionary }
        return nil
    }

    /// The list libxml2 reported, `nil` for a dictionary or none.
    var pairs: [Element]? {
        if case .pairs(let pairs) = storage { return pairs }
        return nil
    }

    /// Walks the dictionary in place (no copy of its iterator per step), or the list by index.
    struct Iterator: IteratorProtocol {
        fileprivate var dictionaryIterator: Dictionary<String, String>.Iterator?
        fileprivate let pairs: [Element]
        fileprivate var index = 0

        mutating func next() -> Element? {
            if dictionaryIterator != nil { return dictionaryIterator!.next() }
            guard index < pairs.count else { return nil }
            defer { index += 1 }
            return pairs[index]
        }
    }

    func makeIterator() -> Iterator {
        switch storage {
        case .none: Iterator(dictionaryIterator: nil, pairs: [])
        case .dictionary(let dictionary): Iterator(dictionaryIterator: dictionary.makeIterator(), pairs: [])
        case .pairs(let pairs): Iterator(dictionaryIterator: nil, pairs: pairs)
        }
    }
}
