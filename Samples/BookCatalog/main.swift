import Foundation
import XMLReading

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// book-catalog [--rewrite] [FILE]: prints one JSON object per book of a catalog, in document
/// order; with `--rewrite`, writes the catalog back as XML with the same descriptions instead.
/// Without FILE it reads the catalog bundled with the sample.
var arguments = Array(CommandLine.arguments.dropFirst())
let rewrite = arguments.first == "--rewrite"
if rewrite { arguments.removeFirst() }
if arguments.count > 1 || arguments.first == "--help" || arguments.first == "-h" {
    FileHandle.standardError.write(Data("usage: book-catalog [--rewrite] [FILE]\n".utf8))
    exit(arguments.first == "--help" || arguments.first == "-h" ? 0 : 2)
}

do {
    let catalog: Catalog
    if let path = arguments.first {
        catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: URL(fileURLWithPath: path))
    } else {
        catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: BundledCatalog.xml)
    }
    if rewrite {
        FileHandle.standardOutput.write(try XMLWriter().data(from: catalog, element: "catalog"))
    } else {
        var output = ""
        for book in catalog.books {
            output += book.jsonLine + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
} catch {
    let name = arguments.first ?? "bundled catalog"
    FileHandle.standardError.write(Data("book-catalog: \(name): \(error)\n".utf8))
    exit(1)
}
