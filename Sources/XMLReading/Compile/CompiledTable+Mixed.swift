/// Descriptions whose entries would write an element's mixed content back out of order.
extension CompiledTable {
    /// The problems of the entries that read the element's own content (``Mixed``, ``TextContent``,
    /// ``AnyElements`` and child entries), each with the place of the entry at fault.
    @inlinable static func contentProblems<Model>(
        _ parts: [DescriptionBuilder<Model>.Component.Part]
    ) -> [(problem: String, place: String?)] {
        let mixed = Mixed<Model>.entry
        var place: String?
        var mixedPlace: String??
        var textPlace: String??
        var keptPlace: String??
        var others: [(entry: String, name: XMLName, place: String?)] = []
        var problems: [(problem: String, place: String?)] = []
        for part in parts {
            switch part {
            case .location(let entryPlace):
                place = entryPlace
            case .mixedText:
                if mixedPlace != nil {
                    problems.append(
                        ("\(mixed) is declared twice; an element has one content, read it with one \(mixed)", place))
                }
                mixedPlace = .some(place)
            case .text:
                textPlace = .some(place)
            case .child(let item) where item.entry == "AnyElements":
                keptPlace = .some(place)
            case .child(let item) where item.entry != mixed && item.entry != "Ignore":
                others.append((item.entry, item.name, place))
            default:
                break
            }
        }
        if let mixedPlace {
            if let textPlace {
                problems.append(
                    (
                        "\(mixed) and TextContent both read the element's text; \(mixed) keeps it in order with the elements, so remove the TextContent",
                        textPlace ?? mixedPlace
                    ))
            }
            if let keptPlace {
                problems.append(
                    (
                        "\(mixed) reads all of the element's content, and AnyElements keeps elements apart from it, to be written after it; keep unnamed elements in order with \(mixed)(_:other:cases:), and remove the AnyElements",
                        keptPlace ?? mixedPlace
                    ))
            }
            for other in others {
                problems.append(
                    (
                        "\(mixed) reads all of the element's content, and \(other.entry) reads <\(other.name)> apart from it, to be written out of order; make <\(other.name)> a Case of the \(mixed)",
                        other.place ?? mixedPlace
                    ))
            }
        } else if let textPlace, let keptPlace {
            problems.append(
                (
                    "TextContent and AnyElements both read the element's content: its text and its elements would be written back apart, the text first, losing their order; read them in order with Mixed(\\.content), or keep one of the two",
                    keptPlace ?? textPlace
                ))
        }
        return problems
    }
}
