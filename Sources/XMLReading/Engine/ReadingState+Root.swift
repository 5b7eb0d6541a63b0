import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Elements outside any model: the root matcher and its route decide what is read, searched or dropped.
extension ReadingState {
    mutating func startInRoot(_ localName: String, namespace: String, attributes: TagAttributes) {
        if let route = root.route {
            // Only the route's elements are entered, and only their children looked up.
            let ancestors = path.depth - 1
            if ancestors < route.count {
                if RootMatcher.matches(route[ancestors], localName: localName, namespace: namespace) {
                    levels.append(Level(kind: .search))
                } else if ancestors == 0 {
                    fail(.unexpectedElement, "the root element is <\(path.last ?? localName)>; expected <\(route[0])>")
                } else {
                    mode = .ignoring(depth: 1)
                }
                return
            }
        }
        switch root.entry(localName: localName, namespace: namespace) {
        case nil where root.route != nil:
            mode = .ignoring(depth: 1)
        case nil:
            if root.nearMiss == nil, root.localNames.contains(localName) {
                root.nearMiss = RootMatcher.NearMiss(
                    name: XMLName(localName, namespace: namespace.isEmpty ? nil : namespace),
                    qualifiedName: path.last ?? localName, path: path.rendered, position: position)
            }
            if root.rootOnly {
                let names = root.names.map { "<\($0)>" }
                let expected =
                    names.count > 1
                    ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.first ?? "nothing"
                if let miss = root.nearMiss {
                    // The right name in another namespace: that alone is the news.
                    fail(
                        .unexpectedElement,
                        "the root element " + root.hint(for: miss))
                } else {
                    fail(.unexpectedElement, "the root element is <\(path.last ?? localName)>; expected \(expected)")
                }
                return
            }
            levels.append(Level(kind: .search))
        case .ignore?:
            mode = .ignoring(depth: 1)
        case .read(let makeFrame, _)?:
            do {
                let frame = try makeFrame()
                if !root.firstOnly { path.markItem() }
                if !attributes.isEmpty, !frame.table.attributes.isEmpty {
                    try Self.apply(frame.table.attributes, attributes, to: frame, namespaces)
                    if hearsUnknown, frame.table.otherAttributes == nil {
                        try heardUnknownAttributes(attributes, rules: frame.table.attributes)
                    }
                }
                if frame.table.hasStartHooks {
                    startHooks(
                        of: frame, table: frame.table, localName: localName, namespace: namespace,
                        attributes: attributes)
                }
                frames.append(frame)
                levels.append(Level(kind: .model, frame: frame))
                scopeFrame = frame
                scope = 0
            } catch {
                report(error)
            }
        }
    }
}
