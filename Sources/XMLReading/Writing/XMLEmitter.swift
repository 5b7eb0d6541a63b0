import Foundation

/// The output of one write: tags, escaped text and layout, into a byte buffer that is handed to a
/// sink whenever it grows past a threshold (so writing to a file holds a bounded amount).
///
/// Elements are opened and closed in order; attributes go on the element opened last, until text
/// or a child is written. The emitter knows the path of open elements, for error messages.
@usableFromInline final class XMLEmitter {
    struct Frame {
        /// Where its name as written is in ``XMLEmitter/openNames`` (bytes, so that opening and
        /// closing an element retains, compares and copies no `String`).
        let nameStart: Int
        let nameCount: Int
        /// Its place among its same-named siblings, shown in paths as `[n]`; 0 when not shown
        /// (the first of its name, not an item). The path is made only for an error.
        let position: Int
        var hasChildElements = false
        /// Content is written without added whitespace (the model reads its own text).
        var isInline: Bool
        /// Where its children's counts start in ``XMLEmitter/childCounts``, and their names in
        /// ``XMLEmitter/childNames``.
        let childCountsStart: Int
        let childNamesStart: Int
        /// Opened for a step of a path (`details` of `details/pages`): left open for the next
        /// sibling whose path goes through it, closed before any other content.
        var isPathStep = false
        /// A path step opened for one item (an ``Item``, ``Case`` or ``Keyed`` entry): it belongs
        /// to that item, so the next item opens steps of its own (two `<innerBoundaryIs>`, not
        /// two rings in one).
        var isItemStep = false
    }

    /// How many children of one name an element has so far.
    struct ChildCount {
        /// Where its name is in ``XMLEmitter/childNames``.
        let nameStart: Int
        let nameCount: Int
        var count: Int
    }

    // The emitter's state is touched by one write on one thread, and each use is one read or one
    // plain mutation, never an `inout` held across another use of the same property (appends run
    // inside `withUTF8` closures over other values, never over these): the runtime's exclusivity
    // check (`swift_beginAccess`, some 60 instructions an access, 15 % of writing the benchmark
    // catalog) would prove nothing, so it is left out for these as for the bindings below.
    let buffer: OutputBytes
    let flushThreshold: Int
    let sink: (([UInt8]) throws -> Void)?
    let options: WritingOptions
    let indentation: [UInt8]
    @exclusivity(unchecked) var frames: [Frame] = []
    /// The children of each open element counted by name, for `[n]` in paths: one list for all
    /// open elements, each element's from its frame's ``Frame/childCountsStart`` (no array of its
    /// own to allocate per element).
    @exclusivity(unchecked) var childCounts: [ChildCount] = []
    /// The names of the open elements as written, outermost first (each frame knows its part).
    let openNames = OutputBytes(capacity: 256)
    /// The names counted in ``childCounts``, in the same order.
    let childNames = OutputBytes(capacity: 256)
    @exclusivity(unchecked) var tagIsOpen = false
    /// Grouping elements (``Skip``) opened but not written yet: written before their first content.
    @exclusivity(unchecked) var pendingGroups: [XMLName] = []
    @exclusivity(unchecked) var wroteAnything = false
    /// What the descriptions being written say about namespaces: prefixes chosen, namespaces
    /// declared on the root, namespaces written as the default (``NamespacePlan``).
    let namespacePlan: NamespacePlan
    @exclusivity(unchecked) var declaredNamespaces = false
    /// The namespace declarations in scope, outermost first, each with the depth of the element
    /// that declares it (it ends with that element); a default namespace has the prefix "".
    //
    // These are read for every element but touched by no overlapping access (each use is one
    // read or one plain mutation, never an `inout` held across another use), and an emitter belongs
    // to one write on one thread: the runtime's exclusivity check (`swift_beginAccess`, about 60
    // instructions a read) would prove nothing, so it is left out.
    @exclusivity(unchecked) var bindings: [NamespaceBinding] = []
    /// The default namespace in scope ("" for none): the URI of the innermost binding of "".
    @exclusivity(unchecked) var defaultURI = ""
    /// The number of the next generated prefix (`ns1`, `ns2`…).
    @exclusivity(unchecked) var nextPrefix = 1
    /// How many open elements are steps of a path (``isPathStep``): checked per element, so kept
    /// apart from the frames.
    @exclusivity(unchecked) var openPathSteps = 0
    /// The namespace of plain element names in the description being written (``DefaultNamespace``).
    @exclusivity(unchecked) @usableFromInline var defaultNamespace: String?
    /// The namespace an ``ElementNamespace`` writes the model being written in, for the models
    /// inside it; `nil` outside any such model.
    @exclusivity(unchecked) @usableFromInline var writtenNamespace: WrittenNamespace?
    /// The items of a write item by item, written by the ``Many`` of their key path.
    @usableFromInline var itemStream: ItemStream?
    /// While an item of a write item by item is written: no piece goes to the sink, so that
    /// every piece ends between items (an item that fails sends none of its bytes).
    @exclusivity(unchecked) var holdsPieces = false

    init(
        options: WritingOptions, namespaces: NamespacePlan, sink: (([UInt8]) throws -> Void)?,
        flushThreshold: Int = 1 << 16
    ) {
        self.options = options
        self.indentation = Array(options.indentation.utf8)
        self.sink = sink
        self.flushThreshold = flushThreshold
        self.namespacePlan = namespaces
        buffer = OutputBytes(capacity: sink == nil ? 4096 : flushThreshold + 4096)
        if options.includesDeclaration {
            append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
            wroteAnything = true
        }
    }

    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    /// The document written so far (for writes into memory).
    func finish() throws -> [UInt8] {
        if options.prettyPrinted { buffer.append(0x0A) }
        if let sink {
            try sink(buffer.array)
            buffer.removeAll()
        }
        return buffer.array
    }

    // MARK: Elements

    /// Opens `<name`; `isItem` shows the element's position in paths even when it is the first.
    @usableFromInline func startElement(_ name: XMLName, isItem: Bool = false) throws {
        if name.namespace == nil, let defaultNamespace {
            // A plain name in the default namespace (the name is not copied in the usual case).
            try startElement(XMLName(name.localName, namespace: defaultNamespace), isItem: isItem)
            return
        }
        if Self.isPath(name.localName) {
            try startPath(name, isItem: isItem)
            return
        }
        if openPathSteps > 0 { try closePathSteps() }
        try openElement(name, isItem: isItem)
    }

    /// Opens `<name` declaring the bindings `kept` holds (``InScopeNamespaces``) where they are not
    /// in scope, before its name is chosen: prefixes only (the default namespace stays the
    /// writer's), each one XML allows (``NamespacePlan/bindingProblem(_:_:)``).
    func startElement(_ name: XMLName, isItem: Bool, keeping kept: [String: String]) throws {
        var declarations: [(prefix: String, uri: String)] = []
        for (prefix, uri) in kept.sorted(by: { $0.key < $1.key }) where !prefix.isEmpty && prefix != "xml" {
            if let problem = NamespacePlan.bindingProblem(prefix, uri) {
                throw XMLReadingError(
                    code: .notWritable,
                    message:
                        "cannot declare the prefix \(prefix.debugDescription) for \(uri.debugDescription) that InScopeNamespaces holds: \(problem)",
                    path: path)
            }
            declarations.append((prefix, uri))
        }
        let name = inDefaultNamespace(name)
        if Self.isPath(name.localName) { return try startPath(name, isItem: isItem, declarations: declarations) }
        if openPathSteps > 0 { try closePathSteps() }
        try openElement(name, isItem: isItem, declarations: declarations)
    }

    /// `details/pages`: the steps the path shares with the steps open now stay open, the others
    /// close, the missing ones open, then the last one opens as an ordinary element.
    func startPath(_ name: XMLName, isItem: Bool, declarations: [(prefix: String, uri: String)] = []) throws {
        // A Skip group waiting to open goes first: the path's steps belong inside it.
        try openPendingGroups()
        let steps = name.localName.split(separator: "/").map { XMLName(String($0), namespace: name.namespace) }
        try openSteps(steps.dropLast(), forItem: isItem)
        // Kept declarations go on the last step, the element the model is read from.
        try openElement(steps[steps.count - 1], isItem: isItem, declarations: declarations)
    }

    /// Writes an attribute at the end of a path (`details/price/@currency`) on the path's last
    /// element, which stays open as a step, so that a following `details/price/amount` goes inside it.
    @usableFromInline func pathAttribute(_ element: XMLName, _ attribute: XMLName, _ value: String) throws {
        let element = inDefaultNamespace(element)
        try openPendingGroups()
        let steps = element.localName.split(separator: "/").map { XMLName(String($0), namespace: element.namespace) }
        try openSteps(steps[...], reopensLast: true)
        try self.attribute(attribute, value)
    }

    /// Opens `steps` as path steps, keeping those already open; with `reopensLast`, the last one
    /// is opened anew when it already has content (an attribute must go on a fresh start tag).
    /// Steps `forItem` keep no step an earlier item opened, and are the item's own.
    func openSteps(_ steps: ArraySlice<XMLName>, reopensLast: Bool = false, forItem: Bool = false) throws {
        var firstStep = frames.count
        while firstStep > 0 && frames[firstStep - 1].isPathStep { firstStep -= 1 }
        var shared = 0
        while firstStep + shared < frames.count, shared < steps.count,
            !(forItem && frames[firstStep + shared].isItemStep),
            qualifiedName(of: frames[firstStep + shared]) == qualifiedName(steps[steps.startIndex + shared])
        {
            shared += 1
        }
        if reopensLast, shared == steps.count, firstStep + shared == frames.count, !tagIsOpen { shared -= 1 }
        while frames.count > firstStep + shared { try closeElement() }
        for step in steps.dropFirst(shared) {
            try openElement(step, isItem: false)
            frames[frames.count - 1].isPathStep = true
            frames[frames.count - 1].isItemStep = forItem
            openPathSteps += 1
        }
    }

    /// Whether a name is a path (`details/pages`): a plain loop over the contiguous bytes, which
    /// costs a fraction of iterating the `UTF8View` (or its generic `contains`) per element written.
    @inline(__always) static func isPath(_ name: String) -> Bool {
        let found = name.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte == UInt8(ascii: "/") { return true }
            return false
        }
        return found ?? name.utf8.contains(UInt8(ascii: "/"))
    }

    /// Closes the steps of a path left open on top of the element being written.
    func closePathSteps() throws {
        while frames.last?.isPathStep == true { try closeElement() }
    }

    /// Whether the element opened last is a step of a path.
    var topIsPathStep: Bool {
        openPathSteps > 0 && frames[frames.count - 1].isPathStep
    }

    /// Opens `<name`, declaring what it needs: the root's namespaces on the first element,
    /// `declarations` (kept from reading) where not in scope, then its own namespace where not in scope.
    @inline(__always) func openElement(
        _ name: XMLName, isItem: Bool, declarations: [(prefix: String, uri: String)] = []
    ) throws {
        try openPendingGroups()
        try beginChild()
        let firstBinding = bindings.count
        if !declaredNamespaces {
            declaredNamespaces = true
            for declaration in namespacePlan.rootDeclarations { bind(declaration.prefix, declaration.uri, depth: 1) }
        }
        if !declarations.isEmpty { keep(declarations, depth: frames.count + 1) }
        let nameStart = openNames.count
        if name.namespace == nil && defaultURI.isEmpty {
            // The usual case, a name in no namespace with none in scope: written as it is.
            openNames.append(name.localName)
        } else {
            let written = elementName(name, depth: frames.count + 1)
            if !written.prefix.isEmpty {
                openNames.append(written.prefix)
                openNames.append(UInt8(ascii: ":"))
            }
            openNames.append(written.localName)
        }
        let nameCount = openNames.count - nameStart
        let name = openNames.bytes(from: nameStart, count: nameCount)
        let position = frames.isEmpty ? 0 : countChild(name, isItem: isItem)
        let isInline = frames.last?.isInline ?? false
        buffer.append(UInt8(ascii: "<"))
        buffer.append(contentsOf: name)
        frames.append(
            Frame(
                nameStart: nameStart, nameCount: nameCount, position: position, isInline: isInline,
                childCountsStart: childCounts.count, childNamesStart: childNames.count))
        tagIsOpen = true
        if bindings.count > firstBinding { try writeDeclarations(from: firstBinding) }
    }

    /// Counts a child named `name` of the element opened last; returns its position for paths
    /// (0 when not shown: the first of its name, not an item).
    @inline(__always) func countChild(_ name: UnsafeBufferPointer<UInt8>, isItem: Bool) -> Int {
        var index = frames[frames.count - 1].childCountsStart
        while index < childCounts.count
            && !childNames.holds(name, from: childCounts[index].nameStart, count: childCounts[index].nameCount)
        {
            index += 1
        }
        var count = 1
        if index < childCounts.count {
            childCounts[index].count += 1
            count = childCounts[index].count
        } else {
            childCounts.append(ChildCount(nameStart: childNames.count, nameCount: name.count, count: 1))
            childNames.append(contentsOf: name)
        }
        return isItem || count > 1 ? count : 0
    }

    /// Writes `<name>text</name>` (`<name/>` for empty text), an element holding only text: the
    /// same bytes as ``startElement(_:isItem:)``, ``text(_:)`` and ``endElement()``, in one call
    /// that opens no frame when the name is plain (no namespace in play, no path, no group waiting).
    @usableFromInline func textElement(_ name: XMLName, _ text: String) throws {
        if name.namespace == nil, defaultNamespace == nil, defaultURI.isEmpty, openPathSteps == 0,
            pendingGroups.isEmpty, !frames.isEmpty
        {
            let wrote = try name.localName.utf8.withContiguousStorageIfAvailable { bytes in
                if bytes.contains(UInt8(ascii: "/")) { return false }
                try plainTextElement(bytes, text)
                return true
            }
            if wrote == true { return }
        }
        try startElement(name)
        try self.text(text)
        try endElement()
    }

    private func plainTextElement(_ name: UnsafeBufferPointer<UInt8>, _ text: String) throws {
        try beginChild()
        let position = countChild(name, isItem: false)
        buffer.append(UInt8(ascii: "<"))
        buffer.append(contentsOf: name)
        if text.isEmpty {
            buffer.append(UInt8(ascii: "/"))
            buffer.append(UInt8(ascii: ">"))
        } else {
            buffer.append(UInt8(ascii: ">"))
            do {
                try appendEscaped(
                    text, inAttribute: false, place: "the text of <\(String(decoding: name, as: UTF8.self))>")
            } catch let error as XMLReadingError {
                // The element has no frame: its step is added to the path here.
                let step = "/" + String(decoding: name, as: UTF8.self) + (position > 0 ? "[\(position)]" : "")
                throw XMLReadingError(
                    code: error.code, message: error.message, path: error.path + step,
                    underlyingError: error.underlyingError)
            }
            appendEndTag(name)
        }
        try flushIfNeeded()
    }

    /// A plain element name in the default namespace, when there is one.
    @inline(__always) func inDefaultNamespace(_ name: XMLName) -> XMLName {
        guard name.namespace == nil, let defaultNamespace else { return name }
        return XMLName(name.localName, namespace: defaultNamespace)
    }

    /// Writes a document type declaration for the root element `root`, before it.
    func documentType(_ type: DocumentType, root: XMLName) throws {
        let text = try type.declaration(root: plannedRootName(inDefaultNamespace(root)))
        if wroteAnything { newline(depth: 0) }
        append(text)
        wroteAnything = true
    }

    /// Writes the content of the element opened last without added whitespace.
    @usableFromInline func makeInline() {
        frames[frames.count - 1].isInline = true
    }

    /// Writes ` name="value"` on the element opened last.
    @usableFromInline func attribute(_ name: XMLName, _ value: String) throws {
        precondition(tagIsOpen, "attributes are written before the element's content")
        let firstBinding = bindings.count
        let written = attributeName(name, depth: frames.count)
        if bindings.count > firstBinding { try writeDeclarations(from: firstBinding) }
        buffer.append(0x20)
        if !written.prefix.isEmpty {
            append(written.prefix)
            buffer.append(UInt8(ascii: ":"))
        }
        append(written.localName)
        buffer.append(UInt8(ascii: "="))
        buffer.append(UInt8(ascii: "\""))
        try appendEscaped(value, inAttribute: true, place: "attribute \"\(name)\" of <\(innermostName)>")
        buffer.append(UInt8(ascii: "\""))
    }

    /// Writes ` name="value"` on the element opened last, `value` a qualified name
    /// (`xsi:type="gml:PointType"`): with a prefix bound to its namespace, declared here when none
    /// is in scope; unprefixed in the default namespace in scope, or without a namespace.
    @usableFromInline func attribute(_ name: XMLName, qualifiedValue value: XMLName) throws {
        guard let namespace = value.namespace, namespace != defaultURI else {
            return try attribute(name, value.localName)
        }
        let firstBinding = bindings.count
        let text = attributeName(value, depth: frames.count).text
        if bindings.count > firstBinding { try writeDeclarations(from: firstBinding) }
        try attribute(name, text)
    }

    /// Writes escaped text into the element opened last.
    @usableFromInline func text(_ value: String) throws {
        if value.isEmpty { return }
        try openPendingGroups()
        closeStartTag()
        try appendEscaped(value, inAttribute: false, place: "the text of <\(innermostName)>")
        try flushIfNeeded()
    }

    /// Writes text into the element opened last as CDATA sections: `]]>` is split across two
    /// sections and a carriage return (which a parser would turn into a line feed) is written as
    /// `&#13;` between sections. Characters XML 1.0 forbids are an error.
    @usableFromInline func cdata(_ value: String) throws {
        if value.isEmpty { return }
        try openPendingGroups()
        closeStartTag()
        try checkCharacters(value, place: "the text of <\(innermostName)>")
        let open: StaticString = "<![CDATA["
        let close: StaticString = "]]>"
        var value = value
        value.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            let count = bytes.count
            // Sections are opened at their first byte, so that no empty section is written.
            var inSection = false
            while index < count {
                let byte = bytes[index]
                if byte == 0x0D {
                    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    if inSection { close.withUTF8Buffer { buffer.append(contentsOf: $0) } }
                    buffer.append("&#13;")
                    inSection = false
                    index += 1
                    runStart = index
                    continue
                }
                if !inSection {
                    open.withUTF8Buffer { buffer.append(contentsOf: $0) }
                    inSection = true
                }
                if byte == UInt8(ascii: "]"), index + 2 < count, bytes[index + 1] == UInt8(ascii: "]"),
                    bytes[index + 2] == UInt8(ascii: ">")
                {
                    // `]]` ends this section, `>` starts the next one.
                    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<(index + 2)]))
                    close.withUTF8Buffer { buffer.append(contentsOf: $0) }
                    open.withUTF8Buffer { buffer.append(contentsOf: $0) }
                    index += 2
                    runStart = index
                    continue
                }
                index += 1
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
            if inSection { close.withUTF8Buffer { buffer.append(contentsOf: $0) } }
        }
        try flushIfNeeded()
    }

    /// Writes well-formed XML as it is (``XMLString``), checking only for forbidden characters.
    @usableFromInline func markup(_ xml: String) throws {
        if xml.isEmpty { return }
        closeStartTag()
        try appendMarkup(xml)
        try flushIfNeeded()
    }

    /// Closes the element opened last: `/>` when it is empty.
    @usableFromInline func endElement() throws {
        if topIsPathStep { try closePathSteps() }
        try closeElement()
    }

    func closeElement() throws {
        if !bindings.isEmpty, bindings[bindings.count - 1].depth == frames.count { unbind(depth: frames.count) }
        let frame = frames.removeLast()
        while childCounts.count > frame.childCountsStart { childCounts.removeLast() }
        childNames.truncate(to: frame.childNamesStart)
        if frame.isPathStep { openPathSteps -= 1 }
        if tagIsOpen {
            buffer.append(UInt8(ascii: "/"))
            buffer.append(UInt8(ascii: ">"))
            tagIsOpen = false
        } else {
            if frame.hasChildElements && !frame.isInline { newline(depth: frames.count) }
            appendEndTag(openNames.bytes(from: frame.nameStart, count: frame.nameCount))
        }
        openNames.truncate(to: frame.nameStart)
        try flushIfNeeded()
    }

    // MARK: Skip groups

    /// Opens a grouping element that is written only if something is written inside it.
    @usableFromInline func beginGroup(_ name: XMLName) {
        pendingGroups.append(name)
    }

    /// Closes the grouping element opened last (nothing, when nothing was written inside it).
    @usableFromInline func endGroup() throws {
        if pendingGroups.isEmpty {
            try endElement()
        } else {
            pendingGroups.removeLast()
        }
    }

    @inline(__always) func openPendingGroups() throws {
        if !pendingGroups.isEmpty { try openGroups() }
    }

    private func openGroups() throws {
        let groups = pendingGroups
        pendingGroups = []
        for group in groups { try startElement(group) }
    }

    // MARK: Paths and errors

    /// `/catalog/book[3]/details/pages`: the open elements.
    @usableFromInline var path: String {
        frames.map { "/" + qualifiedName(of: $0) + ($0.position > 0 ? "[\($0.position)]" : "") }.joined()
    }

    /// The name `frame`'s element is written with.
    func qualifiedName(of frame: Frame) -> String {
        String(decoding: openNames.bytes(from: frame.nameStart, count: frame.nameCount), as: UTF8.self)
    }

    /// The name the element opened last is written with ("" before the root).
    var innermostName: String {
        frames.last.map(qualifiedName(of:)) ?? ""
    }

    /// Runs a value's write conversion (a ``ValueFormat``'s `write`), giving its failure the place:
    /// `cannot write the value of <priority>: "2": over the maximum 1.0 (maxInclusive) at /url`
    /// (the path of the element being written, which holds the value).
    @inlinable func converting<Value>(
        _ place: @autoclosure () -> String, _ conversion: () throws -> Value
    ) throws -> Value {
        do {
            return try conversion()
        } catch {
            throw conversionFailure(error, place: place())
        }
    }

    @usableFromInline func conversionFailure(_ error: any Error, place: String) -> any Error {
        if error is XMLReadingError { return error }
        return XMLReadingError(
            code: .invalidValue, message: "cannot write \(place): \(error)", path: path, underlyingError: error)
    }
}
