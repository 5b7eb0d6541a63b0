import Foundation
import TestSupport
import Testing

/// `xml-describe --roundtrip-main` judged byte for byte: for every sample the other tests describe
/// and for documents in the shape of OPML 2.0, a JUnit report, a sitemap, KML, XLIFF and Atom,
/// the generated program's output has the canonical form (C14N 2.0, prefixes included,
/// indentation between elements aside) of its input, and its `--canonical` output
/// (``WritingOptions/canonical``) is, byte for byte, what Python's `canonicalize` gives of its
/// plain output. The programs of all the formats are compiled as one, each
/// format's models in an enum of their own, as compiling is what takes time.
@Suite struct XMLDescribeCanonicalRoundTripTests {
    /// Each format's generated source, its models and its `main` code inside `enum name`, the
    /// code in `static func main()`; the imports stay at the top level.
    static func enclosed(_ source: String, in name: String) throws -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let models = try #require(lines.firstIndex(of: "#endif")).advanced(by: 1)
        let main = try #require(lines.firstIndex { $0.hasPrefix("// Reads the file named by the first argument") })
        return ["", "enum \(name) {"] + lines[models..<main] + ["static func main() {"] + lines[main...] + ["}", "}"]
    }

    /// Where two canonical forms first differ: `written … as …`, from the tag or text run that holds
    /// the first different character, 60 characters of each; `nil` when they are equal.
    static func difference(_ original: String, _ written: String) -> String? {
        guard original != written else { return nil }
        let common = zip(original, written).prefix { $0 == $1 }.count
        let start =
            original.prefix(common).lastIndex { $0 == "<" || $0 == ">" }.map {
                original.distance(from: original.startIndex, to: $0)
            } ?? 0
        func excerpt(_ text: String) -> String { String(text.dropFirst(start).prefix(60)) }
        return "\(excerpt(original)) written as \(excerpt(written))"
    }

    /// A canonical form with every namespace prefix rewritten (`n0`, `n1`…, as C14N 2.0's prefix
    /// rewriting does): equal for two documents that differ only in the prefixes they choose.
    static func withPrefixesRewritten(_ canonical: String) throws -> String {
        let script = """
            import sys
            from xml.etree.ElementTree import canonicalize
            sys.stdout.write(canonicalize(xml_data=sys.stdin.read(), rewrite_prefixes=True))
            """
        return String(decoding: try Python.run(script, input: Data(canonical.utf8)), as: UTF8.self)
    }

    /// Where a document cannot come back canonically equal yet: its first difference as written,
    /// and with prefixes rewritten (`nil`: then it is equal).
    struct Known: Equatable, CustomStringConvertible {
        var asWritten: String
        var prefixesAside: String? = nil
        var description: String { asWritten + (prefixesAside.map { "; prefixes aside: \($0)" } ?? "") }
    }

    /// The documents that cannot come back equal yet. When a later change makes one come back
    /// equal, or differ elsewhere, the test names it: update its line.
    ///
    /// Issue 22, point 10: `xml-describe` writes the namespace of the samples as the descriptions'
    /// and their other prefixes as written (`dc:`, `xsi:`, `xlink:`, `x:`, the root's own `doc:doc`,
    /// RSS's `atom:link`), and samples whose roots are in several namespaces (an old POM without
    /// one among newer ones, KML 2.1 among 2.2) make a root model that records the namespace a
    /// document was read in (`ElementNamespace`): every sample comes back equal.
    static let knownDifferences: [String: Known] = [:]

    @Test func everySampleIsWrittenBackCanonicallyEqual() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let formats = XMLDescribeSamples.formats.map { ($0.name, $0.samples) } + Self.newFormats
        var source = [
            "import Foundation", "import XMLReading", "", "#if canImport(Glibc)", "    import Glibc",
            "#elseif canImport(Darwin)", "    import Darwin", "#endif",
        ]
        var files: [(format: Int, name: String, path: String, text: String)] = []
        for (index, (name, samples)) in formats.enumerated() {
            let paths = try samples.map { try directory.write("\(name)-\($0.file)", $0.text + "\n") }
            let described = try XMLDescribeSampleTests.run(["--roundtrip-main"] + paths)
            try #require(described.status == 0, "\(name): \(described.error)")
            source += try Self.enclosed(described.output, in: "RoundTrip\(index)")
            files += zip(samples, paths).map { (index, "\(name)/\($0.file)", $1, $0.text) }
        }
        source += ["", "switch ProcessInfo.processInfo.environment[\"ROUNDTRIP_FORMAT\"] {"]
        for index in formats.indices { source.append("case \"\(index)\": RoundTrip\(index).main()") }
        source += ["default: exit(2)", "}"]
        let program = try XMLDescribeSampleTests.compile(source.joined(separator: "\n") + "\n", in: directory)

        var differences: [String: Known] = [:]
        for file in files {
            let written = try runProgram(
                URL(fileURLWithPath: "/usr/bin/env"), ["ROUNDTRIP_FORMAT=\(file.format)", program, file.path])
            try #require(written.status == 0, "\(file.name): \(written.error)")
            // The program's --canonical output: byte for byte Python's C14N 2.0 of its plain output.
            let canonicalWrite = try runProgram(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["ROUNDTRIP_FORMAT=\(file.format)", program, file.path, "--canonical"])
            try #require(canonicalWrite.status == 0, "\(file.name): \(canonicalWrite.error)")
            let expected = String(decoding: try CanonicalXML.exact(of: Data(written.output.utf8)), as: UTF8.self)
            if let difference = Self.difference(expected, canonicalWrite.output) {
                Issue.record("\(file.name) --canonical: \(difference)")
            }
            let original = try CanonicalXML.form(of: file.text)
            let canonical = try CanonicalXML.form(of: written.output)
            if let difference = Self.difference(original, canonical) {
                differences[file.name] = Known(
                    asWritten: difference,
                    prefixesAside: Self.difference(
                        try Self.withPrefixesRewritten(original), try Self.withPrefixesRewritten(canonical)))
            }
        }
        for (name, difference) in differences.sorted(by: { $0.key < $1.key })
        where Self.knownDifferences[name] != difference {
            Issue.record("\(name): \(difference)")
        }
        for name in Self.knownDifferences.keys.sorted() where differences[name] == nil {
            Issue.record("\(name) comes back equal now: remove its known difference")
        }
    }

    // MARK: Documents in the shape of OPML, JUnit, sitemaps, KML, XLIFF and Atom

    static let sitemap = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
          <url>
            <loc>https://example.com/</loc>
            <lastmod>2023-11-05</lastmod>
            <changefreq>daily</changefreq>
            <priority>1.0</priority>
          </url>
          <url>
            <loc>https://example.com/news?id=1&amp;page=2</loc>
            <lastmod>2023-11-05T10:00:00+02:00</lastmod>
            <priority>0.8</priority>
          </url>
          <url>
            <loc>https://example.com/about</loc>
            <lastmod>2023-11</lastmod>
          </url>
          <url>
            <loc>https://example.com/archive</loc>
            <lastmod>2023</lastmod>
            <priority>0.25</priority>
          </url>
        </urlset>
        """

    static let kml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2">
          <Document>
            <name>Walks</name>
            <Placemark id="p1">
              <name>Start</name>
              <TimeStamp><when>2023-11-05T10:00:00.250+02:00</when></TimeStamp>
              <LookAt><longitude>-0.1280000</longitude><latitude>51.4430000</latitude><range>1500.5</range></LookAt>
              <Point><coordinates>-0.1280000,51.4430000,0</coordinates></Point>
            </Placemark>
            <Placemark id="p2">
              <name>Noon</name>
              <TimeStamp><when>2023-11-05</when></TimeStamp>
              <LookAt><longitude>-0.13</longitude><latitude>51.5</latitude><range>200</range></LookAt>
              <Point><coordinates>-0.13,51.5,0</coordinates></Point>
            </Placemark>
            <Placemark id="p3">
              <name>Years ago</name>
              <TimeStamp><when>1997</when></TimeStamp>
              <LookAt><longitude>+0.5</longitude><latitude>51.0</latitude><range>1e3</range></LookAt>
              <Point><coordinates>0.5,51,0</coordinates></Point>
            </Placemark>
            <Placemark id="p4">
              <name>That month</name>
              <TimeStamp><when>1997-07</when></TimeStamp>
              <LookAt><longitude>.5</longitude><latitude>007</latitude><range>12</range></LookAt>
              <Point><coordinates>0.5,7,0</coordinates></Point>
            </Placemark>
            <Placemark id="p5">
              <name>Late</name>
              <TimeStamp><when>2023-11-05T23:59:59Z</when></TimeStamp>
              <LookAt><longitude>1</longitude><latitude>2</latitude><range>3</range></LookAt>
              <Point><coordinates>1,2,3</coordinates></Point>
            </Placemark>
          </Document>
        </kml>
        """

    /// A document without its default namespace declaration: what can come back equal before
    /// namespaces are written as people write them (issue 22, point 3).
    static func withoutDefaultNamespace(_ text: String) -> String {
        text.replacingOccurrences(of: #" xmlns="[^"]*""#, with: "", options: .regularExpression)
    }

    /// The old POM (no namespace) of the `pom` samples, described alone.
    static let oldPom = XMLDescribeSamples.formats.first { $0.name == "pom" }!.samples.first {
        $0.file == "old-pom.xml"
    }!

    static let newFormats: [(String, [(file: String, text: String)])] = [
        ("opml", [("subscriptions.opml", RealShapeRoundTripTests.opml)]),
        ("junit", [("report.xml", RealShapeRoundTripTests.junit)]),
        ("sitemap", [("sitemap.xml", sitemap)]),
        ("sitemap-plain", [("sitemap.xml", withoutDefaultNamespace(sitemap))]),
        ("kml", [("walks.kml", kml)]),
        ("kml-plain", [("walks.kml", withoutDefaultNamespace(kml))]),
        ("pom-old", [oldPom]),
        ("xliff", [("greetings.xlf", RealShapeRoundTripTests.xliff)]),
        ("atom-xhtml", [("feed.atom", RealShapeRoundTripTests.atom)]),
        ("kml-geometry", [("campus.kml", RealShapeRoundTripTests.kml)]),
        // KML 2.2, 2.1 and no namespace described together: each written back in its own.
        (
            "kml-versions",
            [
                ("walks-22.kml", kml),
                ("walks-21.kml", kml.replacingOccurrences(of: "opengis.net/kml/2.2", with: "earth.google.com/kml/2.1")),
                ("walks-none.kml", withoutDefaultNamespace(kml)),
            ]
        ),
    ]
}
