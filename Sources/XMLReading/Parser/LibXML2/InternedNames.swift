internal import CXMLReadingLibXML2

/// The `String` of each element and attribute name libxml2 reports, built once per name and read:
/// libxml2 interns names in its parser context's dictionary, so one name is always the same
/// pointer for the whole parse, and a pointer compare finds its `String` again.
///
/// A direct-mapped table of 256 entries, keyed by the local name's and the prefix's pointers
/// (a collision only rebuilds the `String`). It belongs to one session, whose context — and so
/// whose dictionary — outlives every pointer it holds; only the parsing thread uses it.
struct InternedNames: ~Copyable {
    private struct Entry {
        var local: UnsafePointer<xmlChar>?
        var prefix: UnsafePointer<xmlChar>?
        var name = ""
    }

    private static let count = 256
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.count)
        entries.initialize(repeating: Entry(), count: Self.count)
    }

    deinit {
        entries.deinitialize(count: Self.count)
        entries.deallocate()
    }

    /// `prefix:local`, or `local`, as `XMLParser` names elements and attributes with namespace
    /// processing off.
    @inline(__always)
    func name(_ local: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) -> String {
        // Interned names lie a few bytes apart: the low bits tell them apart.
        let bits = UInt(bitPattern: local) &+ (UInt(bitPattern: prefix) &>> 1)
        let entry = entries + Int(truncatingIfNeeded: bits ^ (bits &>> 8)) & (Self.count - 1)
        if entry.pointee.local == local, entry.pointee.prefix == prefix { return entry.pointee.name }
        let name = Self.build(local, prefix)
        entry.pointee = Entry(local: local, prefix: prefix, name: name)
        return name
    }

    static func build(_ local: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) -> String {
        let localName = String(cString: local)
        guard let prefix else { return localName }
        return String(cString: prefix) + ":" + localName
    }
}
