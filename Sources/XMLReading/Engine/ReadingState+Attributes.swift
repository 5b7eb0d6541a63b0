import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Attributes: storing the ones a table binds into a frame's model.
extension ReadingState {
    // MARK: Attributes

    /// Stores the attributes a table binds into a frame's model.
    func apply(_ rules: [AttributeStore], _ attributes: [String: String], to frame: ModelFrameBase) throws {
        for attribute in rules {
            let key: String
            if let namespace = attribute.name.namespace {
                guard let found = attributeKey(for: attribute.name, namespace: namespace, in: attributes) else {
                    continue
                }
                key = found
            } else {
                key = attribute.name.localName
            }
            guard let value = attributes[key] else { continue }
            if attribute.requiredBit != 0 { frame.seen |= attribute.requiredBit }
            do {
                try attribute.value.store(frame, value)
            } catch let failure as ValueFailure {
                throw AttributeFailure(attribute: key, failure: failure)
            }
        }
    }
}
