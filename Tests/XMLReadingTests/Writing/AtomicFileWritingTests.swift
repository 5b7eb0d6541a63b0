import Foundation
import Testing

import TestSupport
@testable import XMLReading

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

private let kml22 = "http://www.opengis.net/kml/2.2"
private let kml21 = "http://earth.google.com/kml/2.1"

/// `XMLWriter.write(_:element:to:)` replaces a file atomically: after any failure the file holds
/// its original bytes and no temporary file is left beside it.
@Suite struct AtomicFileWritingTests {
    struct Note: XMLReadable, Equatable, Sendable {
        var items: [String] = []
        static let parsingDescription = ParsingDescription<Note> {
            Many(\.items) { Item("item", String.self) }
        }
    }

    /// A list of placemarks that record their namespace: one the description does not read fails
    /// when its placemark is reached, after the ones before it are written.
    struct Layer: XMLReadable, Equatable, Sendable {
        var placemarks: [Placemark] = []
        static let parsingDescription = ParsingDescription<Layer> {
            Many(\.placemarks) { Item("Placemark", Placemark.self) }
        }
    }

    struct Placemark: XMLReadable, Equatable, Sendable {
        var namespace: String? = kml22
        var name = ""
        static let parsingDescription = ParsingDescription<Placemark>(namespace: [kml22, kml21]) {
            ElementNamespace(\.namespace)
            Element("name", \.name)
        }
    }

    static let original = Data("<?xml version=\"1.0\"?>\n<note><item>the original</item></note>\n".utf8)

    /// A new folder holding `note.xml` with ``original``; the caller removes it.
    static func folderWithNote() throws -> (folder: URL, note: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let note = folder.appendingPathComponent("note.xml")
        try original.write(to: note)
        return (folder, note)
    }

    static func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Items long enough that the document is written in many 64 KiB pieces before the last.
    static func items(_ count: Int, last: String) -> [String] {
        (1..<count).map { "item \($0) " + String(repeating: "x", count: 40) } + [last]
    }

    @Test func aForbiddenCharacterInTheLastItemLeavesTheFileAsItWas() throws {
        let (folder, note) = try Self.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = Note(items: Self.items(5000, last: "bad \u{1} character"))
        #expect(
            errorMessage { try XMLWriter().write(model, element: "note", to: note) }
                == "cannot write U+0001 in the text of <item>: XML 1.0 forbids the character at /note/item[5000]")
        #expect(try Data(contentsOf: note) == Self.original)
        #expect(try Self.listing(folder) == ["note.xml"])
    }

    @Test func aNamespaceNotReadInTheLastItemLeavesTheFileAsItWas() throws {
        let (folder, note) = try Self.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        let placemarks = (1..<5000).map { Placemark(name: "placemark \($0) " + String(repeating: "x", count: 40)) }
        let model = Layer(placemarks: placemarks + [Placemark(namespace: "urn:other", name: "last")])
        #expect(
            errorMessage { try XMLWriter().write(model, element: "layer", to: note) }
                == #"cannot write Placemark in the namespace "urn:other": its description reads "\#(kml22)" or "\#(kml21)"; set its ElementNamespace to one of them at /layer/Placemark"#
        )
        #expect(try Data(contentsOf: note) == Self.original)
        #expect(try Self.listing(folder) == ["note.xml"])
    }

    @Test func aFullDiskLeavesTheFileAsItWas() throws {
        let (folder, note) = try Self.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = Note(items: Self.items(5000, last: "the last"))
        let whole = try XMLWriter().data(model, element: "note")
        // Within the second 64 KiB piece, and at its very end: the write fails with ENOSPC there.
        for limit in [100_000, whole.count - 1] {
            #expect(
                errorMessage { try XMLWriter().write(model, element: "note", to: note, failingAfter: limit) }
                    == "cannot write to the file \(note.path): No space left on device")
            #expect(try Data(contentsOf: note) == Self.original)
            #expect(try Self.listing(folder) == ["note.xml"])
        }
        // Exactly enough room: written whole.
        try XMLWriter().write(model, element: "note", to: note, failingAfter: whole.count)
        #expect(try Data(contentsOf: note) == whole)
        #expect(try Self.listing(folder) == ["note.xml"])
    }

    /// A process killed while it writes (`InterruptedWriter`, stopped by `SIGKILL` once two 64 KiB
    /// pieces of its 5,000 items are in the temporary file) leaves the file as it was; the killed
    /// process could not remove its temporary file, which stays beside it.
    @Test func aProcessKilledWhileWritingLeavesTheFileAsItWas() throws {
        let (folder, note) = try Self.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = sampleExecutable("InterruptedWriter")
        process.arguments = [note.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try launch(process)
        // However the test ends, the writer does not outlive it.
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        // Blocks until the writer is halfway: it prints its line, then waits for its input.
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { break }
            said += more
        }
        #expect(String(decoding: said, as: UTF8.self) == "halfway\n")
        let temporary = try #require(try Self.listing(folder).first { $0.hasPrefix(".note.xml.xmlreading-") })
        let written = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(temporary).path)
        #expect((written[.size] as? Int ?? 0) >= 131_072)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGKILL)
        #expect(try Data(contentsOf: note) == Self.original)
        #expect(try Self.listing(folder) == [temporary, "note.xml"])
    }

    @Test func aFolderThatCannotBeWrittenLeavesTheFileAsItWas() throws {
        let model = Note(items: ["new"])
        if geteuid() != 0 {
            let (folder, note) = try Self.folderWithNote()
            defer {
                chmod(folder.path, 0o755)
                try? FileManager.default.removeItem(at: folder)
            }
            #expect(chmod(folder.path, 0o555) == 0)
            #expect(
                errorMessage { try XMLWriter().write(model, element: "note", to: note) }
                    == "cannot create the file \(note.path): Permission denied")
            #expect(try Data(contentsOf: note) == Self.original)
            #expect(try Self.listing(folder) == ["note.xml"])
        } else {
            #if os(Linux)
                // Root writes into a folder whatever its mode (chmod 0555 does not stop it), so the
                // test takes a file in a folder no one can add a file to: /proc/version, in /proc.
                let version = URL(fileURLWithPath: "/proc/version")
                let before = try Data(contentsOf: version)
                #expect(
                    errorMessage { try XMLWriter().write(model, element: "note", to: version) }
                        == "cannot create the file /proc/version: No such file or directory")
                #expect(try Data(contentsOf: version) == before)
                #expect(try Self.listing(URL(fileURLWithPath: "/proc")).filter { $0.hasPrefix(".version") } == [])
            #endif
        }
        // A folder that is a regular file, for root too.
        let (folder, note) = try Self.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inside = note.appendingPathComponent("inner.xml")
        #expect(
            errorMessage { try XMLWriter().write(model, element: "note", to: inside) }
                == "cannot create the file \(inside.path): Not a directory")
        #expect(try Data(contentsOf: note) == Self.original)
        #expect(try Self.listing(folder) == ["note.xml"])
    }

    @Test func aFolderIsNoFileToReplace() throws {
        let (folder, _) = try Self.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            errorMessage { try XMLWriter().write(Note(), element: "note", to: folder) }
                == "cannot create the file \(folder.path): Is a directory")
        #expect(try Self.listing(folder) == ["note.xml"])
    }

    @Test func theReplacedFileKeepsItsMode() throws {
        let (folder, note) = try Self.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(chmod(note.path, 0o640) == 0)
        try XMLWriter().write(Note(items: ["new"]), element: "note", to: note)
        #expect(try String(contentsOf: note, encoding: .utf8).contains("<item>new</item>"))
        var info = stat()
        #expect(stat(note.path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(try Self.listing(folder) == ["note.xml"])
    }

    @Test func aNewFileGetsTheUmasksMode() throws {
        let (folder, _) = try Self.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = folder.appendingPathComponent("fresh.xml")
        let mask = umask(0o022)
        umask(mask)
        try XMLWriter().write(Note(items: ["new"]), element: "note", to: fresh)
        var info = stat()
        #expect(stat(fresh.path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o666 & ~mask)
        #expect(try Self.listing(folder) == ["fresh.xml", "note.xml"])
    }

    @Test func aSymbolicLinkStaysALinkAndItsTargetIsReplaced() throws {
        let (folder, note) = try Self.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        let links = folder.appendingPathComponent("links")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        // A relative link, through a second link: both stay links, note.xml gets the new content.
        let first = links.appendingPathComponent("first.xml")
        let second = links.appendingPathComponent("second.xml")
        try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: "../note.xml")
        try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: second.path)
        let model = Note(items: ["new"])
        try XMLWriter().write(model, element: "note", to: first)
        #expect(try Data(contentsOf: note) == XMLWriter().data(model, element: "note"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: first.path) == second.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: second.path) == "../note.xml")
        #expect(try Self.listing(folder) == ["links", "note.xml"])
        #expect(try Self.listing(links) == ["first.xml", "second.xml"])

        // A failed write through the link leaves the target as it was, and nothing beside either.
        let written = try Data(contentsOf: note)
        #expect(errorMessage { try XMLWriter().write(Note(items: ["\u{1}"]), element: "note", to: first) } != nil)
        #expect(try Data(contentsOf: note) == written)
        #expect(try Self.listing(folder) == ["links", "note.xml"])
        #expect(try Self.listing(links) == ["first.xml", "second.xml"])

        // A link to a file that does not exist yet: the file is made where it points.
        let dangling = links.appendingPathComponent("dangling.xml")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "../made.xml")
        try XMLWriter().write(model, element: "note", to: dangling)
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("made.xml")) == XMLWriter().data(model, element: "note"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling.path) == "../made.xml")
    }

    @Test func aLinkLoopIsAnError() throws {
        let (folder, _) = try Self.folderWithNote()
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = folder.appendingPathComponent("loop.xml")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop.xml")
        #expect(
            errorMessage { try XMLWriter().write(Note(), element: "note", to: loop) }
                == "cannot create the file \(loop.path): Too many levels of symbolic links")
        #expect(try Self.listing(folder) == ["loop.xml", "note.xml"])
    }

    /// A target that is not a regular file cannot be renamed over: it is written in place.
    @Test func aDeviceIsWrittenInPlace() throws {
        try XMLWriter().write(Note(items: ["new"]), element: "note", to: URL(fileURLWithPath: "/dev/null"))
        var info = stat()
        #expect(stat("/dev/null", &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFCHR)
    }

    /// The error a failed write throws carries the system's error.
    @Test func theUnderlyingErrorIsThePOSIXError() throws {
        let url = URL(fileURLWithPath: "/nonexistent-directory/out.xml")
        let error = try #require(readingError { try XMLWriter().write(Note(), element: "note", to: url) })
        #expect(error.code == .outputUnavailable)
        #expect((error.underlyingError as? POSIXError)?.code == .ENOENT)
    }
}

/// The writer's API throws `XMLReadingError` only (`throws(XMLReadingError)`): a `catch` gets
/// one without a cast (this suite would not compile otherwise).
@Suite struct TypedWritingErrorTests {
    @Test func writesThrowXMLReadingErrors() throws {
        let note = AtomicFileWritingTests.Note(items: ["fine", "bad \u{1}"])
        do {
            _ = try XMLWriter().string(note, element: "note")
            Issue.record("a forbidden character was written")
        } catch {
            #expect(error.code == .forbiddenCharacter)
            #expect(error.path == "/note/item[2]")
        }
        do {
            _ = try XMLWriter().data(AnyElement(XMLName("a"), content: [.text("\u{FFFE}")]))
            Issue.record("a forbidden character was written")
        } catch {
            #expect(error.description == "cannot write U+FFFE in the text of <a>: XML 1.0 forbids the character at /a")
        }
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/note.xml")
        do {
            try XMLWriter().write(AtomicFileWritingTests.Note(items: ["x"]), element: "note", to: missing)
            Issue.record("a file was written into a folder that does not exist")
        } catch {
            #expect(error.code == .outputUnavailable)
        }
    }

    /// Anything but an `XMLReadingError` from inside a write (none is thrown today) is not lost.
    @Test func anotherErrorBecomesNotWritable() {
        struct Unexpected: Error {}
        #expect(
            errorMessage { _ = try XMLWriter.typed { () throws -> Int in throw Unexpected() } }
                == "cannot write: Unexpected()")
    }
}
