import Testing
import XMLReading

/// `XMLFacets.builtIn(_:)`: the lexical spaces of XML Schema's built-in simple types.
struct BuiltInFacetTests {
    /// Each type with a value it takes (as written, white space included) and one it refuses,
    /// with the reason.
    @Test(
        arguments: [
            ("string", " a\tb ", nil),
            ("normalizedString", "a b", nil),
            ("token", "  a  b  ", nil),
            ("anyURI", " http://example.org/a b ", nil),
            ("boolean", " 1 ", "maybe"),
            ("decimal", "-0.50", "1e3"),
            ("integer", "+0042", "4.0"),
            ("int", "-2147483648", "2147483648"),
            ("unsignedByte", "255", "256"),
            ("nonNegativeInteger", "0", "-1"),
            ("positiveInteger", "1", "0"),
            ("negativeInteger", "-1", "0"),
            ("long", "9223372036854775807", "9223372036854775808"),
            ("float", "-INF", "inf"),
            ("double", "1.5E-3", "1.5E"),
            ("date", "2026-11-28+01:00", "2026-11-28T10:00:00"),
            ("dateTime", "2026-11-28T09:30:00.000Z", "2026-11-28 09:30:00"),
            ("time", "09:30:00", "9:30:00"),
            ("gYear", "-0044", "44"),
            ("gYearMonth", "2026-11", "2026"),
            ("gMonthDay", "--11-28", "11-28"),
            ("gMonth", "--11", "11"),
            ("gDay", "---28", "28"),
            ("duration", "P1Y2M3DT4H5M6.7S", "1Y"),
            ("hexBinary", "0a1B", "0a1"),
            ("base64Binary", "AQID BA==", "AQI"),
            ("language", "en-GB", "en_GB"),
            ("Name", "xsl:template", "1st"),
            ("NCName", "template", "xsl:template"),
            ("ID", "_7", "7"),
            ("QName", "xs:string", "a:b:c"),
            ("NMTOKEN", "-1.a", "a b"),
            ("NMTOKENS", "a  b", "a ! b"),
            ("IDREFS", "a b", "a 1"),
        ] as [(String, String, String?)])
    func eachTypeTakesItsValuesAndRefusesOthers(type: String, valid: String, invalid: String?) throws {
        let facets = try #require(XMLFacets.builtIn(type))
        #expect(facets.problems == [])
        #expect(facets.violation(in: valid) == nil)
        if let invalid { #expect(facets.violation(in: invalid) != nil) }
    }

    @Test func theReasonsNameTheRule() throws {
        #expect(
            XMLFacets.builtIn("int")?.violation(in: "2147483648") == "over the maximum 2147483647 (maxInclusive)")
        #expect(
            XMLFacets.builtIn("boolean")?.violation(in: "yes")
                == "does not match the schema's pattern true|false|1|0 (pattern)")
        #expect(XMLFacets.builtIn("nonNegativeInteger")?.violation(in: "-1") == "under the minimum 0 (minInclusive)")
    }

    @Test func whiteSpaceAndLengthUnitsAreTheTypes() throws {
        #expect(XMLFacets.builtIn("string")?.whiteSpace == .preserve)
        #expect(XMLFacets.builtIn("normalizedString")?.whiteSpace == .replace)
        #expect(XMLFacets.builtIn("token")?.whiteSpace == .collapse)
        #expect(XMLFacets.builtIn("dateTime")?.whiteSpace == .collapse)
        #expect(XMLFacets.builtIn("hexBinary")?.lengthUnit == .hexOctets)
        #expect(XMLFacets.builtIn("base64Binary")?.lengthUnit == .base64Octets)
        #expect(XMLFacets.builtIn("string")?.lengthUnit == .characters)
        // With the type's lengths: two bytes of hex.
        var md5 = try #require(XMLFacets.builtIn("hexBinary"))
        md5.length = 2
        #expect(md5.violation(in: "0A1B") == nil)
        #expect(md5.violation(in: "0A1B2C") == "3 bytes, the schema requires 2 (length)")
    }

    /// Complex types, names in the wrong case and names XML Schema lacks have no facets.
    @Test(arguments: ["anyType", "Integer", "text", "", "xs:string"])
    func aNameThatIsNoBuiltInSimpleTypeHasNone(name: String) {
        #expect(XMLFacets.builtIn(name) == nil)
    }
}
