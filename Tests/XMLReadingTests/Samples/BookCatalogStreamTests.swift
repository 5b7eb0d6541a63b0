import Foundation
import TestSupport
import Testing

@testable import BookCatalog

/// `book-catalog --stream`, `--progress` and http URLs (issue 14).
@Suite struct BookCatalogStreamTests {
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try runProgram(sampleExecutable("book-catalog"), arguments)
    }

    static let bundledOutput = BookCatalogSampleTests.expectedLines.joined(separator: "\n") + "\n"

    @Test func streamPrintsTheSameLinesInTheSameOrder() throws {
        let bundled = try Self.run(["--stream"])
        #expect(bundled.status == 0)
        #expect(bundled.error == "")
        #expect(bundled.output == Self.bundledOutput)

        let (file, books) = try CatalogServer.write(bytes: 1_000_000)
        defer { try? FileManager.default.removeItem(at: file) }
        let whole = try Self.run([file.path])
        let streamed = try Self.run(["--stream", file.path])
        #expect(whole.status == 0)
        #expect(streamed.status == 0)
        #expect(streamed.error == "")
        #expect(whole.output.split(separator: "\n").count == books)
        #expect(whole.output.hasPrefix(CatalogServer.firstGeneratedLine + "\n"))
        #expect(streamed.output == whole.output)
    }

    @Test func streamPrintsTheBooksBeforeAnErrorThenTheSameMessage() throws {
        let xml = "<catalog>\n<book id='1'><title>Dune</title></book>\n<book id='x'/></catalog>"
        let file = try temporaryFile(Data(xml.utf8))
        defer { try? FileManager.default.removeItem(at: file) }
        let whole = try Self.run([file.path])
        let streamed = try Self.run(["--stream", file.path])
        #expect(whole.status == 1)
        #expect(streamed.status == 1)
        #expect(whole.output == "")
        #expect(
            streamed.output
                == #"{"id": 1, "available": false, "isbn": "", "title": "Dune", "authors": [], "pages": 0, "price": 0.0, "currency": "", "published": null, "publisher": null, "description": ""}"#
                + "\n")
        #expect(
            streamed.error
                == "book-catalog: \(file.path): line 3, column 13: cannot read \"x\" as Int for attribute \"id\" of <book> at /catalog/book[2]\n"
        )
        #expect(streamed.error == whole.error)
    }

    /// `--rewrite --stream` writes each book as soon as it is read: the bytes of `--rewrite`;
    /// `--canonical` gives Python's C14N 2.0 of them, streamed or not.
    @Test func rewriteStreamAndCanonicalWriteTheBytesOfRewrite() throws {
        let (file, books) = try CatalogServer.write(bytes: 1_000_000)
        defer { try? FileManager.default.removeItem(at: file) }
        for source in [[], [file.path]] {
            let program = sampleExecutable("book-catalog")
            let whole = try runProgramForBytes(program, ["--rewrite"] + source)
            #expect(whole.status == 0)
            let streamed = try runProgramForBytes(program, ["--rewrite", "--stream"] + source)
            #expect(streamed.status == 0)
            #expect(streamed.error == Data())
            #expect(streamed.output == whole.output)
            let canonical = try CanonicalXML.exact(of: whole.output)
            for arguments in [["--rewrite", "--canonical"], ["--rewrite", "--stream", "--canonical"]] {
                let written = try runProgramForBytes(program, arguments + source)
                #expect(written.status == 0)
                #expect(written.output == canonical, "\(arguments) \(source)")
            }
        }
        let written = try runProgramForBytes(sampleExecutable("book-catalog"), ["--rewrite", "--stream", file.path])
        #expect(Self.occurrences(of: "<book ", in: written.output) == books)
    }

    /// How many times `text` occurs in `data` (a scan of the bytes: `Data.range(of:in:)` copies
    /// the rest of the data on each call on Linux).
    static func occurrences(of text: String, in data: Data) -> Int {
        let needle = Array(text.utf8)
        return data.withUnsafeBytes { bytes in
            var count = 0
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == needle[0] && needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) {
                    count += 1
                    index += needle.count
                } else {
                    index += 1
                }
            }
            return count
        }
    }

    /// On an error, what was written before the failing book stays written, as with `--stream`.
    @Test func rewriteStreamWritesTheBooksBeforeAnErrorThenTheSameMessage() throws {
        let xml = "<catalog>\n<book id='1'><title>Dune</title></book>\n<book id='x'/></catalog>"
        let file = try temporaryFile(Data(xml.utf8))
        defer { try? FileManager.default.removeItem(at: file) }
        let whole = try Self.run(["--rewrite", file.path])
        let streamed = try Self.run(["--rewrite", "--stream", file.path])
        #expect(whole.status == 1)
        #expect(whole.output == "")
        #expect(streamed.status == 1)
        #expect(streamed.error == whole.error)
        #expect(
            streamed.error
                == "book-catalog: \(file.path): line 3, column 13: cannot read \"x\" as Int for attribute \"id\" of <book> at /catalog/book[2]\n"
        )
        // The document up to the last whole book.
        #expect(
            streamed.output
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<catalog>\n  <book id=\"1\" available=\"false\">\n    <isbn/>\n    <title>Dune</title>\n    <authors/>\n    <description/>\n    <details>\n      <pages>0</pages>\n      <price currency=\"\">0</price>\n    </details>\n  </book>"
        )
    }

    @Test func canonicalWithoutRewriteIsAUsageError() throws {
        let misused = try Self.run(["--canonical"])
        #expect(misused.status == 2)
        #expect(misused.output == "")
        #expect(
            misused.error
                == "book-catalog: --canonical is a form of --rewrite's output; add --rewrite\nusage: book-catalog [--rewrite [--canonical]] [--stream] [--progress] [--dtd internal|standard] [--parser foundation|libxml2] [FILE|URL]\n"
        )
    }

    /// `--rewrite --stream` over a large catalog: the bytes of `--rewrite`, with a peak resident
    /// set size at most `XMLREADING_CATALOG_MAX_GROWTH_MIB` (16 by default; `.ci/run` asserts the
    /// issue's 8 over 100 MB with the release build) above the same command's on 64 KB.
    /// `XMLREADING_REWRITE_MB` sets the size (4 MB by default, for the debug build);
    /// `XMLREADING_BOOK_CATALOG` names another executable.
    @Test func rewriteStreamKeepsMemoryFlat() throws {
        let environment = ProcessInfo.processInfo.environment
        let megabytes = environment["XMLREADING_REWRITE_MB"].flatMap { Int($0) } ?? 4
        let program =
            environment["XMLREADING_BOOK_CATALOG"].map { URL(fileURLWithPath: $0) } ?? sampleExecutable("book-catalog")
        let maximumGrowthKiB = (environment["XMLREADING_CATALOG_MAX_GROWTH_MIB"].flatMap { Int($0) } ?? 16) * 1024
        let (small, _) = try CatalogServer.write(bytes: 65536)
        let (large, books) = try CatalogServer.write(bytes: megabytes * 1_000_000)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("rewrite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer {
            for url in [small, large, output] { try? FileManager.default.removeItem(at: url) }
        }
        /// Runs book-catalog with stdout into a file, under the catalog server's `run` mode: its
        /// exit status and peak resident set size in KiB (`nil` where it cannot be measured).
        func measured(_ arguments: [String], into name: String) throws -> (status: Int32, peakKiB: Int?) {
            let rss = output.appendingPathComponent(name + ".rss")
            let out = output.appendingPathComponent(name)
            _ = FileManager.default.createFile(atPath: out.path, contents: nil)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", CatalogServer.script, "run", rss.path, program.path] + arguments
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = FileHandle.nullDevice
            try launch(process)
            process.waitUntilExit()
            let peak = (try? String(contentsOf: rss, encoding: .utf8)).flatMap {
                Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            return (process.terminationStatus, peak)
        }
        let baseline = try measured(["--rewrite", "--stream", small.path], into: "small.xml")
        let streamed = try measured(["--rewrite", "--stream", large.path], into: "streamed.xml")
        let whole = try measured(["--rewrite", large.path], into: "whole.xml")
        #expect(baseline.status == 0)
        #expect(streamed.status == 0)
        #expect(whole.status == 0)
        let streamedBytes = try Data(contentsOf: output.appendingPathComponent("streamed.xml"))
        #expect(streamedBytes == (try Data(contentsOf: output.appendingPathComponent("whole.xml"))))
        #expect(Self.occurrences(of: "<book ", in: streamedBytes) == books)
        print(
            "book-catalog --rewrite --stream over \(megabytes) MB: peak RSS \(streamed.peakKiB.map { "\($0) KiB" } ?? "unknown"), \(baseline.peakKiB.map { "\($0) KiB" } ?? "unknown") for 64 KB, \(whole.peakKiB.map { "\($0) KiB" } ?? "unknown") with --rewrite"
        )
        if let peak = streamed.peakKiB, let baselinePeak = baseline.peakKiB {
            #expect(peak - baselinePeak <= maximumGrowthKiB, "peak \(peak) KiB, \(baselinePeak) KiB for 64 KB")
        }
    }

    @Test func readsAnHTTPURLAsItReadsTheFile() async throws {
        let bundled = try temporaryFile(Data(BundledCatalog.xml.utf8))
        defer { try? FileManager.default.removeItem(at: bundled) }
        let (generated, _) = try CatalogServer.write(bytes: 300_000)
        defer { try? FileManager.default.removeItem(at: generated) }
        try await CatalogServer.with { server in
            for file in [bundled, generated] {
                let expected = try Self.run([file.path])
                #expect(expected.status == 0)
                for query in ["file?path=\(file.path)", "file?chunked=1&path=\(file.path)"] {
                    for mode in [[], ["--stream"]] {
                        let read = try Self.run(mode + [server.address(query)])
                        #expect(read.status == 0)
                        #expect(read.error == "")
                        #expect(read.output == expected.output, "\(mode) \(query)")
                    }
                }
            }
        }
    }

    @Test func aMissingURLExitsWithStatus1AndTheURLsMessage() async throws {
        try await CatalogServer.with { server in
            let url = server.address("missing.xml")
            for mode in [[], ["--stream"], ["--progress"]] {
                let missing = try Self.run(mode + [url])
                #expect(missing.status == 1)
                #expect(missing.output == "")
                #expect(missing.error == "book-catalog: \(url): \(url) answered HTTP 404\n")
            }
        }
    }

    /// The states `--progress` showed (`reading: 42%`…), from its stderr: each after a carriage
    /// return, the last followed by a line feed; `nil` when stderr is not so made.
    static func shownStates(_ error: String) -> [String]? {
        guard error.hasPrefix("\r"), error.hasSuffix("\n"), error.filter({ $0 == "\n" }).count == 1 else { return nil }
        return error.dropFirst().dropLast().split(separator: "\r", omittingEmptySubsequences: false).map(String.init)
    }

    /// The numbers in `states` when each is `reading: N` followed by `suffix`.
    static func numbers(_ states: [String], suffix: String) -> [Int]? {
        let numbers = states.compactMap { state -> Int? in
            guard state.hasPrefix("reading: "), state.hasSuffix(suffix) else { return nil }
            return Int(state.dropFirst("reading: ".count).dropLast(suffix.count))
        }
        return numbers.count == states.count ? numbers : nil
    }

    @Test func progressShowsIncreasingPercentagesOfAFileEndingWith100() throws {
        #expect(try Self.run(["--progress"]) == (0, Self.bundledOutput, "\rreading: 100%\n"))

        let (file, _) = try CatalogServer.write(bytes: 4_000_000)
        defer { try? FileManager.default.removeItem(at: file) }
        let plain = try Self.run([file.path])
        for mode in [[], ["--stream"]] {
            let clock = ContinuousClock()
            let start = clock.now
            let shown = try Self.run(mode + ["--progress", file.path])
            let elapsed = clock.now - start
            #expect(shown.status == 0)
            #expect(shown.output == plain.output)
            let percentages = Self.shownStates(shown.error).flatMap { Self.numbers($0, suffix: "%") }
            #expect(percentages != nil, "stderr: \(shown.error.debugDescription)")
            guard let percentages else { continue }
            #expect(percentages.last == 100)
            #expect(zip(percentages, percentages.dropFirst()).allSatisfy { $0 < $1 }, "\(percentages)")
            // At most ten updates a second, and the final one.
            #expect(Double(percentages.count - 2) <= elapsed / .milliseconds(100), "\(percentages) in \(elapsed)")
        }
    }

    @Test func progressShowsBytesOfAChunkedDownloadAndPercentagesOfOneWithALength() async throws {
        let (file, _) = try CatalogServer.write(bytes: 2_000_000)
        defer { try? FileManager.default.removeItem(at: file) }
        let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int
        let plain = try Self.run([file.path])
        try await CatalogServer.with { server in
            let chunked = try Self.run(["--stream", "--progress", server.address("file?chunked=1&path=\(file.path)")])
            #expect(chunked.status == 0)
            #expect(chunked.output == plain.output)
            let bytes = Self.shownStates(chunked.error).flatMap { Self.numbers($0, suffix: " bytes") }
            #expect(bytes != nil, "stderr: \(chunked.error.debugDescription)")
            #expect(bytes?.last == size)
            #expect(bytes.map { zip($0, $0.dropFirst()).allSatisfy { $0 < $1 } } == true, "\(bytes ?? [])")

            let length = try Self.run(["--progress", server.address("file?path=\(file.path)")])
            #expect(length.status == 0)
            #expect(length.output == plain.output)
            let percentages = Self.shownStates(length.error).flatMap { Self.numbers($0, suffix: "%") }
            #expect(percentages?.last == 100, "stderr: \(length.error.debugDescription)")
            #expect(
                percentages.map { zip($0, $0.dropFirst()).allSatisfy { $0 < $1 } } == true, "\(percentages ?? [])")
        }
    }

    /// The issue's acceptance check: `book-catalog --stream URL` over a large catalog, generated
    /// by the server as it sends it, prints its first line before the server has sent the last
    /// part (the server waits for the test to have read that line), and its memory stays flat:
    /// its peak resident set size exceeds that of the same command on a 64 KB catalog by at most
    /// `XMLREADING_CATALOG_MAX_GROWTH_MIB` (`.ci/run` asserts the issue's 8 on the release build;
    /// 16 by default, for the debug build under the load of the whole suite, where the session's
    /// delegate queue can fall further behind). Both ways a server frames a body are checked:
    /// chunked, and with a `Content-Length`.
    ///
    /// The catalog has `XMLREADING_CATALOG_MB` MB (32 by default: the debug build reads about
    /// 4 MB a second); `XMLREADING_BOOK_CATALOG` names another executable (`.ci/run` runs the
    /// release build over 100 MB); `XMLREADING_CATALOG_MAX_RSS_MIB` adds a bound on the peak
    /// resident set size itself; `XMLREADING_CATALOG_RUNS` (1 by default, 3 in `.ci/run`) repeats
    /// the large download and bounds the median peak; `XMLREADING_CATALOG_PARSER` (`foundation` by
    /// default; `.ci/run` checks `libxml2` too, with the same bounds) is passed as `--parser`.
    @Test(.timeLimit(.minutes(20))) func streamsALargeDownloadWithFlatMemoryAndPrintsBeforeTheEnd() async throws {
        let environment = ProcessInfo.processInfo.environment
        let megabytes = environment["XMLREADING_CATALOG_MB"].flatMap { Int($0) } ?? 32
        let program =
            environment["XMLREADING_BOOK_CATALOG"].map { URL(fileURLWithPath: $0) } ?? sampleExecutable("book-catalog")
        let maximumGrowthKiB = (environment["XMLREADING_CATALOG_MAX_GROWTH_MIB"].flatMap { Int($0) } ?? 16) * 1024
        let maximumKiB = environment["XMLREADING_CATALOG_MAX_RSS_MIB"].flatMap { Int($0) }.map { $0 * 1024 }
        // A peak resident set size is noisy on a busy machine (the session's delegate thread can
        // wait for a core while received pieces wait in memory): the bound holds for the median of
        // this many runs of the large download, every run checked for everything else.
        let runs = max(1, environment["XMLREADING_CATALOG_RUNS"].flatMap { Int($0) } ?? 1)
        let parser = environment["XMLREADING_CATALOG_PARSER"] ?? "foundation"
        let small = try CatalogServer.write(bytes: 65536, to: URL(fileURLWithPath: "/dev/null"))
        let large = try CatalogServer.write(bytes: megabytes * 1_000_000, to: URL(fileURLWithPath: "/dev/null"))
        try await CatalogServer.with { server in
            for framing in ["chunked", "length"] {
                let query = framing == "chunked" ? "chunked=1&" : ""
                let baseline = try WatchedProgram(
                    program, ["--stream", "--parser", parser, server.address("generated?\(query)bytes=65536")])
                defer { baseline.stop() }
                let baselineRest = await baseline.readRest()
                let baselineEnd = try baseline.wait()
                #expect(baselineEnd.status == 0)
                #expect(baselineRest.count == small.books)
                #expect(await server.readLines(2) == ["GET /generated", "sent \(small.bytes) bytes"])

                var peaks: [Int] = []
                for _ in 0..<runs {
                    let clock = ContinuousClock()
                    let start = clock.now
                    let watched = try WatchedProgram(
                        program,
                        [
                            "--stream", "--parser", parser,
                            server.address("generated?\(query)pause=1&bytes=\(megabytes * 1_000_000)"),
                        ])
                    defer { watched.stop() }
                    let first = await watched.readLine()
                    let firstLineTime = clock.now - start
                    #expect(first == CatalogServer.firstGeneratedLine)
                    // The rest is drained as it comes.
                    async let drained = watched.readRest()
                    // The server has not sent the last part: it waits for the test, which has the first line.
                    #expect(await server.readLines(2) == ["GET /generated", "waiting"])
                    server.send("go")
                    #expect(await server.readLine() == "resumed")
                    let rest = await drained
                    let end = try watched.wait()
                    let elapsed = clock.now - start
                    #expect(await server.readLine() == "sent \(large.bytes) bytes")
                    #expect(end.status == 0)
                    #expect(end.error == "")
                    #expect(rest.count + 1 == large.books)
                    #expect(rest.last?.hasPrefix("{\"id\": \(large.books), ") == true)
                    print(
                        "book-catalog --stream --parser \(parser) over \(megabytes) MB (\(framing)): first line after \(firstLineTime), all in \(elapsed); peak RSS \(end.peakKiB.map { "\($0) KiB" } ?? "unknown"), \(baselineEnd.peakKiB.map { "\($0) KiB" } ?? "unknown") for 64 KB"
                    )
                    if let peak = end.peakKiB { peaks.append(peak) }
                }
                guard peaks.count == runs, let baselinePeak = baselineEnd.peakKiB else {
                    // wait4 gives no peak on this platform: only the memory assertions are skipped.
                    continue
                }
                let peak = peaks.sorted()[runs / 2]
                #expect(
                    peak - baselinePeak <= maximumGrowthKiB,
                    "\(framing): median peak \(peak) KiB of \(peaks), \(baselinePeak) KiB for 64 KB")
                if let maximumKiB {
                    #expect(peak <= maximumKiB, "\(framing): median peak \(peak) KiB of \(peaks)")
                }
            }
        }
    }
}
