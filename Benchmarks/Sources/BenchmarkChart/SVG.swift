import XMLReading

/// The SVG namespace, the default namespace of every element the chart writes.
package let svgNamespace: DefaultNamespace = "http://www.w3.org/2000/svg"

/// An `<svg>` document: its size and the elements inside it, read and written by one description.
///
/// ```swift
/// let svg = SVGDocument(width: 200, height: 40, nodes: [.text(SVGText(x: 10, y: 20, content: "Hi"))])
/// try XMLWriter().string(svg, element: "svg")
/// // <svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40" …>
/// ```
package struct SVGDocument: XMLReadable, Equatable, Sendable {
    package var width = 0.0
    package var height = 0.0
    package var viewBox = ""
    package var fontFamily = "sans-serif"
    package var fontSize = 12.0
    package var nodes: [SVGNode] = []

    package init() {}

    package init(width: Double, height: Double, nodes: [SVGNode]) {
        self.width = width
        self.height = height
        viewBox = "0 0 \(width.xmlText) \(height.xmlText)"
        self.nodes = nodes
    }

    /// The `<rect>`s inside the document's groups: the bars of a chart (its legend's are outside).
    package var bars: Int {
        nodes.reduce(0) { sum, node in
            guard case .group(let group) = node else { return sum }
            return sum + group.nodes.filter { if case .rect = $0 { true } else { false } }.count
        }
    }

    package static let parsingDescription = ParsingDescription<SVGDocument>(namespace: svgNamespace) {
        Attribute("width", \.width)
        Attribute("height", \.height)
        Attribute("viewBox", \.viewBox)
        Attribute("font-family", \.fontFamily)
        Attribute("font-size", \.fontSize)
        Many(\.nodes) { SVGNode.cases }
    }
}

/// One element of a drawing: the four kinds the chart needs.
package indirect enum SVGNode: Equatable, Sendable {
    case rect(SVGRect)
    case line(SVGLine)
    case text(SVGText)
    case group(SVGGroup)

    /// The element name of each kind, shared by the document and its groups.
    @CaseBuilder<SVGNode> package static var cases: [Case<SVGNode>] {
        Case("rect", SVGRect.self, SVGNode.rect)
        Case("line", SVGLine.self, SVGNode.line)
        Case("text", SVGText.self, SVGNode.text)
        Case("g", SVGGroup.self, SVGNode.group)
    }
}

/// `<rect x y width height fill/>`.
package struct SVGRect: XMLReadable, Equatable, Sendable {
    package var x = 0.0
    package var y = 0.0
    package var width = 0.0
    package var height = 0.0
    package var fill = ""

    package init() {}

    package init(x: Double, y: Double, width: Double, height: Double, fill: String) {
        (self.x, self.y, self.width, self.height, self.fill) = (x, y, width, height, fill)
    }

    package static let parsingDescription = ParsingDescription<SVGRect>(namespace: svgNamespace) {
        Attribute("x", \.x)
        Attribute("y", \.y)
        Attribute("width", \.width)
        Attribute("height", \.height)
        Attribute("fill", \.fill)
    }
}

/// `<line x1 y1 x2 y2 stroke stroke-dasharray/>`.
package struct SVGLine: XMLReadable, Equatable, Sendable {
    package var x1 = 0.0
    package var y1 = 0.0
    package var x2 = 0.0
    package var y2 = 0.0
    package var stroke = ""
    package var dashes: String? = nil

    package init() {}

    package init(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, dashes: String? = nil) {
        (self.x1, self.y1, self.x2, self.y2, self.stroke, self.dashes) = (x1, y1, x2, y2, stroke, dashes)
    }

    package static let parsingDescription = ParsingDescription<SVGLine>(namespace: svgNamespace) {
        Attribute("x1", \.x1)
        Attribute("y1", \.y1)
        Attribute("x2", \.x2)
        Attribute("y2", \.y2)
        Attribute("stroke", \.stroke)
        Attribute("stroke-dasharray", \.dashes)
    }
}

/// `<text x y text-anchor font-weight fill>content</text>`.
package struct SVGText: XMLReadable, Equatable, Sendable {
    /// SVG's `text-anchor`: where `x` is on the text.
    package enum Anchor: String, XMLScalar, Sendable {
        case start, middle, end
    }

    package var x = 0.0
    package var y = 0.0
    package var anchor: Anchor? = nil
    /// `"bold"`, or `nil` for the document's weight.
    package var fontWeight: String? = nil
    /// The colour, or `nil` for black.
    package var fill: String? = nil
    package var content = ""

    package init() {}

    package init(
        x: Double, y: Double, anchor: Anchor? = nil, bold: Bool = false, fill: String? = nil, content: String
    ) {
        (self.x, self.y, self.anchor, self.content) = (x, y, anchor, content)
        fontWeight = bold ? "bold" : nil
        self.fill = fill
    }

    package static let parsingDescription = ParsingDescription<SVGText>(namespace: svgNamespace) {
        Attribute("x", \.x)
        Attribute("y", \.y)
        Attribute("text-anchor", \.anchor)
        Attribute("font-weight", \.fontWeight)
        Attribute("fill", \.fill)
        TextContent(\.content)
    }
}

/// `<g>`: elements drawn together, moved by `transform="translate(x y)"`.
package struct SVGGroup: XMLReadable, Equatable, Sendable {
    package var translation: String? = nil
    package var nodes: [SVGNode] = []

    package init() {}

    package init(translateX x: Double, y: Double, nodes: [SVGNode]) {
        translation = "translate(\(x.xmlText) \(y.xmlText))"
        self.nodes = nodes
    }

    package static let parsingDescription = ParsingDescription<SVGGroup>(namespace: svgNamespace) {
        Attribute("transform", \.translation)
        Many(\.nodes) { SVGNode.cases }
    }
}
