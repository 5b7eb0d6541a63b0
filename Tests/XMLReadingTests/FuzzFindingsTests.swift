import Foundation
import Testing
import XMLReading

@testable import BookCatalog

/// Inputs the libFuzzer targets (`Tests/Fuzz`) found, each kept as a regression test.
@Suite struct FuzzFindingsTests {
    func catalogError(_ bytes: [UInt8]) -> String? {
        errorMessage { _ = try XMLReader.object(ofType: Catalog.self, element: "catalog", from: Data(bytes)) }
    }

    /// A NUL among the first two bytes of the decoded text made Foundation's parser take the
    /// UTF-8 it is given for UTF-32 ("3C 00 00 00") and fail without a position.
    @Test func aNULAtTheStartIsRefusedWithItsPosition() {
        let utf16 = [0xFE, 0xFF, 0x00, 0x3C] + [UInt8](repeating: 0, count: 12) + Array("<catalog/>".utf8)
        #expect(
            catalogError(utf16)
                == "line 1, column 2: invalid character: XML forbids this character (such as U+0000 or most control characters)"
        )
        #expect(
            catalogError([0xEF, 0xBB, 0xBF, 0x3C, 0x00, 0x3F, 0x00])
                == "line 1, column 2: invalid character: XML forbids this character (such as U+0000 or most control characters)"
        )
    }

    /// After an error, Foundation's parser goes on in recovery mode and reported `<?p?>` with a
    /// NULL data pointer, which crashed Foundation (the guard inserts a space only in processing
    /// instructions it sees as such). The reader now takes its delegate away at the first error.
    @Test func aProcessingInstructionAfterABrokenOneIsNotReported() {
        #expect(
            catalogError(Array("<?\n<?p?><catalog/>".utf8))
                == "line 1, column 3: a processing instruction is not closed")
    }
}
