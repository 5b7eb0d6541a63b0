import Foundation
import TestSupport
import Testing
import XMLReading

/// `<sum><n>1</n><n>2</n></sum>` → 3: the ElementReader example of the documentation.
struct SumReader: ElementReader {
    var total = 0
    var digits = ""
    var digitsPosition = XMLPosition(line: 0, column: 0)

    init(element: XMLName, attributes: [String: String], position: XMLPosition) throws {
        if let start = attributes["start"] {
            guard let number = Int(start) else { throw SumError.badStart(start) }
            total = number
        }
    }

    mutating func startElement(_ name: XMLName, attributes: [String: String], position: XMLPosition) throws {
        guard name == "n" else { throw XMLReadingError.unexpectedElement(name, in: "sum", expected: ["n"]) }
        digits = ""
        digitsPosition = position
    }

    mutating func characters(_ text: String) { digits += text }

    mutating func endElement() throws {
        guard let number = Int(digits) else {
            throw XMLReadingError.valueConversion(text: digits, typeName: "Int", element: "n", position: digitsPosition)
        }
        total += number
    }

    mutating func finish() throws -> Int {
        guard total >= 0 else { throw SumError.negative(total) }
        return total
    }
}

enum SumError: Error, CustomStringConvertible {
    case badStart(String)
    case negative(Int)

    var description: String {
        switch self {
        case .badStart(let text): "start=\"\(text)\" is not a number"
        case .negative(let total): "the sum \(total) is negative"
        }
    }
}

/// Records every event it gets, to check what the engine passes on.
struct EventRecorder: ElementReader {
    var events: [String]

    init(element: XMLName, attributes: [String: String], position: XMLPosition) {
        events = ["begin \(element) \(attributes.sorted { $0.key < $1.key }) \(position)"]
    }

    mutating func startElement(_ name: XMLName, attributes: [String: String], position: XMLPosition) {
        events.append("start \(name) \(attributes.sorted { $0.key < $1.key }) \(position)")
    }

    mutating func characters(_ text: String) {
        if events.last?.hasPrefix("text ") == true {
            events[events.count - 1] += text
        } else {
            events.append("text " + text)
        }
    }

    mutating func endElement() { events.append("end") }

    mutating func finish() -> [String] { events + ["finish"] }
}

/// A reader that ignores text (the protocol's default `characters(_:)`).
struct DepthReader: ElementReader {
    var depth = 0, deepest = 0
    init(element: XMLName, attributes: [String: String], position: XMLPosition) {}
    mutating func startElement(_ name: XMLName, attributes: [String: String], position: XMLPosition) {
        depth += 1
        deepest = max(deepest, depth)
    }
    mutating func endElement() { depth -= 1 }
    mutating func finish() -> Int { deepest }
}

@Suite struct ElementReaderTests {
    struct Invoice: XMLReadable, Equatable {
        var id = ""
        var total = 0
        var totals: [Int] = []
        var note = ""
        static let parsingDescription = ParsingDescription<Invoice> {
            Attribute("id", \.id)
            Element("sum", \.total, reader: SumReader.self)
            Element("subtotal", reader: SumReader.self) { invoice, sum in invoice.totals.append(sum) }
            Element("note", \.note)
        }
    }

    struct Recorded: XMLReadable {
        var events: [String] = []
        static let parsingDescription = ParsingDescription<Recorded> {
            Element("r", \.events, reader: EventRecorder.self)
        }
    }

    @Test(arguments: ReadingParsers.all) func readsTheBoundElementsAndTheEntriesAround(parser: ReadingParser) throws {
        let xml = """
            <invoice id="7"><subtotal><n>1</n><n>2</n></subtotal><sum start="10">
              <n>1</n>
              <n>2</n>
            </sum><note>paid</note><subtotal><n>5</n></subtotal></invoice>
            """
        let invoice = try XMLReader.object(
            ofType: Invoice.self, element: "invoice", from: xml, options: ReadingOptions(parser: parser))
        #expect(invoice == Invoice(id: "7", total: 13, totals: [3, 5], note: "paid"))
    }

    @Test(arguments: ReadingParsers.all) func theReaderSeesEveryEventInOrderWithResolvedNamesAndPositions(
        parser: ReadingParser
    ) throws {
        let xml = """
            <doc xmlns:p="urn:p"><r kind="x">a<p:b q="1">b<![CDATA[<c>]]></p:b>&amp;<c xmlns="urn:d"><d/></c></r></doc>
            """
        let recorded = try XMLReader.object(
            ofType: Recorded.self, element: "doc", from: xml, options: ReadingOptions(parser: parser))
        #expect(
            recorded.events == [
                #"begin r [(key: "kind", value: "x")] line 1, column 33"#,
                "text a",
                #"start {urn:p}b [(key: "q", value: "1")] line 1, column 45"#,
                "text b<c>",
                "end",
                "text &",
                #"start {urn:d}c [(key: "xmlns", value: "urn:d")] line 1, column 89"#,
                "start {urn:d}d [] line 1, column 92",
                "end",
                "end",
                "finish",
            ])
    }

    @Test(arguments: ReadingParsers.all) func anUnexpectedElementIsReportedWhereItStarts(parser: ReadingParser) {
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Invoice.self, element: "invoice", from: "<invoice><sum><n>1</n>\n<m>2</m></sum></invoice>",
                    options: ReadingOptions(parser: parser))
            } == "line 2, column 3: unexpected element <m> in <sum>; expected <n> at /invoice/sum/m")
    }

    @Test(arguments: ReadingParsers.all) func aConversionErrorKeepsThePositionTheReaderGives(parser: ReadingParser)
        throws
    {
        let error = readingError {
            _ = try XMLReader.object(
                ofType: Invoice.self, element: "invoice", from: "<invoice><sum><n>1</n><n>\n\nx</n></sum></invoice>",
                options: ReadingOptions(parser: parser))
        }
        #expect(error?.code == .valueConversion)
        #expect(error?.description == "line 1, column 25: cannot read \"\\n\\nx\" as Int for <n> at /invoice/sum/n[2]")
    }

    @Test(arguments: ReadingParsers.all) func otherErrorsAreTheReadersFailureWithPathAndPosition(parser: ReadingParser)
        throws
    {
        let start = readingError {
            _ = try XMLReader.object(
                ofType: Invoice.self, element: "invoice", from: "<invoice><sum start=\"ten\"/></invoice>",
                options: ReadingOptions(parser: parser))
        }
        #expect(start?.code == .elementReaderFailed)
        #expect(
            start?.description == "line 1, column 26: SumReader failed: start=\"ten\" is not a number at /invoice/sum")
        #expect(start?.underlyingError is SumError)

        let finish = readingError {
            _ = try XMLReader.object(
                ofType: Invoice.self, element: "invoice", from: "<invoice><note/><sum><n>-4</n></sum></invoice>",
                options: ReadingOptions(parser: parser))
        }
        #expect(finish?.description == "line 1, column 37: SumReader failed: the sum -4 is negative at /invoice/sum")
    }

    @Test(arguments: ReadingParsers.all) func theDepthLimitHoldsInsideAReader(parser: ReadingParser) throws {
        struct Deep: XMLReadable {
            var deepest = 0
            static let parsingDescription = ParsingDescription<Deep> {
                Element("r", \.deepest, reader: DepthReader.self)
            }
        }
        let nested = String(repeating: "<a>", count: 20) + String(repeating: "</a>", count: 20)
        #expect(
            try XMLReader.object(
                ofType: Deep.self, element: "d", from: "<d><r>\(nested)</r></d>",
                options: ReadingOptions(parser: parser)
            ).deepest == 20)
        let options = ReadingOptions(maximumDepth: 10)
        let error = readingError {
            _ = try XMLReader.object(
                ofType: Deep.self, element: "d", from: "<d><r>\(nested)</r></d>", options: options.on(parser))
        }
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.path == "/d/r" + String(repeating: "/a", count: 9))
    }

    @Test func descriptionsWithAReaderCannotBeWritten() {
        #expect(
            Invoice.parsingDescription.writeProblems == [
                "Element(\"sum\", reader:) reads through SumReader, which cannot write; write the element another way, or leave it out of descriptions you write",
                "Element(\"subtotal\", reader:store:) reads through SumReader, which cannot write; write the element another way, or leave it out of descriptions you write",
            ])
        #expect(readingError { _ = try XMLWriter().string(Invoice(), element: "invoice") }?.code == .notWritable)
    }

    struct Ledger: XMLReadable, Equatable {
        var sums: [Int] = [100]
        var extra: Int?
        static let parsingDescription = ParsingDescription<Ledger> {
            Many("sums", \.sums) { Item("sum", reader: SumReader.self) }
            Element("extra", \.extra, reader: SumReader.self)
        }
    }

    @Test(arguments: ReadingParsers.all) func itemsAndOptionalsReadThroughReaders(parser: ReadingParser) throws {
        let xml = "<ledger><sums><sum><n>1</n></sum><sum start=\"5\"><n>2</n></sum></sums></ledger>"
        #expect(
            try XMLReader.object(
                ofType: Ledger.self, element: "ledger", from: xml, options: ReadingOptions(parser: parser))
                == Ledger(sums: [100, 1, 7], extra: nil))
        let withExtra = "<ledger><extra><n>4</n><n>4</n></extra></ledger>"
        #expect(
            try XMLReader.object(
                ofType: Ledger.self, element: "ledger", from: withExtra, options: ReadingOptions(parser: parser))
                == Ledger(sums: [100], extra: 8))
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Ledger.self, element: "ledger", from: "<ledger><sums><sum><n>x</n></sum></sums></ledger>",
                    options: ReadingOptions(parser: parser))
            } == "line 1, column 22: cannot read \"x\" as Int for <n> at /ledger/sums/sum[1]/n")
        #expect(
            Ledger.parsingDescription.writeProblems == [
                "Item(\"sum\", reader:) reads through SumReader, which cannot write; write the element another way, or leave it out of descriptions you write",
                "Element(\"extra\", reader:) reads through SumReader, which cannot write; write the element another way, or leave it out of descriptions you write",
            ])
    }

    @Test func errorFactoriesSpeakLikeTheReader() {
        let conversion = XMLReadingError.valueConversion(
            text: String(repeating: "x", count: 100), typeName: "Int", element: XMLName("n", namespace: "urn:n"),
            position: XMLPosition(line: 3, column: 4), underlyingError: SumError.negative(-1))
        #expect(conversion.code == .valueConversion)
        #expect(
            conversion.description
                == "line 3, column 4: cannot read \"\(String(repeating: "x", count: 77))...\" as Int for <{urn:n}n>: the sum -1 is negative"
        )
        #expect(
            XMLReadingError.unexpectedElement("z", in: nil, expected: []).message
                == "unexpected element <z>; expected no child elements")
        #expect(
            XMLReadingError.unexpectedElement("z", in: "p", expected: ["a", "b", "c"]).message
                == "unexpected element <z> in <p>; expected <a>, <b> or <c>")
    }
}
