import Foundation
import TestSupport
import Testing
import XMLReading

/// XML Schema's facets (`XMLFacets`) and patterns (`XMLSchemaPattern`): each rule, its words, and
/// the format that checks them on reading (both parsers) and before writing.
@Suite struct FacetTests {
    @Test(arguments: [
        // pattern, matching, not matching
        ("[A-Z]{3}", ["EUR", "USD"], ["EURO", "eur", "EU", ""]),
        // Anchored at both ends; ^ and $ are ordinary characters.
        ("a^b$", ["a^b$"], ["ab", "a^b"]),
        // . is anything but a line feed or a carriage return.
        ("a.c", ["abc", "a c", "aéc"], ["a\nc", "a\rc", "ac"]),
        // \s is the four XML spaces; \S the rest.
        (#"\s\S"#, [" x", "\tx", "\nx"], ["\u{A0}x", "xx"]),
        // \w: not punctuation, separator or other; \d: decimal digits.
        (#"\w+\d"#, ["ab1", "é٣"], ["a_1", "a-1", "a 1"]),
        // \i and \c: XML name characters.
        (#"\i\c*"#, ["_a-b.c", "x:y", "été"], ["-a", "1a", "a b"]),
        // Subtraction.
        ("[a-z-[aeiou]]+", ["bcd", "xyz"], ["bad", "B"]),
        ("[^a-z-[0-9]]", ["A", "-"], ["a", "5"]),
        // Blocks and categories.
        (#"\p{IsBasicLatin}+"#, ["abc~"], ["é"]),
        (#"\p{Lu}\P{Lu}"#, ["Ab", "É1"], ["AB", "ab"]),
        // Dashes: a literal first or last, a range between.
        ("[-+]?[0-9]+", ["-12", "+3", "4"], ["--1", "1-"]),
        (#"\+[0-9]{1,3}-[0-9()+\-]{1,30}"#, ["+1-555(0)12-3"], ["1-555", "+1-"]),
        // Alternatives and groups, as ISO 20022's and XLIFF's schemas write them.
        ("zh-cn|zh-tw|([a-z]{2,3})", ["zh-cn", "zh", "deu"], ["z", "zh-CN", "abcd"]),
        (#"[A-Z]{6,6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3,3}){0,1}"#, ["DEUTDEFF", "DEUTDEFF500"], ["DEUTDEF", "DEUTDEFO"]),
        // Counts, empty branches, empty loops, a dash last in a class, the empty pattern.
        ("a{2,4}", ["aa", "aaaa"], ["a", "aaaaa"]),
        ("a{2,}", ["aa", "aaaaaaa"], ["a", ""]),
        ("x|", ["x", ""], ["xx"]),
        ("(a*)*", ["", "aaa"], ["b"]),
        ("[a-]+", ["a-a", "-"], ["b"]),
        ("", [""], ["a"]),
        // Categories and blocks beyond ASCII.
        (#"\p{L}+"#, ["éЖ中"], ["é1"]),
        (#"\p{IsGreek}+"#, ["αβγ"], ["abc", "αb"]),
        (#"[\p{IsCJKUnifiedIdeographs}\p{IsHiragana}]{2}"#, ["中の"], ["中a"]),
        // A pattern a backtracking engine takes 2^40 steps to refuse: here, 41 steps.
        ("(a|a)*b", ["aab", "b"], [String(repeating: "a", count: 40) + "c"]),
        ("(a+)+b", ["aaab"], [String(repeating: "a", count: 40)]),
    ])
    func patternsMatchAsXMLSchemaReadsThem(pattern: String, matching: [String], failing: [String]) throws {
        let compiled = try XMLSchemaPattern(pattern)
        for text in matching { #expect(compiled.matches(text), "\(pattern) should match \(text.debugDescription)") }
        for text in failing { #expect(!compiled.matches(text), "\(pattern) should not match \(text.debugDescription)") }
    }

    @Test(arguments: [
        ("[A-Z", #"the pattern "[A-Z" is invalid: a [ without its ]"#),
        (#"\q"#, #"the pattern "\\q" is invalid: \q is not an escape of XML Schema"#),
        (#"\p{IsKlingon}"#, #"the pattern "\\p{IsKlingon}" is invalid: \p{IsKlingon} names no block of XML Schema"#),
        (#"\p{Xx}"#, #"the pattern "\\p{Xx}" is invalid: \p{Xx} names no category"#),
        ("(?i)a", #"the pattern "(?i)a" is invalid: (? is not XML Schema's (groups do not take options)"#),
        ("a)", #"the pattern "a)" is invalid: a ) without its ("#),
        ("(a", #"the pattern "(a" is invalid: a ( without its )"#),
        ("a{,2}", #"the pattern "a{,2}" is invalid: a quantity is written {n}, {n,} or {n,m}"#),
        ("[a--b]", #"the pattern "[a--b]" is invalid: -- inside a character class (escape the dash: \-)"#),
        (
            "[a-z-0]",
            #"the pattern "[a-z-0]" is invalid: a - that starts no range inside a character class (escape the dash: \-)"#
        ),
        ("[z-a]", #"the pattern "[z-a]" is invalid: the range z-a runs backwards (write a-z)"#),
        (#"[a-\d]"#, #"the pattern "[a-\\d]" is invalid: a range ends at a character, not at a class escape"#),
        ("*a", #"the pattern "*a" is invalid: * with nothing before it to repeat (write \* for the character)"#),
        ("a*?", #"the pattern "a*?" is invalid: two quantifiers in a row (group the first one: (a*)+)"#),
        ("a{3,2}", #"the pattern "a{3,2}" is invalid: {3,2} counts down (write {2,3})"#),
        ("a{10001}", #"the pattern "a{10001}" is invalid: a count above 10000 (the largest one checked)"#),
        (
            "(a{10000}){20}",
            #"the pattern "(a{10000}){20}" is invalid: its counts make it too large to check (over 100000 steps)"#
        ),
        ("]", #"the pattern "]" is invalid: a ] outside a character class (write \])"#),
    ])
    func aPatternXMLSchemaDoesNotAllowIsNamed(pattern: String, message: String) {
        let error = #expect(throws: XMLReadingError.self) { try XMLSchemaPattern(pattern) }
        #expect(error?.code == .invalidDescription)
        #expect(error?.description == message)
    }

    @Test(arguments: [
        (XMLFacets(length: 3), "EURO", "4 characters, the schema requires 3 (length)"),
        (XMLFacets(minLength: 1), "", "0 characters, the schema requires at least 1 (minLength)"),
        (XMLFacets(maxLength: 2), "été", "3 characters, the schema allows at most 2 (maxLength)"),
        (XMLFacets(enumeration: ["a", "b"]), "c", #"not one of the schema's values "a", "b" (enumeration)"#),
        (XMLFacets(patterns: ["[0-9]+"]), "1a", "does not match the schema's pattern [0-9]+ (pattern)"),
        (XMLFacets(minInclusive: "0.0"), "-0.1", "under the minimum 0.0 (minInclusive)"),
        (XMLFacets(maxInclusive: "1.0"), "1.5", "over the maximum 1.0 (maxInclusive)"),
        (XMLFacets(minExclusive: "0"), "0.000", "not over 0 (minExclusive)"),
        (XMLFacets(maxExclusive: "360"), "360.0", "not under 360 (maxExclusive)"),
        (XMLFacets(maxInclusive: "1E3"), "1001", "over the maximum 1E3 (maxInclusive)"),
        (XMLFacets(maxInclusive: "10"), "ten", "not a number to compare with 10 (maxInclusive)"),
        (XMLFacets(totalDigits: 4), "-12345", "5 digits, the schema allows 4 (totalDigits)"),
        (XMLFacets(fractionDigits: 2), "12.345", "3 fraction digits, the schema allows 2 (fractionDigits)"),
    ])
    func eachFacetSaysWhatIsWrong(facets: XMLFacets, text: String, violation: String) {
        #expect(facets.violation(in: text) == violation)
    }

    @Test func aUnionTakesAValueOneOfItsMembersTakes() {
        // sitemaps' lastmod: a date or a dateTime; XLIFF's state: a listed value or x-anything.
        let lastmod = XMLFacets(anyOf: [
            XMLFacets(whiteSpace: .collapse, patterns: ["[0-9]{4}-[0-9]{2}-[0-9]{2}"]),
            XMLFacets(
                whiteSpace: .collapse, patterns: ["[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]{8}(Z|[+-][0-9]{2}:[0-9]{2})"]),
        ])
        #expect(lastmod.violation(in: " 2005-01-01\n") == nil)
        #expect(lastmod.violation(in: "2004-10-01T18:23:17+00:00") == nil)
        #expect(lastmod.violation(in: "2004-10") == "a value of none of the union's member types (union)")
        let state = XMLFacets(anyOf: [
            XMLFacets(whiteSpace: .collapse, enumeration: ["new", "final"]), XMLFacets(patterns: [#"x-[^\s]+"#]),
        ])
        #expect(state.violation(in: "final") == nil)
        #expect(state.violation(in: "x-mine") == nil)
        #expect(state.violation(in: "old") == "a value of none of the union's member types (union)")
        // A member's mistake is the union's.
        #expect(
            XMLFacets(anyOf: [XMLFacets(patterns: ["("])]).problems == [
                #"the pattern "(" is invalid: a ( without its )"#
            ])
    }

    @Test func valuesThatKeepTheRulesPass() {
        // Zeros that do not count, signs, and the white space a validator removes.
        #expect(XMLFacets(totalDigits: 3, fractionDigits: 2).violation(in: "0012.500") == nil)
        #expect(XMLFacets(minInclusive: "-90", maxInclusive: "90").violation(in: "-90.000") == nil)
        #expect(XMLFacets(minInclusive: "-1", maxInclusive: "-0.5").violation(in: "-0.75") == nil)
        #expect(XMLFacets(minExclusive: "-0", maxExclusive: "0.1").violation(in: "+0.05") == nil)
        #expect(XMLFacets(whiteSpace: .collapse, patterns: ["[A-Z]{3}"]).violation(in: "\n  EUR \t") == nil)
        #expect(XMLFacets(whiteSpace: .collapse, length: 3).violation(in: " a  b ") == nil)
        #expect(XMLFacets(whiteSpace: .replace, length: 3).violation(in: "a\tb") == nil)
        #expect(
            XMLFacets(whiteSpace: .preserve, length: 3).violation(in: " ab ")
                == "4 characters, the schema requires 3 (length)")
        #expect(XMLFacets(minInclusive: "0", maxInclusive: "INF").violation(in: "1E300") == nil)
    }

    struct Url: XMLReadable, Equatable {
        var location = ""
        var priority: XMLNumber?
        var currency = ""
        static let facets = XMLFacets(whiteSpace: .collapse, minInclusive: "0.0", maxInclusive: "1.0")
        static let parsingDescription = ParsingDescription<Url> {
            Attribute(
                "currency", \.currency, format: .checked(XMLFacets(whiteSpace: .collapse, patterns: ["[A-Z]{3}"])))
            Element("loc", \.location, format: .checked(XMLFacets(minLength: 12, maxLength: 2048)))
            Element("priority", \.priority, format: .checked(facets))
        }
    }

    @Test(arguments: ReadingParsers.all) func aCheckedFormatReadsWhatKeepsTheRules(parser: ReadingParser) throws {
        let url = try XMLReader.object(
            ofType: Url.self, element: "url",
            from: #"<url currency=" EUR "><loc>https://a.example/</loc><priority>0.80</priority></url>"#,
            options: ReadingOptions(parser: parser))
        #expect(url == Url(location: "https://a.example/", priority: XMLNumber(xmlText: "0.80"), currency: " EUR "))
    }

    @Test(arguments: ReadingParsers.all) func aCheckedFormatRefusesWhatBreaksThem(parser: ReadingParser) {
        let options = ReadingOptions(parser: parser)
        #expect(
            errorMessage {
                _ = try XMLReader.objects(
                    ofType: Url.self, element: "url",
                    from:
                        "<urlset><url currency=\"EUR\"><loc>https://a.example/</loc></url>\n<url currency=\"EUR\">\n<loc>https://b.example/</loc><priority>1.5</priority></url></urlset>",
                    options: options)
            }
                == #"line 3, column 39: cannot read "1.5" as XMLNumber for <priority>: over the maximum 1.0 (maxInclusive) at /urlset/url[2]/priority"#
        )
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Url.self, element: "url", from: #"<url currency="eur"><loc>https://a.example/</loc></url>"#,
                    options: options)
            }
                == #"line 1, column 20: cannot read "eur" as String for attribute "currency" of <url>: does not match the schema's pattern [A-Z]{3} (pattern) at /url"#
        )
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Url.self, element: "url", from: #"<url currency="EUR"><loc>a</loc></url>"#,
                    options: options)
            }
                == #"line 1, column 25: cannot read "a" as String for <loc>: 1 character, the schema requires at least 12 (minLength) at /url/loc"#
        )
    }

    /// Every place a checked value is read: an element into an optional and not, an attribute, an
    /// item of a `Many`, a `Case` of a `Choice`, a nested model's text.
    struct Order: XMLReadable, Equatable {
        var url = Url()
        var tags: [String] = []
        var size: Size?
        var amount = Amount()
        enum Size: Equatable, Sendable { case small(Int) }
        static let parsingDescription = ParsingDescription<Order> {
            Element("url", \.url)
            Many(\.tags) { Item("tag", String.self, format: .checked(XMLFacets(maxLength: 3))) }
            Choice(\.size) { Case("small", Int.self, format: .checked(XMLFacets(maxInclusive: "10")), Size.small) }
            Element("amount", \.amount)
        }
    }

    struct Amount: XMLReadable, Equatable {
        var value = ""
        static let parsingDescription = ParsingDescription<Amount> {
            TextContent(\.value, format: .checked(XMLFacets(fractionDigits: 2)))
        }
    }

    /// Key/value siblings whose values are checked.
    struct Sizes: XMLReadable {
        var entries: [(key: String, value: Order.Size)] = []
        static let parsingDescription = ParsingDescription<Sizes> {
            Pairs(\.entries, key: "key") {
                Case("small", Int.self, format: .checked(XMLFacets(maxInclusive: "10")), Order.Size.small)
            }
        }
    }

    @Test(arguments: ReadingParsers.all) func facetsAreCheckedUnlessTheOptionsSayNot(parser: ReadingParser) throws {
        let valid = #"<url currency="EUR"><loc>https://a.example/</loc><priority>0.5</priority></url>"#
        let documents = [
            (
                #"<url currency="eur"><loc>https://a.example/</loc></url>"#,
                #"line 1, column 27: cannot read "eur" as String for attribute "currency" of <url>: does not match the schema's pattern [A-Z]{3} (pattern) at /order/url"#
            ),
            (
                #"<url currency="EUR"><loc>a</loc></url>"#,
                #"line 1, column 32: cannot read "a" as String for <loc>: 1 character, the schema requires at least 12 (minLength) at /order/url/loc"#
            ),
            (
                #"<url currency="EUR"><loc>https://a.example/</loc><priority>1.5</priority></url>"#,
                #"line 1, column 66: cannot read "1.5" as XMLNumber for <priority>: over the maximum 1.0 (maxInclusive) at /order/url/priority"#
            ),
            (
                valid + "<tag>long</tag>",
                #"line 1, column 91: cannot read "long" as String for <tag>: 4 characters, the schema allows at most 3 (maxLength) at /order/tag[1]"#
            ),
            (
                valid + "<small>11</small>",
                #"line 1, column 93: cannot read "11" as Int for <small>: over the maximum 10 (maxInclusive) at /order/small"#
            ),
            (
                valid + "<amount>12.345</amount>",
                #"line 1, column 110: cannot read "12.345" as String for <amount>: 3 fraction digits, the schema allows 2 (fractionDigits) at /order/amount"#
            ),
        ]
        for (content, message) in documents {
            #expect(
                errorMessage {
                    _ = try XMLReader.object(
                        ofType: Order.self, element: "order", from: "<order>\(content)</order>",
                        options: ReadingOptions(parser: parser))
                } == message)
        }
        // Off: each value read by its type alone, every rule broken at once.
        let order = try XMLReader.object(
            ofType: Order.self, element: "order",
            from:
                #"<order><url currency="eur"><loc>a</loc><priority>1.5</priority></url><tag>long</tag><small>11</small><amount>12.345</amount></order>"#,
            options: ReadingOptions(parser: parser, checksFacets: false))
        #expect(
            order
                == Order(
                    url: Url(location: "a", priority: XMLNumber(xmlText: "1.5"), currency: "eur"), tags: ["long"],
                    size: .small(11), amount: Amount(value: "12.345")))
        // Pairs too.
        let pairs = "<sizes><key>a</key><small>11</small></sizes>"
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Sizes.self, element: "sizes", from: pairs, options: ReadingOptions(parser: parser))
            }
                == #"line 1, column 26: cannot read "11" as Int for <small>: over the maximum 10 (maxInclusive) at /sizes/small"#
        )
        let sizes = try XMLReader.object(
            ofType: Sizes.self, element: "sizes", from: pairs,
            options: ReadingOptions(parser: parser, checksFacets: false))
        #expect(sizes.entries.map(\.key) == ["a"])
        #expect(sizes.entries.map(\.value) == [.small(11)])
        // What its type cannot read is still refused.
        #expect(
            errorMessage {
                _ = try XMLReader.object(
                    ofType: Order.self, element: "order", from: "<order><small>many</small></order>",
                    options: ReadingOptions(parser: parser, checksFacets: false))
            } == #"line 1, column 14: cannot read "many" as Int for <small> at /order/small"#)
    }

    @Test func theWriterRefusesAValueThatBreaksTheRules() throws {
        var url = Url(location: "https://a.example/", priority: XMLNumber(xmlText: "0.5"), currency: "EUR")
        #expect(try XMLWriter().string(url, element: "url").contains("<priority>0.5</priority>"))
        url.priority = XMLNumber(xmlText: "2")
        let error = #expect(throws: XMLReadingError.self) { try XMLWriter().string(url, element: "url") }
        #expect(error?.code == .invalidValue)
        #expect(
            error?.description
                == #"cannot write the value of <priority>: "2": over the maximum 1.0 (maxInclusive) at /url"#)
        url.priority = nil
        url.currency = "euro"
        #expect(
            errorMessage { _ = try XMLWriter().string(url, element: "url") }
                == #"cannot write attribute "currency": "euro": does not match the schema's pattern [A-Z]{3} (pattern) at /url"#
        )
    }

    @Test func aBadPatternIsAProblemOfTheDescription() {
        struct Code: XMLReadable {
            var code = ""
            static let parsingDescription = ParsingDescription<Code> {
                Element("code", \.code, format: .checked(XMLFacets(patterns: ["[A-Z"])))
            }
        }
        #expect(
            Code.parsingDescription.problems == [
                #"ParsingDescription<Code>: the pattern "[A-Z" is invalid: a [ without its ]"#
            ])
    }

    /// Element values are checked from their bytes (patterns, lengths in characters, enumerations)
    /// when whitespace normalization leaves them as they are, and from their text otherwise: both
    /// ways give the same values and the same words.
    struct Coded: XMLReadable, Equatable {
        var currency = ""
        var name = ""
        var kind = ""
        var amount = XMLNumber(xmlText: "0")
        static let parsingDescription = ParsingDescription<Coded> {
            Element("currency", \.currency, format: .checked(XMLFacets(patterns: ["[A-Z]{3}"])))
            Element("name", \.name, format: .checked(XMLFacets(minLength: 2, maxLength: 4)))
            Element("kind", \.kind, format: .checked(XMLFacets(whiteSpace: .collapse, enumeration: ["a b", "c"])))
            Element("amount", \.amount, format: .checked(XMLFacets(minInclusive: "0", fractionDigits: 2)))
        }
    }

    @Test(arguments: ReadingParsers.all) func valuesAreCheckedFromTheirBytesAsFromTheirText(parser: ReadingParser)
        throws
    {
        let options = ReadingOptions(parser: parser)
        let coded = try XMLReader.object(
            ofType: Coded.self, element: "c",
            from: "<c><currency>EUR</currency><name>Größ</name><kind> a \n b </kind><amount>1.50</amount></c>",
            options: options)
        #expect(coded == Coded(currency: "EUR", name: "Größ", kind: " a \n b ", amount: XMLNumber(xmlText: "1.50")))
        let refused = [
            (
                "<currency>EÜR</currency>",
                #"line 1, column 13: cannot read "EÜR" as String for <currency>: does not match the schema's pattern [A-Z]{3} (pattern) at /c/currency"#
            ),
            (
                "<name>Größer</name>",
                #"line 1, column 9: cannot read "Größer" as String for <name>: 6 characters, the schema allows at most 4 (maxLength) at /c/name"#
            ),
            (
                "<name>G</name>",
                #"line 1, column 9: cannot read "G" as String for <name>: 1 character, the schema requires at least 2 (minLength) at /c/name"#
            ),
            (
                "<kind>a  c</kind>",
                #"line 1, column 9: cannot read "a  c" as String for <kind>: not one of the schema's values "a b", "c" (enumeration) at /c/kind"#
            ),
            (
                "<amount>-1</amount>",
                #"line 1, column 11: cannot read "-1" as XMLNumber for <amount>: under the minimum 0 (minInclusive) at /c/amount"#
            ),
            (
                "<amount>1.505</amount>",
                #"line 1, column 11: cannot read "1.505" as XMLNumber for <amount>: 3 fraction digits, the schema allows 2 (fractionDigits) at /c/amount"#
            ),
        ]
        for (element, message) in refused {
            #expect(
                errorMessage {
                    _ = try XMLReader.object(
                        ofType: Coded.self, element: "c", from: "<c>\(element)</c>", options: options)
                } == message)
        }
    }
}
