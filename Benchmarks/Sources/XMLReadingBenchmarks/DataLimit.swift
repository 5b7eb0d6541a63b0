import Foundation

/// `XMLParser(data:)` in swift-corelibs-foundation fails on documents over 10,000,000 bytes; the
/// peers parse from `Data`, so they fail on the 100 MB files.
enum DataLimit {
    static let bytes = 10_000_000

    /// The start of an error message for `data`: the limit when `data` is over it, else nothing.
    static func note(for data: Data) -> String {
        data.count > bytes ? "over XMLParser(data:)'s 10,000,000-byte limit on Linux: " : ""
    }
}
