import Foundation

/// `XMLParser(data:)` in swift-corelibs-foundation fails on documents over 10,000,000 bytes; the
/// peers parse from `Data`, so they fail on the 100 MB files.
enum DataLimit {
    static let bytes = 10_000_000

    /// A note for an error message when `data` is over the limit, else nothing.
    static func note(for data: Data) -> String {
        data.count > bytes ? " (\(data.count) bytes; XMLParser(data:) fails above 10,000,000 on Linux)" : ""
    }
}
