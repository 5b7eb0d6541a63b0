import Foundation
import XMLRPC

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
    fileprivate(set) var full = FNV1a()
    fileprivate(set) var coreSum = FNV1a()
    /// Books, or for XML-RPC the top-level values (the items of a response's array).
    fileprivate(set) var books = 0

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
struct FNV1a {
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

    mutating func add(_ text: String) {
        // Over the string's contiguous UTF-8 (every reader's strings are native): a third of the
        // instructions of walking `text.utf8` byte by byte, the same sum. The checksum is not the
        // readers' work, and every mode pays it alike.
        var text = text
        let start = value
        value = text.withUTF8 { bytes in
            var hash = start
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* Self.prime }
            return hash
        }
        addByte(0x1F)
    }

    mutating func add(_ number: UInt64) {
        var rest = number
        for _ in 0..<8 {
            addByte(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }

    mutating func addByte(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }
}

extension Checksum {
    /// Every value of an XML-RPC response: each value's type tag, then its value (strings as UTF-8,
    /// integers and doubles' bit patterns as 8 bytes, a date and time field by field, base64 as
    /// its bytes, structs as their member count then each name and value in order, arrays as
    /// their count then each element). ``core`` is the same sum: XML-RPC has no markup fields.
    mutating func add(_ response: XMLRPCResponse) {
        full.add(UInt64(response.params.count))
        for param in response.params {
            full.addValue(param)
            if case .array(let items) = param { books += items.count } else { books += 1 }
        }
        coreSum = full
    }
}

extension FNV1a {
    mutating func addValue(_ value: XMLRPCValue) {
        switch value {
        case .int(let number):
            addByte(1)
            add(UInt64(bitPattern: number))
        case .boolean(let flag):
            addByte(2)
            addByte(flag ? 1 : 0)
        case .string(let text):
            addByte(3)
            add(text)
        case .double(let number):
            addByte(4)
            add(number.bitPattern)
        case .dateTime(let time):
            addByte(5)
            add(UInt64(bitPattern: Int64(time.year)))
            add(UInt64(bitPattern: Int64(time.month)))
            add(UInt64(bitPattern: Int64(time.day)))
            add(UInt64(bitPattern: Int64(time.hour)))
            add(UInt64(bitPattern: Int64(time.minute)))
            add(UInt64(bitPattern: Int64(time.second)))
            if let offset = time.utcOffset { add(UInt64(bitPattern: Int64(offset))) } else { addByte(0xFF) }
        case .base64(let data):
            addByte(6)
            add(UInt64(data.count))
            for byte in data { addByte(byte) }
        case .struct(let members):
            addByte(7)
            add(UInt64(members.count))
            for member in members {
                add(member.name)
                addValue(member.value)
            }
        case .array(let values):
            addByte(8)
            add(UInt64(values.count))
            for element in values { addValue(element) }
        case .nil:
            addByte(9)
        }
    }
}
