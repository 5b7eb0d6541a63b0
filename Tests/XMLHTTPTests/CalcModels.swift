import XMLReading

/// The SOAP calculator's messages (``SOAPServer``), in the namespace `urn:example:calc`.
let calc = "urn:example:calc"

struct Operands: XMLReadable, Equatable {
    var a = 0
    var b = 0

    static let parsingDescription = ParsingDescription<Self>(namespace: "urn:example:calc") {
        Element("a", \.a)
        Element("b", \.b)
    }
}

struct Sized: XMLReadable {
    var n = 0

    static let parsingDescription = ParsingDescription<Self>(namespace: "urn:example:calc") {
        Element("n", \.n)
    }
}

struct Result: XMLReadable, Equatable {
    var result = 0

    static let parsingDescription = ParsingDescription<Self>(namespace: "urn:example:calc") {
        Element("result", \.result)
    }
}

struct Text: XMLReadable, Equatable {
    var text = ""

    static let parsingDescription = ParsingDescription<Self> {
        TextContent(\.text)
    }
}

struct Problem: XMLReadable, Equatable {
    var severity = ""
    var operand = ""

    static let parsingDescription = ParsingDescription<Self>(namespace: "urn:example:calc") {
        Attribute(XMLName("severity", namespace: "urn:example:calc"), \.severity)
        Element("operand", \.operand)
    }
}

struct Credentials: XMLReadable {
    var token = ""

    static let parsingDescription = ParsingDescription<Self>(namespace: "urn:example:auth") {
        Element("token", \.token)
    }
}

struct Order: XMLReadable {
    var item = ""
    var quantity = 0

    static let parsingDescription = ParsingDescription<Self> {
        Element("item", \.item)
        Element("quantity", \.quantity)
    }
}

struct Receipt: XMLReadable, Equatable {
    var number = ""
    var item = ""
    var total = 0.0

    static let parsingDescription = ParsingDescription<Self> {
        Attribute("number", \.number)
        Element("item", \.item)
        Element("total", \.total)
    }
}

func calcName(_ name: String) -> XMLName { XMLName(name, namespace: calc) }
