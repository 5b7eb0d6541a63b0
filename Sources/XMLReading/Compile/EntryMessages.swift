/// An entry marked `.required()`: which bit of a frame's `seen` says it was read, and the entry
/// to name when it was not (`Element("title")`, written at `Book.swift:14`).
@usableFromInline struct RequiredEntry: Sendable {
    @usableFromInline let bit: UInt64
    @usableFromInline let name: XMLName
    @usableFromInline let isAttribute: Bool
    /// The entry as written: `Element("title")`, `Attribute("id")`.
    @usableFromInline let entry: String
    /// Where the entry is written (`Book.swift:14`), when known.
    @usableFromInline let location: String?
    /// How to let it be absent, when not by dropping `.required()`.
    @usableFromInline let fix: String?
    /// The other elements that satisfy it (a required ``Choice``'s other cases).
    @usableFromInline var alternatives: [XMLName] = []

    @usableFromInline init(
        bit: UInt64, name: XMLName, isAttribute: Bool, entry: String, location: String?, fix: String? = nil
    ) {
        self.fix = fix
        self.bit = bit
        self.name = name
        self.isAttribute = isAttribute
        self.entry = entry
        self.location = location
    }

    /// `missing required element <title> in <book> (required by Element("title") at Book.swift:14;
    /// make it optional if <book> may lack it)`.
    func missingMessage(in element: String) -> String {
        let what =
            isAttribute ? "attribute \"\(name)\"" : "element " + ([name] + alternatives).map { "<\($0)>" }.listed()
        let place = location.map { " at \($0)" } ?? ""
        return
            "missing required \(what) in \(element) (required by \(entry)\(place); \(fix ?? "drop .required() if \(element) may lack it"))"
    }
}

extension CompiledTable {
    /// A ``Skip`` of an element another entry binds.
    @usableFromInline static func skipBinds(_ name: XMLName, bound: String) -> String {
        "Skip(\"\(name)\") names an element that \(bound) also binds; a skipped element's children are read in its place, so remove the Skip or the \(bound)"
    }

    /// An element name bound by two entries.
    @usableFromInline static func boundTwice(_ name: XMLName, by first: String, and second: String) -> String {
        "the element <\(name)> is bound twice, by \(first) and by \(second); bind each element name once (use Many to collect repeated elements)"
    }

    /// An element bound by an entry after a path made it one of its steps (the same words as
    /// the other order): `the element <target> is bound by Element and is a step of the path
    /// "target/@state" of Attribute; …`.
    @usableFromInline static func stepBoundAgain(_ name: XMLName, by entry: String, step path: String) -> String {
        "the element <\(name)> is bound by \(entry) and is a step of \(path); read it one way (put the path's entry inside the model that reads <\(name)>)"
    }

    /// An attribute read through a path of the element an ``XMLString`` keeps as markup, which
    /// no read reaches, with the form that reads both: `XMLString("target", \.xml) keeps <target>
    /// as markup, so Attribute("target/@state", \.state) would never be read; …`.
    @usableFromInline static func attributeOfMarkup(
        _ name: XMLName, keyPath xml: String, attribute path: XMLName, keyPath property: String
    ) -> String {
        let steps = name.localName.split(separator: "/")
        let kept = XMLName(steps.last.map(String.init) ?? name.localName, namespace: name.namespace)
        let attribute = split(attributePath: path)?.attribute ?? path
        let xmlString = "XMLString(\"\(name)\", \(xml))"
        return
            "\(xmlString) keeps <\(kept)> as markup, so Attribute(\"\(path)\", \(property)) would never be read; read the attribute in the XMLString's closure: \(xmlString) { Attribute(\"\(attribute)\", \(property)) }"
    }

    /// A second ``Case`` for an element name in one choice (or one ``Many``, or ``Pairs``):
    /// `Case("Point") reads <Point>, which Case("Point") at Shapes.swift:11 reads already; …`;
    /// in a choice by attribute (`picker`), for a value of the attribute.
    @usableFromInline static func secondCase(_ name: XMLName, first: String, picker: XMLName?) -> String {
        if let picker {
            return
                "Case(\"\(name)\") is picked by \(picker)=\"\(name)\", as Case(\"\(name)\") at \(first) is already; a value picks one case: remove this Case, or give it another value"
        }
        return
            "Case(\"\(name)\") reads <\(name)>, which Case(\"\(name)\") at \(first) reads already; an element name picks one case: remove this Case, or give it another element name"
    }
}
