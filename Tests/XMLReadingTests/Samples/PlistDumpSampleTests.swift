import Foundation
import TestSupport
import Testing
import XMLReading

@testable import PlistDump

/// The `plist-dump` sample, checked against Python's `plistlib` (the reference it follows): what
/// plistlib writes reads to the values plistlib reads, `--rewrite` writes what plistlib loads back
/// equal, and what plistlib rejects is an error with its line.
@Suite struct PlistDumpSampleTests {
    @Test func theSampleDescriptionsAreValid() {
        #expect(Plist.parsingDescription.problems == [])
        #expect(PlistDict.parsingDescription.problems == [])
        #expect(PlistArray.parsingDescription.problems == [])
    }

    @Test func plistsThatPlistlibWritesReadToTheValuesPlistlibReads() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try Self.python(Self.plistlibWrites, [directory.url.path])
        let files = try directory.files()
        #expect(files.count == 14)
        let dumped = try Self.run(files)
        #expect(dumped.status == 0)
        #expect(dumped.error == "")
        let compared = try Self.python(Self.compare, files, input: Data(dumped.output.utf8))
        #expect(compared == "compared 14 files\n")
    }

    @Test func handWrittenIntegersAndRealsReadAsPlistlibReadsThem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write(
            "hand.plist",
            """
            <plist version="1.0"><array><integer>+5</integer><integer>007</integer><integer>-0</integer>\
            <integer> 1_000\n</integer><integer>0x1F</integer><integer>0X_ff</integer><integer>٣</integer>\
            <real> 1_0.5 </real><real>-inf</real><real>NaN</real><real>1e400</real><real>.5e-3</real>\
            <date>2024-02-29Z</date><date>0001-01-01T00:00:00Zjunk</date><data>YW\nJj\n</data><data>YQ==YWJj</data>\
            </array></plist>
            """)
        let dumped = try Self.run([file])
        #expect(dumped.status == 0)
        #expect(
            dumped.output
                == #"{"file": "\#(file)", "value": {"array": [{"integer": 5}, {"integer": 7}, {"integer": 0}, {"integer": 1000}, {"integer": 31}, {"integer": 255}, {"integer": 3}, {"real": 10.5}, {"real": -Infinity}, {"real": NaN}, {"real": Infinity}, {"real": 0.0005}, {"date": "2024-02-29T00:00:00Z"}, {"date": "0001-01-01T00:00:00Z"}, {"data": "YWJj"}, {"data": "YQ=="}]}}"#
                + "\n")
        #expect(try Self.python(Self.compare, [file], input: Data(dumped.output.utf8)) == "compared 1 files\n")
    }

    /// Texts at the edges of what `int()`, `float()`, plistlib's date pattern and `a2b_base64`
    /// accept, one file each: plist-dump reads the same value, or fails where plistlib fails.
    @Test func scalarsAgreeWithPlistlibOneTextAtATime() throws {
        let texts = [
            "integer": [
                "0", "-0", "+0", "00", " 7 ", "\t-12\n", "1_2", "_1", "1_", "1__2", "+-1", "- 1", "", " ", "1 2", "0x",
                "0x10",
                "0X1f", "0x_1", "0x__1", "0x-1", " 0x1", "-0x1", "0xg", "1e3", "1.0", "١٢", "\u{3000}4\u{3000}", "٣x",
                "9223372036854775807", "-9223372036854775808", "18446744073709551615", "0xFFFFFFFFFFFFFFFF",
                "00000000000000000000018446744073709551615",
            ],
            "real": [
                "0", "-0.0", "1.", ".5", ".", "+.5e+2", "1e", "1e+", "1E-2", "1_0", "1_.0", "1._0", "1e1_0", "inf",
                "-Infinity",
                "infinit", "nan", "-nan", "NAN", "0x1p3", "1e-400", "1e309", "  2.5\n", "１.５", "", "e1", "1.5.",
            ],
            "date": [
                "2024-02-29T23:59:59Z", "2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-12-31T24:00:00Z",
                "2024-12-31T23:60:00Z", "2024-12-31T23:59:60Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z",
                "1900-02-29T00:00:00Z", "2000-02-29T00:00:00Z", "2024Z", "2024-05Z", "2024-05-06Z", "2024-05-06T07Z",
                "2024-05-06T07:08Z", "2024-05-06T07:08:09", " 2024-05-06T07:08:09Z", "2024-05-06T7:08:09Z",
                "2024-05-06T07:08:09Z trailing", "2024-05-06T07:08:09.5Z", "١٢٣٤-01-01T00:00:00Z",
            ],
            "data": [
                "", "A", "AA", "AAA", "AAAA", "AA==", "AA=", "AAA=", "A===", "AB=CD", "YQ==YWJj", "Y Q = =", "!!YWJj!!",
                "YWJjZA", "YWJjZA==", "é", "-_-_",
            ],
        ]
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var files: [String] = []
        for (element, values) in texts.sorted(by: { $0.key < $1.key }) {
            for (index, text) in values.enumerated() {
                let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
                    of: "<", with: "&lt;")
                files.append(
                    try directory.write(
                        "\(element)-\(index).plist",
                        "<plist version=\"1.0\"><\(element)>\(escaped)</\(element)></plist>"))
            }
        }
        let dumped = try Self.run(files)
        #expect(dumped.status == 1)
        let compared = try Self.python(Self.compare, files, input: Data(dumped.output.utf8))
        #expect(compared == "compared \(files.count) files\n")
    }

    @Test func rewriteWritesWhatPlistlibLoadsBackEqual() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try Self.python(Self.plistlibWrites, [directory.url.path])
        for file in try directory.files() {
            let rewritten = try Self.run(["--rewrite", file])
            #expect(rewritten.status == 0)
            #expect(rewritten.error == "")
            #expect(
                rewritten.output.hasPrefix(
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0">
                    """))
            let loaded = try Self.python(
                """
                import plistlib, sys
                original = plistlib.load(open(sys.argv[1], "rb"))
                rewritten = plistlib.loads(sys.stdin.buffer.read())
                # NaN is never equal to itself: compare the text of such values instead.
                print(rewritten == original or ("nan" in repr(original) and repr(rewritten) == repr(original)))
                """, [file], input: Data(rewritten.output.utf8))
            #expect(loaded == "True\n", "\(file)")
        }
    }

    @Test func rewriteWritesTheDocumentTypeAndEveryKindOfValue() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write(
            "small.plist",
            """
            <?xml version="1.0"?><plist><dict><key>a &amp; b</key><array><integer>+7</integer><real>0.1</real>\
            <true/><false/><date>2024-02-29T12:00:00Z</date><data>AAE=</data><string> x\r\ny </string>\
            <dict/><array/></array></dict></plist>
            """)
        let rewritten = try Self.run(["--rewrite", file])
        #expect(rewritten.status == 0)
        #expect(
            rewritten.output
                == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                  <dict>
                    <key>a &amp; b</key>
                    <array>
                      <integer>7</integer>
                      <real>0.1</real>
                      <true/>
                      <false/>
                      <date>2024-02-29T12:00:00Z</date>
                      <data>AAE=</data>
                      <string> x
                y </string>
                      <dict/>
                      <array/>
                    </array>
                  </dict>
                </plist>

                """)
    }

    /// Each document plistlib rejects, with the error plist-dump reports for it.
    static let rejected: [(name: String, xml: String, error: String)] = [
        (
            "integer", "<plist version=\"1.0\"><dict>\n<key>n</key><integer>12a</integer></dict></plist>",
            #"line 2, column 21: cannot read \"12a\" as an integer for <integer> at /plist/dict/integer"#
        ),
        (
            "big-integer", "<plist version=\"1.0\">\n<integer>18446744073709551616</integer></plist>",
            #"line 2, column 9: cannot read \"18446744073709551616\" as an integer for <integer>: beyond the integers a property list holds (-2**63 … 2**64-1) at /plist/integer"#
        ),
        (
            "real", "<plist version=\"1.0\"><array>\n<real>1.5.</real></array></plist>",
            #"line 2, column 6: cannot read \"1.5.\" as a real for <real> at /plist/array/real[1]"#
        ),
        (
            "date", "<plist version=\"1.0\"><array>\n<date>2023-02-29T00:00:00Z</date></array></plist>",
            #"line 2, column 6: cannot read \"2023-02-29T00:00:00Z\" as a date for <date>: day is out of range for month at /plist/array/date[1]"#
        ),
        (
            "short-date", "<plist version=\"1.0\">\n<date>2024-05Z</date></plist>",
            #"line 2, column 6: cannot read \"2024-05Z\" as a date for <date>: a date needs a year, a month and a day at /plist/date"#
        ),
        (
            "data", "<plist version=\"1.0\">\n<data>AAA</data></plist>",
            #"line 2, column 6: cannot read \"AAA\" as base64 data for <data>: Incorrect padding at /plist/data"#
        ),
        (
            "key-without-value", "<plist version=\"1.0\"><dict><key>a</key><true/>\n<key>b</key></dict></plist>",
            #"line 2, column 20: the key \"b\" in <dict> has no value at /plist/dict"#
        ),
        (
            "key-before-key", "<plist version=\"1.0\"><dict><key>a</key>\n<key>b</key><true/></dict></plist>",
            #"line 2, column 5: the key \"a\" in <dict> has no value: another <key> follows it at /plist/dict/key[2]"#
        ),
        (
            "key-in-array", "<plist version=\"1.0\"><array><true/>\n<key>a</key><true/></array></plist>",
            #"line 2, column 5: unexpected element <key> in <array>; expected <array>, <data>, <date>, <dict>, <false>, <integer>, <real>, <string> or <true> at /plist/array/key"#
        ),
        (
            "two-values",
            "<plist version=\"1.0\"><dict><key>a</key><string>x</string>\n<string>y</string></dict></plist>",
            #"line 2, column 8: <string> in <dict> has no key before it; each value follows its own key at /plist/dict/string[2]"#
        ),
        (
            "malformed", "<plist version=\"1.0\"><dict>\n<key>a</key><string>x</dict></plist>",
            #"line 2, column 29: the end tag does not match the open element <string> at /plist/dict/string"#
        ),
    ]

    @Test func whatPlistlibRejectsIsAnErrorWithItsLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = try directory.write("good.plist", "<plist version=\"1.0\"><string>ok</string></plist>")
        var files = [good]
        var expected = [#"{"file": "\#(good)", "value": {"string": "ok"}}"#]
        for document in Self.rejected {
            let file = try directory.write(document.name + ".plist", document.xml)
            files.append(file)
            expected.append(#"{"file": "\#(file)", "error": "\#(document.error)"}"#)
        }
        let missing = directory.url.appendingPathComponent("missing.plist").path
        files.append(missing)
        expected.append(#"{"file": "\#(missing)", "error": "cannot open \#(missing): No such file or directory"}"#)
        let dumped = try Self.run(files)
        #expect(dumped.status == 1)
        #expect(dumped.error == "")
        #expect(dumped.output.split(separator: "\n").map(String.init) == expected)
        // plistlib rejects every one of them but the first, and the integer it reads but would not
        // write (plist-dump keeps to the 64-bit range of what plistlib writes).
        let verdicts = try Self.python(
            """
            import plistlib, sys
            for name in sys.argv[1:]:
                try:
                    with open(name, "rb") as f: plistlib.load(f)
                    print("read")
                except Exception:
                    print("rejected")
            """, files)
        #expect(verdicts == "read\nrejected\nread\n" + String(repeating: "rejected\n", count: files.count - 3))
    }

    @Test func exitStatusesAndUsage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = try directory.write("good.plist", "<plist version=\"1.0\"><true/></plist>")
        let bad = try directory.write("bad.plist", "<plist version=\"1.0\">\n<integer>x</integer></plist>")
        let read = try Self.run([good, good])
        #expect(read.status == 0)
        #expect(read.output == String(repeating: #"{"file": "\#(good)", "value": {"bool": true}}"# + "\n", count: 2))

        let failed = try Self.run(["--rewrite", bad])
        #expect(failed.status == 1)
        #expect(failed.output == "")
        #expect(
            failed.error
                == "plist-dump: \(bad): line 2, column 9: cannot read \"x\" as an integer for <integer> at /plist/integer\n"
        )

        let usage = "usage: plist-dump [--rewrite] FILE…\n"
        for arguments in [[], ["--rewrite"], ["--rewrite", good, good]] {
            let misused = try Self.run(arguments)
            #expect(misused.status == 2)
            #expect(misused.output == "")
            #expect(misused.error == usage)
        }
        let unknown = try Self.run(["--json", good])
        #expect(unknown.status == 2)
        #expect(unknown.error == "plist-dump: unknown option --json\n" + usage)
    }

    // MARK: - Running plist-dump and Python

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try runProgram(sampleExecutable("plist-dump"), arguments)
    }

    /// Runs a Python 3 script with `arguments` and `input` on stdin; its output, when it exits with 0.
    static func python(_ script: String, _ arguments: [String], input: Data = Data()) throws -> String {
        struct Failure: Error, CustomStringConvertible { var description: String }
        let result = try runProgram(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script] + arguments, input: input)
        guard result.status == 0 else {
            throw Failure(description: "python3 exited with \(result.status): \(result.error)")
        }
        return result.output
    }

    /// Writes property lists with plistlib into the directory given as argument: nested, empty,
    /// Unicode, the integer range plistlib writes, reals, dates and data of several lengths.
    static let plistlibWrites = """
        import datetime, os, plistlib, sys
        values = {
            "nested": {"a": {"b": [1, [2, {"c": "d"}]], "e": {}}, "f": [[], [[{}]]]},
            "empty-dict": {}, "empty-array": [], "empty-string": "",
            "unicode": {"clé ✓": "日本語 ünïcødé 🎉", "": "tab\\there", "z": " <&> ]]> \\n two lines \u{2028} "},
            "integers": [0, 1, -1, -2**63, 2**64 - 1, 2**63, -2**63 + 1, 123456789],
            "reals": [0.1, 1e300, -0.0, 0.0, float("inf"), float("-inf"), float("nan"), 5e-324, 1.5, 100.0, -2.5e-8],
            "dates": [datetime.datetime(1, 1, 1), datetime.datetime(2024, 2, 29, 23, 59, 59),
                      datetime.datetime(9999, 12, 31, 23, 59, 59), datetime.datetime(1969, 12, 31, 23, 59, 59)],
            "data": [b"", b"a", b"ab", b"abc", b"abcd", bytes(range(256)) * 3],
            "bools": [True, False],
            "string": "just a string",
            "integer": -42,
            "unsorted": {"b": 1, "a": 2, "c": {"z": True, "y": False}},
            "mixed": [{"k": [1, 2.5, "s", True, b"\\x00", datetime.datetime(2000, 1, 1)]}, [], {}],
        }
        for name, value in values.items():
            with open(os.path.join(sys.argv[1], name + ".plist"), "wb") as f:
                plistlib.dump(value, f, sort_keys=False)
        """

    /// Compares plist-dump's lines (stdin) with the values plistlib loads from the files given as
    /// arguments, tagged the same way; prints each difference, then how many files it compared.
    /// A file plistlib rejects (or whose integer it would not write) must be an error line.
    static let compare = """
        import base64, datetime, json, plistlib, sys
        def tag(v):
            if isinstance(v, bool): return {"bool": v}
            if isinstance(v, int):
                if not -2**63 <= v < 2**64: raise OverflowError("plistlib does not write %d" % v)
                return {"integer": v}
            if isinstance(v, float): return {"real": v}
            if isinstance(v, str): return {"string": v}
            if isinstance(v, bytes): return {"data": base64.b64encode(v).decode()}
            if isinstance(v, datetime.datetime):
                return {"date": "%04d-%02d-%02dT%02d:%02d:%02dZ" % (v.year, v.month, v.day, v.hour, v.minute, v.second)}
            if isinstance(v, dict): return {"dict": [[k, tag(x)] for k, x in v.items()]}
            if isinstance(v, list): return {"array": [tag(x) for x in v]}
            raise TypeError(type(v))
        files = sys.argv[1:]
        lines = sys.stdin.buffer.read().decode("utf-8").split("\\n")[:-1]  # not splitlines(): U+2028 is text
        if len(lines) != len(files): print("%d lines for %d files" % (len(lines), len(files)))
        for name, line in zip(files, lines):
            got = json.loads(line)
            try:
                with open(name, "rb") as f: want = {"file": name, "value": tag(plistlib.load(f))}
            except Exception as error:
                want = {"file": name, "error": repr(error)}
            if "error" in want or "error" in got:
                if list(got) != list(want): print("differs:", name, line, json.dumps(want))
            elif json.dumps(got) != json.dumps(want):
                print("differs:", name, line, json.dumps(want))
        print("compared %d files" % len(files))
        """
}

/// A directory of its own under the temporary directory, removed by the caller.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plist-dump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` as UTF-8 into the file `name`; its path.
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// The paths of its files, sorted.
    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().map {
            url.appendingPathComponent($0).path
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
