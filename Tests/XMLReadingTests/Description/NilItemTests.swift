import Foundation
import TestSupport
import Testing
import XMLReading

/// `xsi:nil`: a nil item of an optional type is written `<value xsi:nil="true"/>` and read back
/// as nil, apart from an empty string; optional elements read it as nil too.
@Suite struct NilItemTests {
    /// Compact, with `xsi` as the prefix of the instance namespace.
    static let writer = XMLWriter(
        options: WritingOptions(
            prettyPrinted: false, includesDeclaration: false,
            namespacePrefixes: ["xsi": "http://www.w3.org/2001/XMLSchema-instance"]))

    struct Row: XMLReadable, Equatable {
        var values: [String?] = []
        var counts: [Int?] = []
        var note: String? = "default"
        var published: Date?
        static let parsingDescription = ParsingDescription<Row> {
            Many("values", \.values) { Item("value", String?.self) }
            Many("counts", \.counts) { Item("n", Int?.self) }
            Element("note", \.note)
            Element("published", \.published, format: .date("yyyy-MM-dd"))
        }
    }

    @Test(arguments: ReadingParsers.all) func nilAndEmptyStayApartThroughAWrite(parser: ReadingParser) throws {
        let row = Row(values: ["a", nil, "", " "], counts: [1, nil], note: "x", published: nil)
        let xml = try XMLWriter(options: WritingOptions(prettyPrinted: false, includesDeclaration: false))
            .string(row, element: "row")
        #expect(
            xml
                == #"<row xmlns:ns1="http://www.w3.org/2001/XMLSchema-instance"><values><value>a</value><value ns1:nil="true"/><value/><value> </value></values><counts><n>1</n><n ns1:nil="true"/></counts><note>x</note></row>"#
        )
        #expect(
            try XMLReader.object(ofType: Row.self, element: "row", from: xml, options: ReadingOptions(parser: parser))
                == row)
    }

    @Test(arguments: ReadingParsers.all) func xsiNilReadsAsNilWhateverTheElementHolds(parser: ReadingParser) throws {
        let xml = """
            <row xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><values><value xsi:nil="1">ignored</value>\
            <value xsi:nil="false">kept</value></values><note xsi:nil="true"/><published xsi:nil=" true "/></row>
            """
        #expect(
            try XMLReader.object(ofType: Row.self, element: "row", from: xml, options: ReadingOptions(parser: parser))
                == Row(values: [nil, "kept"], counts: [], note: nil, published: nil))
    }

    struct Plain: XMLReadable, Equatable {
        var count = 0
        static let parsingDescription = ParsingDescription<Plain> { Element("count", \.count) }
    }

    @Test(arguments: ReadingParsers.all) func aNonOptionalValueMarkedNilIsAnError(parser: ReadingParser) {
        let xml = #"<p xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><count xsi:nil="true"/></p>"#
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Plain.self, element: "p", from: xml, options: ReadingOptions(parser: parser))
            }
                == #"line 1, column 79: cannot read "" as Int for <count> at /p/count"#)
    }

    /// `Element(…).nillable()`: XML Schema's `nillable="true"`. A nil value is written
    /// `<amount xsi:nil="true"/>` (with the element's attributes that hold values), so that it
    /// reads back as nil; a required one stays required, nil or not.
    struct Order: XMLReadable, Equatable {
        var amount: Decimal?
        var currency: String?
        var shipped: String?
        var notes: [String?] = []
        static let parsingDescription = ParsingDescription<Order> {
            Element("amount", \.amount) { Attribute("currency", \.currency) }.required().nillable()
            Element("shipped", \.shipped).nillable()
            Many(\.notes) { Item("note", String?.self) }.occurs(0...1)
        }
    }

    @Test(arguments: ReadingParsers.all) func aNillableElementWritesNil(parser: ReadingParser) throws {
        let writer = Self.writer
        let options = ReadingOptions(parser: parser)
        let cases: [(Order, String)] = [
            (
                Order(),
                #"<order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><amount xsi:nil="true"/><shipped xsi:nil="true"/></order>"#
            ),
            (
                Order(amount: 9.5, currency: "EUR", shipped: "2026-12-01", notes: [nil]),
                #"<order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><amount currency="EUR">9.5</amount><shipped>2026-12-01</shipped><note xsi:nil="true"/></order>"#
            ),
            (
                Order(amount: nil, currency: "EUR", notes: ["fragile"]),
                #"<order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><amount currency="EUR" xsi:nil="true"/><shipped xsi:nil="true"/><note>fragile</note></order>"#
            ),
        ]
        for (order, xml) in cases {
            #expect(try writer.string(order, element: "order") == xml)
            #expect(try XMLReader.object(ofType: Order.self, element: "order", from: xml, options: options) == order)
        }
        // Nil or not, a required element must be there.
        #expect(
            errorMessage {
                _ = try XMLReader.object(ofType: Order.self, element: "order", from: "<order/>", options: options)
            }
                == #"line 1, column 9: missing required element <amount> in <order> (required by Element("amount") at XMLReadingTests/NilItemTests.swift:75; drop .required() if <order> may lack it) at /order"#
        )
    }

    /// `xsi:nil` is a boolean; with `.refuse`, a nil element's other attributes are heard too.
    @Test(arguments: ReadingParsers.all) func xsiNilMustBeABoolean(parser: ReadingParser) throws {
        let options = ReadingOptions(parser: parser)
        let notBoolean =
            #"<order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><amount xsi:nil="yes"/></order>"#
        #expect(
            errorMessage {
                _ = try XMLReader.object(ofType: Order.self, element: "order", from: notBoolean, options: options)
            } == #"line 1, column 83: cannot read "yes" as Bool for attribute "xsi:nil" of <amount> at /order/amount"#)
        let unknown =
            #"<order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><amount xsi:nil="true" rate="2"/></order>"#
        #expect(try XMLReader.object(ofType: Order.self, element: "order", from: unknown, options: options) == Order())
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Order.self, element: "order", from: unknown,
                    options: ReadingOptions(unknownContent: .refuse, parser: parser))
            } == #"line 1, column 93: unknown attribute "rate" of <amount> at /order/amount"#)
    }

    struct Counted: XMLReadable {
        var count = 0
        var children: [Plain] = []
        static let parsingDescription = ParsingDescription<Counted> {
            Element("count", \.count).nillable()
            Many(\.children) { Item("child", Plain.self) }
        }
    }

    @Test func nillableIsForOptionalValues() {
        #expect(
            errorMessage { _ = try XMLWriter().string(Counted(), element: "counted") }
                == #"XMLReadingTests/NilItemTests.swift:135: ParsingDescription<Counted>: Element("count").nillable() is for a value or a model read into an optional property (var amount: XMLNumber?), which it writes as xsi:nil="true" when nil; this entry has no nil to write"#
        )
    }

    /// A nested model: `<party xsi:nil="true"/>` reads as nil into an optional model (its
    /// content unread), and `.nillable()` writes nil so.
    struct Invoice: XMLReadable, Equatable {
        var buyer: Plain?
        var seller: Plain?
        static let parsingDescription = ParsingDescription<Invoice> {
            Element("buyer", \.buyer).required().nillable()
            Element("seller", \.seller)
        }
    }

    @Test(arguments: ReadingParsers.all) func aNillableModelWritesNil(parser: ReadingParser) throws {
        let writer = Self.writer
        let options = ReadingOptions(parser: parser)
        let nilBuyer =
            #"<invoice xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><buyer xsi:nil="true"/></invoice>"#
        #expect(try writer.string(Invoice(), element: "invoice") == nilBuyer)
        #expect(
            try XMLReader.object(ofType: Invoice.self, element: "invoice", from: nilBuyer, options: options)
                == Invoice())
        let both = Invoice(buyer: Plain(count: 2), seller: Plain(count: 3))
        let xml = try writer.string(both, element: "invoice")
        #expect(
            xml
                == #"<invoice xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><buyer><count>2</count></buyer><seller><count>3</count></seller></invoice>"#
        )
        #expect(try XMLReader.object(ofType: Invoice.self, element: "invoice", from: xml, options: options) == both)
        // Without .nillable(), an optional model reads xsi:nil as nil too, whatever it holds.
        let nilSeller = """
            <invoice xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><buyer><count>1</count></buyer>\
            <seller xsi:nil="1"><count>x</count></seller></invoice>
            """
        #expect(
            try XMLReader.object(ofType: Invoice.self, element: "invoice", from: nilSeller, options: options)
                == Invoice(buyer: Plain(count: 1)))
    }

    /// XML Schema requires an element marked `xsi:nil="true"` to be empty: with `.refuse`, its
    /// text (white space too) or child elements are refused; comments are not content.
    @Test(arguments: ReadingParsers.all) func contentInsideANilElementIsHeard(parser: ReadingParser) throws {
        let strict = ReadingOptions(unknownContent: .refuse, parser: parser)
        let head = #"<invoice xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">"#
        let cases: [(String, String)] = [
            (
                head + #"<buyer xsi:nil="true"><count>1</count></buyer></invoice>"#,
                #"line 1, column 92: <count> in <buyer>, which is nil (xsi:nil="true") and so must be empty at /invoice/buyer/count"#
            ),
            (
                head + #"<buyer xsi:nil="true"> </buyer></invoice>"#,
                #"line 1, column 87: text " " in <buyer>, which is nil (xsi:nil="true") and so must be empty at /invoice/buyer"#
            ),
        ]
        for (xml, message) in cases {
            #expect(
                errorMessage {
                    _ = try XMLReader.object(ofType: Invoice.self, element: "invoice", from: xml, options: strict)
                } == message)
            // Not heard by default: the element reads as nil.
            #expect(
                try XMLReader.object(
                    ofType: Invoice.self, element: "invoice", from: xml, options: ReadingOptions(parser: parser))
                    == Invoice())
        }
        let comment = head + #"<buyer xsi:nil="true"><!-- none --></buyer></invoice>"#
        #expect(
            try XMLReader.object(ofType: Invoice.self, element: "invoice", from: comment, options: strict) == Invoice())
        // xsi:nil where the entry does not declare it (no .nillable()): heard, as XML Schema
        // refuses it on an element that is not nillable; an item of an optional type declares it.
        let undeclared = head + #"<buyer xsi:nil="true"/><seller xsi:nil="true"/><bogus/></invoice>"#
        #expect(
            errorMessage {
                _ = try XMLReader.object(ofType: Invoice.self, element: "invoice", from: undeclared, options: strict)
            }
                == #"line 1, column 109: xsi:nil="true" on <seller>, whose entry does not declare it nillable (Element(…).nillable(), or an Item or Case of an optional type) at /invoice/seller"#
        )
        let plain = #"<p xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><count xsi:nil="true">3</count></p>"#
        #expect(
            errorMessage { _ = try XMLReader.object(ofType: Plain.self, element: "p", from: plain, options: strict) }
                == #"line 1, column 79: xsi:nil="true" on <count>, whose entry does not declare it nillable (Element(…).nillable(), or an Item or Case of an optional type) at /p/count"#
        )
        let items =
            #"<order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><amount>1</amount><note xsi:nil="true"/></order>"#
        #expect(
            try XMLReader.object(ofType: Order.self, element: "order", from: items, options: strict)
                == Order(amount: 1, notes: [nil]))
        let value = head + #"<amount xsi:nil="true">9.5</amount></order>"#
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Order.self, element: "order",
                    from: value.replacingOccurrences(of: "<invoice", with: "<order"), options: strict)
            }
                == #"line 1, column 88: text "9.5" in <amount>, which is nil (xsi:nil="true") and so must be empty at /order/amount"#
        )
    }

    /// `Item("party", Party?.self)`: models that may be nil in an array (a nillable element that
    /// repeats, or that may be absent: `[]`, `[nil]`, `[party]`).
    struct Parties: XMLReadable, Equatable {
        var parties: [Plain?] = []
        static let parsingDescription = ParsingDescription<Parties> {
            Many(\.parties) { Item("party", Plain?.self) }
        }
    }

    @Test(arguments: ReadingParsers.all) func optionalModelItemsKeepNil(parser: ReadingParser) throws {
        let writer = Self.writer
        let parties = Parties(parties: [Plain(count: 1), nil, Plain(count: 3)])
        let xml = try writer.string(parties, element: "parties")
        #expect(
            xml
                == #"<parties xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><party><count>1</count></party><party xsi:nil="true"/><party><count>3</count></party></parties>"#
        )
        let strict = ReadingOptions(unknownContent: .refuse, parser: parser)
        #expect(try XMLReader.object(ofType: Parties.self, element: "parties", from: xml, options: strict) == parties)
    }

    // MARK: Cases that may be nil

    struct Party: XMLReadable, Equatable {
        var name = ""
        static let parsingDescription = ParsingDescription<Party> { Element("name", \.name) }
    }

    /// A nillable element in a choice, or in content kept in document order: `Case("price",
    /// Decimal?.self, …)` and `Case("party", Party?.self, …)`, whose nil payload is `xsi:nil="true"`.
    enum Term: Equatable, Sendable {
        case price(Decimal?)
        case party(Party?)
        case note(String)
    }

    struct Deal: XMLReadable, Equatable {
        var first: Term?
        var terms: [Term] = []
        static let parsingDescription = ParsingDescription<Deal> {
            Choice(\.first) { Term.cases }
            Many("terms", \.terms) { Term.cases }
        }
    }

    @Test(arguments: ReadingParsers.all) func casesThatMayBeNilReadAndWriteXSINil(parser: ReadingParser) throws {
        let xml = """
            <deal xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><price xsi:nil="true"/><terms>\
            <party xsi:nil="true"/><price>9.50</price><party><name>Ann</name></party><price xsi:nil="1"/>\
            <note>n</note></terms></deal>
            """
        let deal = Deal(
            first: .price(nil),
            terms: [.party(nil), .price(Decimal(string: "9.5")), .party(Party(name: "Ann")), .price(nil), .note("n")])
        // Heard as declared under .refuse: a Case of an optional type may be nil.
        let options = ReadingOptions(unknownContent: .refuse, parser: parser)
        #expect(try XMLReader.object(ofType: Deal.self, element: "deal", from: xml, options: options) == deal)
        let written = try Self.writer.string(deal, element: "deal")
        #expect(
            written
                == #"<deal xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><price xsi:nil="true"/><terms><party xsi:nil="true"/><price>9.5</price><party><name>Ann</name></party><price xsi:nil="true"/><note>n</note></terms></deal>"#
        )
        #expect(try XMLReader.object(ofType: Deal.self, element: "deal", from: written, options: options) == deal)
        // A nil model's element may hold the model's attributes only.
        let unknown =
            #"<deal xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><party xsi:nil="true" colour="red"/></deal>"#
        #expect(
            errorMessage {
                _ = try XMLReader.object(ofType: Deal.self, element: "deal", from: unknown, options: options)
            }
                == #"line 1, column 95: unknown attribute "colour" of <party> at /deal/party"#)
        // A case of a type that cannot be nil is still heard.
        let refused = #"<deal xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><note xsi:nil="true"/></deal>"#
        #expect(
            errorMessage {
                _ = try XMLReader.object(ofType: Deal.self, element: "deal", from: refused, options: options)
            }
                == #"line 1, column 81: xsi:nil="true" on <note>, whose entry does not declare it nillable (Element(…).nillable(), or an Item or Case of an optional type) at /deal/note"#
        )
    }
}

extension NilItemTests.Term {
    @CaseBuilder<Self> static var cases: [Case<Self>] {
        Case("price", Decimal?.self, Self.price)
        Case("party", NilItemTests.Party?.self, Self.party)
        Case("note", String.self, Self.note)
    }
}
