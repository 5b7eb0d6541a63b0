import Foundation
import Testing

extension ExamplesTests {
    /// `catalog-export`: catalogs written item by item into Hummingbird's response body, read by
    /// Python's ElementTree as they arrive (`Examples/README.md`).
    @Suite struct CatalogExportTests {
        /// How much more the server's resident memory may be after a 250,000-book export (about
        /// 35 MB) than after a 1,000-book one; holding the catalog would take far more.
        static let allowedGrowthKiB = 8 * 1024

        /// The figures `Scripts/catalog_fetch.py` prints for each catalog.
        struct Fetch: Decodable {
            var books: Int
            var bytes: Int
            var wrong: Int
            var rss_kib: [Int]
            var seconds: Double
        }

        @Test func servesA250000BookCatalogWrittenItemByItemWithFlatMemory() throws {
            let server = try RunningProgram(Paths.product("catalog-export"), ["--port", "0"])
            let ready = try #require(server.readLine())
            #expect(ready.hasPrefix("listening on "))
            let port = try #require(ready.split(separator: " ").last)

            let fetch = try RunningProgram(
                python: [
                    Paths.script("catalog_fetch.py"), "http://127.0.0.1:\(port)", "\(server.processIdentifier)",
                    "0", "1000", "250000",
                ])
            let lines = fetch.readRest()
            #expect(fetch.wait() == 0, "\(fetch.errors)")
            #expect(server.stop() == 0, "\(server.errors)")
            let figures = try lines.map { try JSONDecoder().decode(Fetch.self, from: Data($0.utf8)) }
            try #require(figures.count == 3)
            for line in lines { print("catalog-export: \(line)") }
            // Every book as its number makes it, in order; `<catalog count="0"/>` for none.
            #expect(figures.map(\.books) == [0, 1000, 250_000])
            #expect(figures.map(\.wrong) == [0, 0, 0])
            #expect(figures[0].bytes == #"<?xml version="1.0" encoding="UTF-8"?><catalog count="0"/>"#.utf8.count)
            #expect(figures[2].bytes > 30_000_000)
            let small = figures[1].rss_kib.max() ?? 0
            let large = figures[2].rss_kib.max() ?? 0
            #expect(large <= small + Self.allowedGrowthKiB, "\(figures[1].rss_kib) then \(figures[2].rss_kib)")
        }
    }
}
