import Foundation

/// FNV-1a (64-bit) over every field of every book, in document order.
///
/// Each field is hashed in a canonical form: strings as their UTF-8 bytes, integers and the
/// price's bit pattern as 8 little-endian bytes, a date as whole seconds since 1970, absent
/// optionals as a marker byte; fields and books are separated by marker bytes so that moving
/// text from one field to the next changes the sum.
///
/// ``core`` is the same sum without `descriptionXML`, the one field that keeps markup, for
/// XMLCoder, whose tree cannot keep text and markup in order.
struct Checksum {
    private var full = FNV1a()
    private var coreSum = FNV1a()
    private(set) var books = 0

    /// The sum over every field.
    var hex: String { full.hex }

    /// The sum over every field except `descriptionXML`.
    var core: String { coreSum.hex }

    mutating func add(_ book: Book) {
        books += 1
        full.add(book, markup: true)
        coreSum.add(book, markup: false)
    }
}

/// The 64-bit FNV-1a hash, fed field by field.
private struct FNV1a {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    mutating func add(_ book: Book, markup: Bool) {
        add(UInt64(bitPattern: Int64(book.id)))
        add(book.available ? 1 : 0)
        add(book.isbn)
        add(book.title)
        add(UInt64(book.authors.count))
        for author in book.authors { add(author.name) }
        add(UInt64(bitPattern: Int64(book.pages)))
        add(book.price.bitPattern)
        add(book.currency)
        if let published = book.published {
            add(UInt64(bitPattern: Int64(published.timeIntervalSince1970.rounded(.down))))
        } else {
            addByte(0xFF)
        }
        if let publisher = book.publisher {
            add(publisher.name)
            add(publisher.address)
        } else {
            addByte(0xFF)
        }
        if markup { add(book.descriptionXML) }
        addByte(0x1E)
    }

    private mutating func add(_ text: String) {
        var hash = value
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* Self.prime }
        value = hash
        addByte(0x1F)
    }

    private mutating func add(_ number: UInt64) {
        var rest = number
        for _ in 0..<8 {
            addByte(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }

    private mutating func addByte(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }
}
