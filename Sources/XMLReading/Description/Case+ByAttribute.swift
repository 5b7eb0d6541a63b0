extension Case {
    /// A case whose element is read as the inner case its attribute `attribute` names: a member of
    /// a choice whose type `xsi:type` may replace with a derived one.
    ///
    /// ```swift
    /// indirect enum Content { case shape(AnyShape), note(String) }
    /// indirect enum AnyShape { case shape(Shape), circle(Circle) }
    ///
    /// // <note>x</note>                               → .note("x")
    /// // <shape r="2"/>                                → .shape(.shape(Shape(…)))
    /// // <shape xsi:type="g:Circle" r="2"/>            → .shape(.circle(Circle(…)))
    /// Many(\.content) {
    ///     Case("note", String.self, Content.note)
    ///     Case("shape", by: XMLName("type", namespace: xsi), Content.shape) {
    ///         Case(XMLName("Shape", namespace: g), Shape.self, AnyShape.shape).byDefault()
    ///         Case(XMLName("Circle", namespace: g), Circle.self, AnyShape.circle)
    ///     }
    /// }
    /// ```
    ///
    /// It reads its element as a ``Choice`` by attribute does, and stands wherever a case by
    /// element name does (``Choice``, ``Many``, ``Mixed``; in a Choice or ``Item`` by attribute,
    /// whose cases an attribute picks already, it is a problem of the description). `embed` is
    /// the outer enum's case whose payload is the inner enum. A value no inner case names, or a
    /// missing attribute without a ``byDefault()`` case, is an error listing the values expected.
    /// ``XMLWriter`` writes `<name attribute="case">` for the inner case the value holds (the
    /// default one without the attribute).
    @inlinable public init<Member>(
        _ name: XMLName, by attribute: XMLName, _ embed: @escaping @Sendable (Member) -> Value,
        @CaseBuilder<Member> cases: () -> [Case<Member>]
    ) {
        let cases = cases()
        let entry = "Case(\"\(name)\", by: \"\(attribute)\")"
        self.name = name
        part = ItemPart(
            name: name, entry: "Case",
            rule: .chosen(
                by: attribute, cases.map { $0.part.lifted(through: EmbedAccess(embed)) },
                absent: cases.firstIndex(where: \.isDefault)))
        var problems = cases.compactMap(\.problem)
        if cases.isEmpty { problems.append("\(entry) has no Case; name at least one value of \"\(attribute)\"") }
        if let problem = Case<Member>.defaultsProblem(cases, entry: entry) { problems.append(problem) }
        problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
        let matcher = CaseMatcher(embed: embed)
        writing = { element, attributes in
            let writers = cases.map {
                $0.writing(element, attributes + ($0.isDefault ? [] : [(attribute, $0.name)]))
            }
            return ItemWriter(
                names: writers.flatMap(\.names), nested: writers.flatMap(\.nested),
                problem: writers.compactMap(\.problem).first
            ) { value, emitter in
                guard let member = matcher.payload(of: value) else { return false }
                try ItemWriter.writeFirstMatch(member, writers, entry: entry, to: emitter)
                return true
            }
        }
    }
}
