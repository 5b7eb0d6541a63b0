import Foundation

/// Schema files written into a fresh temporary folder for one test.
struct SchemaFixture {
    let folder: URL

    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("xml-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    static let header = #"<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema""#
}
