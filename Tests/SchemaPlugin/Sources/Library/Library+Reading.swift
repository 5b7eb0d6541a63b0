import Foundation
import XMLReading

extension Library {
    /// The root element of a library document.
    public static let element = XMLName("library", namespace: Namespaces.library)

    /// Reads a library document, refusing what its schema does not allow.
    public static func read(from data: Data) throws -> Library {
        try XMLReader.object(ofType: Library.self, element: element, from: data)
    }
}
