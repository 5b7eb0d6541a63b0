import Foundation
import Testing
import TestSupport
import XMLHTTP
import XMLRPC

/// `Gzip` (the system's zlib) against itself and against Python's `gzip` and `zlib` modules.
@Suite struct GzipTests {
    /// `count` bytes of XML-RPC-like text (compresses well).
    static func text(_ count: Int) -> Data {
        var data = Data()
        data.reserveCapacity(count + 64)
        var index = 0
        while data.count < count {
            data.append(
                contentsOf:
                    "<member><name>n\(index)</name><value><int>\(index * 7919 % 100_003)</int></value></member>\n".utf8)
            index += 1
        }
        return data.prefix(count)
    }

    /// `count` seeded random bytes (do not compress).
    static func random(_ count: Int, seed: UInt64) -> Data {
        var generator = SplitMix64(seed: seed)
        var data = Data(count: count)
        data.withUnsafeMutableBytes { bytes in
            for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255, using: &generator) }
        }
        return data
    }

    /// Text, random bytes and zeros, 300,000 bytes: several chunks in and out.
    static let mixed = text(120_000) + random(100_000, seed: 7) + Data(count: 80_000)

    /// The error `body` throws, or a recorded issue.
    func gzipError(
        _ body: () throws(GzipError) -> Data, sourceLocation: SourceLocation = #_sourceLocation
    ) -> GzipError? {
        do {
            let data = try body()
            Issue.record("expected a GzipError, got \(data.count) bytes", sourceLocation: sourceLocation)
        } catch {
            return error
        }
        return nil
    }

    // MARK: Round trips

    @Test func emptyRoundTrip() throws {
        let compressed = try Gzip.compress(Data())
        // Header (magic, deflate, no flags, time 0, no extra flags, then the OS, which zlib sets per
        // platform), an empty final block, CRC-32 0, size 0.
        #expect(compressed.count == 20)
        #expect(Array(compressed.prefix(9)) == [0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0])
        #expect(Array(compressed.dropFirst(10)) == [0x03, 0x00, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(try Gzip.decompress(compressed, limit: 0) == Data())
        #expect(try Gzip.decompress(Data(), limit: 0) == Data())
    }

    @Test func smallRoundTripAtEveryLevel() throws {
        let data = Data("Hello, gzip! Hello, gzip! Hello, gzip!".utf8)
        for level in 0...9 {
            let compressed = try Gzip.compress(data, level: level)
            #expect(try Gzip.decompress(compressed, limit: data.count) == data, "level \(level)")
        }
        #expect(gzipError { () throws(GzipError) in try Gzip.compress(data, level: 10) } == .invalidLevel(10))
        #expect(GzipError.invalidLevel(-1).description == "gzip compression level -1 is not in 0...9")
    }

    @Test func tenMegabytesRoundTrip() throws {
        let data = Self.text(10_000_000)
        let compressed = try Gzip.compress(data)
        #expect(compressed.count < 1_000_000)
        #expect(try Gzip.decompress(compressed, limit: 10_000_000) == data)
    }

    @Test(arguments: [(UInt64(1), 1), (2, 65_535), (3, 65_536), (4, 65_537), (5, 1_000_000)])
    func randomRoundTrip(seed: UInt64, count: Int) throws {
        let data = Self.random(count, seed: seed)
        for level in [0, 1, 9] {
            let compressed = try Gzip.compress(data, level: level)
            #expect(try Gzip.decompress(compressed, limit: count) == data, "level \(level)")
        }
    }

    // MARK: Python

    @Test(arguments: [1, 6, 9])
    func pythonDecompressesSwift(level: Int) throws {
        let compressed = try Gzip.compress(Self.mixed, level: level)
        let output = try Python.run(
            "import gzip, sys; sys.stdout.buffer.write(gzip.decompress(sys.stdin.buffer.read()))",
            input: compressed)
        #expect(output == Self.mixed)
    }

    @Test(arguments: [0, 1, 6, 9])
    func swiftDecompressesPython(level: Int) throws {
        let compressed = try Python.run(
            """
            import gzip, sys
            sys.stdout.buffer.write(gzip.compress(sys.stdin.buffer.read(), compresslevel=int(sys.argv[1]), mtime=0))
            """,
            arguments: ["\(level)"], input: Self.mixed)
        #expect(Array(compressed.prefix(2)) == [0x1F, 0x8B])
        #expect(try Gzip.decompress(compressed, limit: Self.mixed.count) == Self.mixed)
    }

    @Test func concatenatedMembers() throws {
        let first = Self.text(100_000)
        let second = Self.random(70_000, seed: 11)
        let fromPython = try Python.run(
            """
            import gzip, sys
            data = sys.stdin.buffer.read()
            sys.stdout.buffer.write(gzip.compress(data[:100000], 9) + gzip.compress(data[100000:], 1))
            """,
            input: first + second)
        #expect(try Gzip.decompress(fromPython, limit: 170_000) == first + second)

        // Ours, with an empty member in between; Python reads them as one too.
        let ours = try Gzip.compress(first) + Gzip.compress(Data()) + Gzip.compress(second)
        #expect(try Gzip.decompress(ours, limit: 170_000) == first + second)
        let output = try Python.run(
            "import gzip, sys; sys.stdout.buffer.write(gzip.decompress(sys.stdin.buffer.read()))", input: ours)
        #expect(output == first + second)
    }

    /// `Content-Encoding: deflate`: a zlib stream, or the raw deflate data some servers send.
    @Test(arguments: ["zlib.compress(data, 6)", "zlib.compress(data, 0)", "raw(data, 9)", "raw(data, 1)"])
    func deflateFromPython(expression: String) throws {
        let compressed = try Python.run(
            """
            import sys, zlib
            def raw(data, level):
                c = zlib.compressobj(level, zlib.DEFLATED, -15)
                return c.compress(data) + c.flush()
            data = sys.stdin.buffer.read()
            sys.stdout.buffer.write(\(expression))
            """,
            input: Self.mixed)
        #expect(try Gzip.decompress(compressed, limit: Self.mixed.count, format: .deflate) == Self.mixed)
        // Neither is gzip.
        let error = gzipError { () throws(GzipError) in try Gzip.decompress(compressed, limit: 1_000_000) }
        #expect(error?.description == "corrupt gzip data: incorrect header check")
    }

    // MARK: Bad input

    @Test func truncated() throws {
        let compressed = try Gzip.compress(Self.mixed)
        for length in [1, 2, 9, 10, 11, compressed.count / 2, compressed.count - 8, compressed.count - 1] {
            let error = gzipError { () throws(GzipError) in
                try Gzip.decompress(compressed.prefix(length), limit: Self.mixed.count)
            }
            #expect(error == .truncated(.gzip), "\(length) of \(compressed.count) bytes")
            #expect(error?.description == "truncated gzip data: the input ends inside the compressed stream")
        }
        // A second member cut off.
        let error = gzipError { () throws(GzipError) in
            try Gzip.decompress(compressed + compressed.prefix(100), limit: 2 * Self.mixed.count)
        }
        #expect(error == .truncated(.gzip))
    }

    @Test func corruptChecks() throws {
        var compressed = try Gzip.compress(Self.text(1000))
        // The trailer: CRC-32, then the size modulo 2^32, both little-endian.
        compressed[compressed.count - 8] ^= 0x01
        var error = gzipError { () throws(GzipError) in try Gzip.decompress(compressed, limit: 1000) }
        #expect(error == .corrupt(.gzip, message: "incorrect data check"))
        #expect(error?.description == "corrupt gzip data: incorrect data check")

        compressed[compressed.count - 8] ^= 0x01
        #expect(try Gzip.decompress(compressed, limit: 1000) == Self.text(1000))
        compressed[compressed.count - 4] ^= 0x01
        error = gzipError { () throws(GzipError) in try Gzip.decompress(compressed, limit: 1000) }
        #expect(error?.description == "corrupt gzip data: incorrect length check")
    }

    @Test func garbage() throws {
        let garbage = Data("<?xml version=\"1.0\"?><methodResponse/>".utf8)
        var error = gzipError { () throws(GzipError) in try Gzip.decompress(garbage, limit: 1000) }
        #expect(error == .corrupt(.gzip, message: "incorrect header check"))
        #expect(error?.description == "corrupt gzip data: incorrect header check")

        // Not deflate data either: 'n' (0x6E) starts a block of the reserved type 3.
        error = gzipError { () throws(GzipError) in
            try Gzip.decompress(Data("not compressed".utf8), limit: 1000, format: .deflate)
        }
        #expect(error?.description == "corrupt deflate data: invalid block type")

        // A gzip header with an unknown compression method.
        error = gzipError { () throws(GzipError) in
            try Gzip.decompress(Data([0x1F, 0x8B, 0x07, 0, 0, 0, 0, 0, 0, 3, 0x03, 0]), limit: 1000)
        }
        #expect(error?.description == "corrupt gzip data: unknown compression method")

        // Bytes after a member that do not start another.
        let member = try Gzip.compress(Data("abc".utf8))
        error = gzipError { () throws(GzipError) in try Gzip.decompress(member + Data("xyz".utf8), limit: 1000) }
        #expect(error?.description == "corrupt gzip data: incorrect header check")

        // … and after a deflate stream.
        let zlibStream = try Python.run("import sys, zlib; sys.stdout.buffer.write(zlib.compress(b'abc'))")
        error = gzipError { () throws(GzipError) in
            try Gzip.decompress(zlibStream + Data([0]), limit: 1000, format: .deflate)
        }
        #expect(error?.description == "corrupt deflate data: data after the end of the compressed stream")
    }

    // MARK: Limit

    @Test func limitIsInclusive() throws {
        let data = Self.text(100_000)
        let compressed = try Gzip.compress(data)
        #expect(try Gzip.decompress(compressed, limit: 100_000) == data)
        let error = gzipError { () throws(GzipError) in try Gzip.decompress(compressed, limit: 99_999) }
        #expect(error == .tooLarge(.gzip, limit: 99_999))
        #expect(error?.description == "gzip data expands to more than the limit of 99999 bytes")
        #expect(
            gzipError { () throws(GzipError) in try Gzip.decompress(compressed, limit: 0) }
                == .tooLarge(.gzip, limit: 0))
    }

    /// 16 MB of gzip that expands to 16 GiB (16,384 members of 1 MiB of zeros): decompression stops
    /// at the limit, having held no more than the limit and a chunk (expanding it all would need
    /// more memory than the machines running the tests have).
    @Test func bombStopsAtTheLimit() throws {
        let member = try Gzip.compress(Data(count: 1 << 20), level: 9)
        #expect(member.count < 1100)
        var bomb = Data()
        bomb.reserveCapacity(member.count * 16_384)
        for _ in 0..<16_384 { bomb.append(member) }
        let error = gzipError { () throws(GzipError) in try Gzip.decompress(bomb, limit: 10_000_000) }
        #expect(error == .tooLarge(.gzip, limit: 10_000_000))
    }

    /// One member from Python expanding to 256 MiB, read with a limit of 1 MiB.
    @Test func pythonBombStopsAtTheLimit() throws {
        let bomb = try Python.run(
            """
            import sys, zlib
            c = zlib.compressobj(9, zlib.DEFLATED, 31)
            sys.stdout.buffer.write(b"".join(c.compress(bytes(1 << 20)) for _ in range(256)) + c.flush())
            """)
        #expect(bomb.count < 300_000)
        let error = gzipError { () throws(GzipError) in try Gzip.decompress(bomb, limit: 1 << 20) }
        #expect(error?.description == "gzip data expands to more than the limit of 1048576 bytes")
    }
}
