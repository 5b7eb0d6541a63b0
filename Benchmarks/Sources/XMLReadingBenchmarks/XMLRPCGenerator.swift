import Foundation

/// Writes an XML-RPC `methodResponse` holding one array of structs, byte for byte in the form
/// Python's `xmlrpc.client.dumps((items,), methodresponse=True)` writes it (one element per
/// line, `&`, `<`, `>` escaped in strings, `repr` doubles, base64 wrapped at 76 columns).
struct XMLRPCGenerator {
    private var random: SplitMix64
    private var nextID = 1

    init(seed: UInt64 = 0x5850_4352_6573_7031) {
        random = SplitMix64(seed: seed)
    }

    static let header = "<?xml version='1.0'?>\n<methodResponse>\n<params>\n<param>\n<value><array><data>\n"
    static let footer = "</data></array></value>\n</param>\n</params>\n</methodResponse>\n"

    /// Writes structs until the file would pass `targetBytes`; returns the number of structs.
    mutating func write(to url: URL, targetBytes: Int) throws -> Int {
        try ChunkedWriter.writeDocument(
            to: url, targetBytes: targetBytes, header: Self.header, footer: Self.footer
        ) { nextStruct() }
    }

    private static let words = [
        "alpha", "beta", "gamma", "delta", "ünïcödé", "naïve café", "東京", "Привет", "<tag>", "a & b",
        "x > y", "quote \"q\"", "it's", "tab\there", "emoji 📦",
    ]

    private func member(_ name: String, _ value: String) -> String {
        "<member>\n<name>\(name)</name>\n<value>\(value)</value>\n</member>\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private func string(_ text: String) -> String {
        "<string>\(Self.escape(text))</string>"
    }

    private mutating func sentence(_ count: Int) -> String {
        (0..<count).map { _ in random.pick(Self.words) }.joined(separator: " ")
    }

    private static let base64Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")

    /// `base64.encodebytes`: standard alphabet with padding, a line feed after every 76 characters
    /// and after the last line.
    private static func encodeBytes(_ bytes: [UInt8]) -> String {
        var encoded = Data(bytes).base64EncodedString()
        var lines = ""
        while !encoded.isEmpty {
            lines += encoded.prefix(76) + "\n"
            encoded = String(encoded.dropFirst(76))
        }
        return lines
    }

    private mutating func nextStruct() -> String {
        let id = nextID
        nextID += 1
        var xml = "<value><struct>\n"
        xml += member("id", "<int>\(id)</int>")
        xml += member("title", string(sentence(2 + random.below(5))))
        // Cents over 100 print the same in Swift's and Python's shortest round-trip forms.
        let cents = random.below(1_000_000)
        xml += member("price", "<double>\(Double(cents) / 100)</double>")
        xml += member("available", "<boolean>\(random.below(2))</boolean>")
        let year = 1990 + random.below(35)
        let month = 1 + random.below(12)
        let day = 1 + random.below(28)
        let hour = random.below(24)
        let minute = random.below(60)
        let second = random.below(60)
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        xml += member(
            "updated",
            "<dateTime.iso8601>\(year)\(pad(month))\(pad(day))T\(pad(hour)):\(pad(minute)):\(pad(second))</dateTime.iso8601>"
        )
        var tags = "<array><data>\n"
        for _ in 0..<random.below(4) { tags += "<value>\(string(random.pick(Self.words)))</value>\n" }
        xml += member("tags", tags + "</data></array>")
        if random.chance(30) {
            let bytes = (0..<(1 + random.below(90))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            xml += member("thumbnail", "<base64>\n\(Self.encodeBytes(bytes))</base64>")
        }
        xml += member(
            "owner",
            "<struct>\n" + member("name", string(sentence(2))) + member("rank", "<int>\(random.below(100) - 50)</int>")
                + "</struct>")
        return xml + "</struct></value>\n"
    }
}
