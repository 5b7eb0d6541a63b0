import Foundation
import XMLReading

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// book-catalog [FILE]: prints one JSON object per book of a catalog, in document order.
/// Without FILE it reads the catalog bundled with the sample.
let arguments = CommandLine.arguments.dropFirst()
if arguments.count > 1 || arguments.first == "--help" || arguments.first == "-h" {
    FileHandle.standardError.write(Data("usage: book-catalog [FILE]\n".utf8))
    exit(arguments.first == "--help" || arguments.first == "-h" ? 0 : 2)
}

do {
    let catalog: Catalog
    if let path = arguments.first {
        catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: URL(fileURLWithPath: path))
    } else {
        catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: BundledCatalog.xml)
    }
    var output = ""
    for book in catalog.books {
        output += book.jsonLine + "\n"
    }
    FileHandle.standardOutput.write(Data(output.utf8))
} catch {
    let name = arguments.first ?? "bundled catalog"
    FileHandle.standardError.write(Data("book-catalog: \(name): \(error)\n".utf8))
    exit(1)
}
