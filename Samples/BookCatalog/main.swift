import Foundation
import XMLReading

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// book-catalog [--rewrite] [--dtd internal|standard] [FILE]: prints one JSON object per book of a
/// catalog, in document order; with `--rewrite`, writes the catalog back as XML with the same
/// descriptions instead. `--dtd internal` also expands the internal entities a document declares
/// (`ReadingOptions(dtd: .internalEntities)`); the default refuses them. Without FILE it reads the
/// catalog bundled with the sample.
let usage = "usage: book-catalog [--rewrite] [--dtd internal|standard] [FILE]\n"
var arguments = Array(CommandLine.arguments.dropFirst())
var rewrite = false
var options = ReadingOptions()
var files: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--help", "-h":
        FileHandle.standardOutput.write(Data(usage.utf8))
        exit(0)
    case "--rewrite":
        rewrite = true
    case "--dtd":
        switch arguments.first {
        case "internal": options.dtd = .internalEntities
        case "standard": options.dtd = .standard
        default:
            FileHandle.standardError.write(Data(("book-catalog: --dtd takes internal or standard\n" + usage).utf8))
            exit(2)
        }
        arguments.removeFirst()
    default:
        if argument.hasPrefix("-") && argument != "-" {
            FileHandle.standardError.write(Data(("book-catalog: unknown option \(argument)\n" + usage).utf8))
            exit(2)
        }
        files.append(argument)
    }
}
if files.count > 1 {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}

do {
    let catalog: Catalog
    if let path = files.first {
        catalog = try XMLReader.object(
            ofType: Catalog.self, element: "catalog", from: URL(fileURLWithPath: path), options: options)
    } else {
        catalog = try XMLReader.object(
            ofType: Catalog.self, element: "catalog", from: BundledCatalog.xml, options: options)
    }
    if rewrite {
        FileHandle.standardOutput.write(try XMLWriter().data(catalog, element: "catalog"))
    } else {
        var output = ""
        for book in catalog.books {
            output += book.jsonLine + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
} catch {
    let name = files.first ?? "bundled catalog"
    FileHandle.standardError.write(Data("book-catalog: \(name): \(error)\n".utf8))
    exit(1)
}
