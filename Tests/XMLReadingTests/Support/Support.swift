import Foundation
import Testing
import XMLReading

/// The error a read throws, as `XMLReadingError`, or a test failure when it does not throw one.
func readingError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> XMLReadingError? {
    do {
        try body()
        Issue.record("expected an XMLReadingError, but the read succeeded", sourceLocation: sourceLocation)
        return nil
    } catch let error as XMLReadingError {
        return error
    } catch {
        Issue.record("expected an XMLReadingError, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The whole description of the error a read throws.
func errorMessage(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    readingError(body, sourceLocation: sourceLocation).map { String(describing: $0) }
}

/// A date from UTC components.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
}

/// A temporary file holding `contents`, removed by the caller.
func temporaryFile(_ contents: Data, suffix: String = ".xml") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("xmlreading-\(UUID().uuidString)\(suffix)")
    try contents.write(to: url)
    return url
}
