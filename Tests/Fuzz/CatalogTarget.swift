import Foundation
import XMLReading

/// libFuzzer target (a): any bytes, read as the `book-catalog` sample's `Catalog`.
///
/// Oracle: a read either gives a catalog or throws an `XMLReadingError` with a position (only
/// "the document has no <catalog>" has none); a catalog that reads is written with `XMLWriter`,
/// and what is written reads back equal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let catalog: Catalog
    do {
        catalog = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: data)
    } catch {
        // The read throws `XMLReadingError` only (a typed throw).
        if error.line < 1 && error.code != .missingElement {
            fatalError("an error without a position: \(error)")
        }
        return 0
    }
    let written: Data
    do {
        written = try XMLWriter().data(catalog, element: "catalog")
    } catch {
        fatalError("a catalog that reads does not write: \(error)\n\(catalog)")
    }
    do {
        let again = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: written)
        if again != catalog {
            fatalError(
                "written and read again, the catalog differs:\n\(catalog)\n\(again)\n\(String(decoding: written, as: UTF8.self))"
            )
        }
    } catch {
        fatalError("what was written does not read: \(error)\n\(String(decoding: written, as: UTF8.self))")
    }
    return 0
}
