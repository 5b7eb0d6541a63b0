import Foundation
import Testing

extension ExamplesTests {
    /// `catalog-download`: a catalog read from AsyncHTTPClient's response body, book by book, with
    /// flat memory (`Examples/README.md`).
    @Suite struct CatalogDownloadTests {
        /// How much more the peak resident memory of a 100 MB download may be than that of a 40 KB
        /// one. Measured on Linux: 1.2 to 6.1 MiB more (release and debug builds; resident memory
        /// stays within 0.3 MiB while the body streams, the rest comes and goes as the response
        /// ends); holding the document would take 100.
        static let allowedGrowthKiB = 10 * 1024

        /// The books the test server generates: book `n` has `100 + n % 900` pages and costs
        /// `(100 + n % 9000)` cents.
        static func line(book n: Int) -> String {
            let cents = 100 + n % 9000
            return "book \(n): \"Book \(String(format: "%07d", n))\", \(100 + n % 900) pages, "
                + "\(String(format: "%d.%02d", cents / 100, cents % 100)) USD"
        }

        static func totals(books: Int) -> String {
            var pages = 0
            var cents = 0
            for n in 1...books {
                pages += 100 + n % 900
                cents += 100 + n % 9000
            }
            return "\(books) books, \(pages) pages, \(String(format: "%d.%02d", cents / 100, cents % 100)) in prices"
        }

        /// The peak memory a run reported on its last line (`peak memory: 27136 KiB`).
        static func peakKiB(_ lines: [String]) -> Int? {
            guard let last = lines.last, last.hasPrefix("peak memory: "), last.hasSuffix(" KiB") else { return nil }
            return Int(last.dropFirst("peak memory: ".count).dropLast(" KiB".count))
        }

        @Test func readsA100MBCatalogAsItArrivesWithFlatMemory() throws {
            let server = try RunningProgram(python: [Paths.script("catalog_server.py")])
            defer { server.stop() }
            let port = try #require(server.readLine()?.split(separator: " ").last)
            let catalog = "http://127.0.0.1:\(port)/catalog"

            let small = try RunningProgram(Paths.product("catalog-download"), ["\(catalog)?books=100"])
            let smallLines = small.readRest()
            #expect(small.wait() == 0, "\(small.errors)")
            #expect(smallLines.dropLast() == (1...100).map { Self.line(book: $0) } + [Self.totals(books: 100)])
            #expect(server.readLine() == "GET /catalog")
            #expect(server.readLine() == "sent 40060 bytes, 100 books")

            // 250,000 books of 400 bytes. The server stops before its last part until the test has
            // the first book: the program prints it long before the document ends.
            let start = ContinuousClock.now
            let large = try RunningProgram(
                Paths.product("catalog-download"), ["\(catalog)?books=250000&pause=1", "--every", "50000"])
            #expect(large.readLine() == Self.line(book: 1))
            #expect(server.readLine() == "GET /catalog")
            #expect(server.readLine() == "waiting")
            server.send("go")
            let largeLines = large.readRest()
            #expect(large.wait() == 0, "\(large.errors)")
            let elapsed = ContinuousClock.now - start
            #expect(server.readLine() == "sent 100000060 bytes, 250000 books")
            #expect(
                largeLines.dropLast() == stride(from: 50000, through: 250_000, by: 50000).map { Self.line(book: $0) }
                    + [Self.totals(books: 250_000)])

            let smallPeak = try #require(Self.peakKiB(smallLines))
            let largePeak = try #require(Self.peakKiB(largeLines))
            print("catalog-download: 40 KB peak \(smallPeak) KiB, 100 MB peak \(largePeak) KiB in \(elapsed)")
            #expect(largePeak <= smallPeak + Self.allowedGrowthKiB, "40 KB: \(smallPeak) KiB, 100 MB: \(largePeak) KiB")
        }

        @Test func aMissingCatalogExitsWith1AndTheStatus() throws {
            let server = try RunningProgram(python: [Paths.script("catalog_server.py")])
            defer { server.stop() }
            let port = try #require(server.readLine()?.split(separator: " ").last)
            let url = "http://127.0.0.1:\(port)/missing.xml"
            let missing = try RunningProgram(Paths.product("catalog-download"), [url])
            #expect(missing.readRest() == [])
            #expect(missing.wait() == 1)
            #expect(missing.errors == "catalog-download: \(url): the server answered HTTP 404\n")
        }
    }
}
