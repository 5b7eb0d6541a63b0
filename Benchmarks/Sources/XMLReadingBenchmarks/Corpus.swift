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

    /// Writes whichever file is missing.
    func prepare() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: catalog.path) {
            var generator = CatalogGenerator()
            let count = try generator.write(to: catalog, targetBytes: targetBytes)
            log("generated \(catalog.lastPathComponent): \(count) books, \(Self.size(of: catalog)) bytes")
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
