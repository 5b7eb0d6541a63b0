import Foundation
import Testing

extension ExamplesTests {
    /// `xmlrpc-server`: XML-RPC on Hummingbird, called by Python's `xmlrpc.client` under a bounded
    /// load (`Examples/README.md`).
    @Suite struct XMLRPCServerTests {
        /// How much the server's resident memory may grow from the 1,000th call to the end of the
        /// 10,000. Measured on Linux: 0.1 to 0.3 MiB (release and debug builds); keeping 250 bytes
        /// of each of the 9,000 calls would pass it.
        static let allowedGrowthKiB = 2 * 1024

        /// The figures `Scripts/xmlrpc_load.py` prints on its last line.
        struct LoadFigures: Decodable {
            var calls: Int
            var clients: Int
            var answered: Int
            var faults: Int
            var wrong: Int
            var unanswered: Int
            var seconds: Double
            var rss_kib: [Int]
        }

        @Test func answersTenThousandCallsFrom8ClientsWithFlatMemory() throws {
            let server = try RunningProgram(Paths.product("xmlrpc-server"), ["--port", "0"])
            let ready = try #require(server.readLine())
            #expect(ready.hasPrefix("listening on "))
            let port = try #require(ready.split(separator: " ").last)

            let load = try RunningProgram(
                python: [
                    Paths.script("xmlrpc_load.py"), "http://127.0.0.1:\(port)/RPC2", "\(server.processIdentifier)",
                    "10000", "8",
                ])
            let lines = load.readRest()
            #expect(load.wait() == 0, "\(load.errors)")
            #expect(server.stop() == 0, "\(server.errors)")
            print("xmlrpc-server: \(lines.first ?? "")")
            let figures = try JSONDecoder().decode(LoadFigures.self, from: Data(try #require(lines.last).utf8))
            #expect(figures.answered == 10000)
            #expect(figures.unanswered == 0)
            #expect(figures.wrong == 0)
            // 500 malformed documents, 500 calls without a method name, 1,000 divisions by zero,
            // 1,000 parameters of the wrong type; system.multicall answers its faults in its array.
            #expect(figures.faults == 3000)
            // Before the load, after every 500 answered calls, after the load.
            #expect(figures.rss_kib.count == 22)
            let warm = figures.rss_kib[2]
            let peak = figures.rss_kib[2...].max() ?? 0
            #expect(peak <= warm + Self.allowedGrowthKiB, "\(figures.rss_kib)")
        }
    }
}
