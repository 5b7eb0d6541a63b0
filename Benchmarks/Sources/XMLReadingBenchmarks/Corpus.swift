import Foundation

/// The generated files for one size, in a gitignored folder.
///
/// A size of N megabytes is written just under N × 990,000 bytes, so the "10 MB" files stay
/// under the 10,000,000-byte limit of `XMLParser(data:)` on Linux that the peers depend on.
struct Corpus {
    let megabytes: Int
    let directory: URL

    /// Bump when the generators change, so stale files are rewritten.
    static let generatorVersion = 1

    var targetBytes: Int { megabytes * 990_000 }
    var catalog: URL { directory.appendingPathComponent("catalog-\(megabytes)mb-v\(Self.generatorVersion).xml") }
    var xmlRPC: URL { directory.appendingPathComponent("xmlrpc-\(megabytes)mb-v\(Self.generatorVersion).xml") }
    /// The catalog converted to UTF-16 (little-endian, with a byte order mark): twice the bytes.
    var catalogUTF16: URL {
        directory.appendingPathComponent("catalog-\(megabytes)mb-v\(Self.generatorVersion)-utf16.xml")
    }

    /// Writes whichever file is missing.
    func prepare() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: catalog.path) {
            var generator = CatalogGenerator()
            let count = try generator.write(to: catalog, targetBytes: targetBytes)
            log("generated \(catalog.lastPathComponent): \(count) books, \(Self.size(of: catalog)) bytes")
        }
        if !FileManager.default.fileExists(atPath: catalogUTF16.path) {
            let text = try String(contentsOf: catalog, encoding: .utf8)
            guard let declaration = text.range(of: #"encoding="UTF-8""#) else {
                throw ModeFailure("\(catalog.lastPathComponent) has no UTF-8 declaration to convert")
            }
            let converted = text.replacingCharacters(in: declaration, with: #"encoding="UTF-16""#)
            try (Data([0xFF, 0xFE]) + converted.data(using: .utf16LittleEndian)!).write(to: catalogUTF16)
            log("converted \(catalogUTF16.lastPathComponent): \(Self.size(of: catalogUTF16)) bytes")
        }
        if !FileManager.default.fileExists(atPath: xmlRPC.path) {
            var generator = XMLRPCGenerator()
            let count = try generator.write(to: xmlRPC, targetBytes: targetBytes)
            log("generated \(xmlRPC.lastPathComponent): \(count) structs, \(Self.size(of: xmlRPC)) bytes")
        }
    }

    static func size(of url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}

/// Progress on standard error, so standard output holds only the tables.
func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
