import Foundation
import XMLReading

/// A property list document: `<plist version="1.0">` around one value.
///
/// ```xml
/// <plist version="1.0"><dict><key>name</key><string>Dune</string></dict></plist>
/// ```
///
/// The value is a ``Choice``: the name of the child element (`<dict>`, `<string>`, …) picks the
/// case of ``PlistValue``. An empty `<plist/>` leaves it `nil`, as `plistlib` gives `None`.
struct Plist: XMLReadable {
    var version: String?
    var value: PlistValue?

    static let parsingDescription = ParsingDescription<Plist> {
        Attribute("version", \.version)
        Choice(\.value) { PlistValue.cases }
        // A <key> (or anything else) outside a <dict> is an error, not a silently dropped element.
        RejectUnknown()
    }
}

/// One value of a property list; the element's name says which case it is.
indirect enum PlistValue: Sendable {
    case dict(PlistDict)
    case array(PlistArray)
    case string(String)
    case integer(PlistInteger)
    case real(Double)
    case bool(Bool)
    case date(Date)
    case data(Data)
}

extension PlistValue {
    /// The cases, shared by the three places a value appears: the root (``Choice``), an array's
    /// items (``Many``) and a dictionary's values (``Pairs``).
    ///
    /// Each `embed` is the enum case itself (`PlistValue.string`), which is how ``XMLWriter``
    /// finds the case of a value to write. `<true/>` and `<false/>` carry no text: their payload
    /// is fixed. The scalars plistlib reads its own way use the formats of `PlistFormats.swift`;
    /// `<string>` is read exactly as written (whitespace, entities and CDATA included).
    @CaseBuilder<PlistValue> static var cases: [Case<PlistValue>] {
        Case("dict", PlistDict.self, PlistValue.dict)
        Case("array", PlistArray.self, PlistValue.array)
        Case("string", String.self, PlistValue.string)
        Case("integer", PlistInteger.self, format: .plistInteger, PlistValue.integer)
        Case("real", Double.self, format: .plistReal, PlistValue.real)
        Case("true", PlistValue.bool, true)
        Case("false", PlistValue.bool, false)
        Case("date", Date.self, format: .plistDate, PlistValue.date)
        Case("data", Data.self, format: .plistData, PlistValue.data)
    }
}

/// `<dict>`: keys and values in alternation, kept in document order.
///
/// ```xml
/// <dict><key>title</key><string>Dune</string><key>pages</key><integer>412</integer></dict>
/// ```
///
/// ``Pairs`` reads each `<key>`'s text as the key of the value element after it. A key with no
/// value after it, and a value with no key before it (two values for one key), are errors at the
/// faulty element; ``RejectUnknown`` makes any other element an error too.
struct PlistDict: XMLReadable {
    var entries: [(key: String, value: PlistValue)] = []

    static let parsingDescription = ParsingDescription<PlistDict> {
        Pairs(\.entries, key: "key") { PlistValue.cases }
        RejectUnknown()
    }
}

/// `<array>`: values in document order. ``Many`` without a container name collects the direct
/// children; ``RejectUnknown`` makes a `<key>` inside an array an error, as in plistlib.
struct PlistArray: XMLReadable {
    var items: [PlistValue] = []

    static let parsingDescription = ParsingDescription<PlistArray> {
        Many(\.items) { PlistValue.cases }
        RejectUnknown()
    }
}

/// An `<integer>`: plistlib writes any integer from -2^63 to 2^64-1, a range neither `Int64` nor
/// `UInt64` holds alone, so it is kept as a sign and a magnitude.
struct PlistInteger: Sendable, Hashable, CustomStringConvertible {
    /// The absolute value; at most 2^63 when negative.
    var magnitude: UInt64
    /// `true` for a value below zero (never for zero: `-0` reads as 0).
    var isNegative: Bool

    /// The exact decimal value: `-9223372036854775808`, `18446744073709551615`.
    var description: String { (isNegative ? "-" : "") + String(magnitude) }
}
