import Foundation
import XMLReading

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// book-catalog [--rewrite [--canonical]] [--stream] [--progress] [--dtd internal|standard] [--parser foundation|libxml2] [FILE|URL]:
/// prints one JSON object per book of a catalog, in document order; with `--rewrite`, writes
/// the catalog back as XML with the same descriptions instead.
///
/// - FILE|URL: a file, or an `http://` or `https://` URL, read as it downloads (no size cap,
///   memory flat). Without one it reads the catalog bundled with the sample.
/// - `--stream` prints each book's line as soon as its `</book>` is read (`XMLReader.forEach`),
///   instead of once the whole catalog is read: the same lines, in the same order, for a valid
///   catalog; on an error, the books before it are already printed. `--rewrite --stream` writes
///   each book as soon as it is read (`XMLWriter.write(_:element:items:to:_:)`): the same bytes
///   as `--rewrite`, with memory flat in the catalog's size; on an error, the XML before the
///   failing book is already written.
/// - `--canonical` (with `--rewrite`) writes Canonical XML 2.0 (`WritingOptions(canonical: true)`):
///   what Python's `xml.etree.ElementTree.canonicalize` gives of the `--rewrite` output.
/// - `--progress` shows the part read on stderr (`reading: 42%`, or bytes while a download's
///   length is unknown), at most ten times a second; stdout is the same.
/// - `--dtd internal` also expands the internal entities a document declares
///   (`ReadingOptions(dtd: .internalEntities)`); the default refuses them.
/// - `--parser libxml2` reads with libxml2's SAX2 interface (`ReadingOptions(parser: .libxml2)`):
///   the same output, faster; `--parser foundation` (the default) reads with `XMLParser`.
///
/// Exit status: 0 done, 1 the catalog could not be read (`book-catalog: FILE: message` on
/// stderr), 2 usage.
let usage =
    "usage: book-catalog [--rewrite [--canonical]] [--stream] [--progress] [--dtd internal|standard] [--parser foundation|libxml2] [FILE|URL]\n"

func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("book-catalog: \(message)\n" + usage).utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var rewrite = false
var stream = false
var canonical = false
var showsProgress = false
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
    case "--stream":
        stream = true
    case "--canonical":
        canonical = true
    case "--progress":
        showsProgress = true
    case "--dtd":
        switch arguments.first {
        case "internal": options.dtd = .internalEntities
        case "standard": options.dtd = .standard
        default: usageError("--dtd takes internal or standard")
        }
        arguments.removeFirst()
    case "--parser":
        switch arguments.first {
        case "foundation": options.parser = .foundation
        case "libxml2": options.parser = .libxml2
        default: usageError("--parser takes foundation or libxml2")
        }
        arguments.removeFirst()
    default:
        if argument.hasPrefix("-") && argument != "-" {
            usageError("unknown option \(argument)")
        }
        files.append(argument)
    }
}
if files.count > 1 {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
if canonical && !rewrite {
    usageError("--canonical is a form of --rewrite's output; add --rewrite")
}
let writer = XMLWriter(options: WritingOptions(canonical: canonical))

let source = CatalogSource(argument: files.first)
let progress = showsProgress ? ProgressLine() : nil
do {
    let input = source.input(progress: progress)
    if rewrite && stream {
        // The catalog's root from an empty model, each book written as soon as it is read.
        try writer.write(Catalog(), element: "catalog", items: \.books, to: .standardOutput) { books in
            try XMLReader.forEach(ofType: Book.self, element: "book", from: input, options: options) { book, _ in
                try books.write(book)
            }
        }
        progress?.finish()
    } else if stream {
        try XMLReader.forEach(ofType: Book.self, element: "book", from: input, options: options) { book, _ in
            // One write per line: the line is out before the next book is read.
            FileHandle.standardOutput.write(Data((book.jsonLine + "\n").utf8))
        }
        progress?.finish()
    } else {
        let catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: input, options: options)
        progress?.finish()
        if rewrite {
            FileHandle.standardOutput.write(try writer.data(catalog, element: "catalog"))
        } else {
            var output = ""
            for book in catalog.books {
                output += book.jsonLine + "\n"
            }
            FileHandle.standardOutput.write(Data(output.utf8))
        }
    }
} catch {
    progress?.finish()
    FileHandle.standardError.write(Data("book-catalog: \(source.name): \(error)\n".utf8))
    exit(1)
}
