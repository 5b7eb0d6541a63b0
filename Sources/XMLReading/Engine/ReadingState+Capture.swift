import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// ``AnyElements``: elements kept whole, with their text.
extension ReadingState {
    /// Adds the text collected since the last tag to the innermost captured element.
    mutating func flushCapturedText() {
        guard !capturedText.isEmpty else { return }
        captured[captured.count - 1].content.append(.text(capturedText))
        capturedText = ""
    }

    /// A captured element as it starts: its name and attributes resolved, namespace declarations left out.
    func capturedElement(_ localName: String, namespace: String, attributes: [String: String]) -> AnyElement {
        AnyElement(
            XMLName(localName, namespace: namespace.isEmpty ? nil : namespace),
            attributes: resolvedAttributes(attributes))
    }
}
