import Foundation
import XMLReading

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// pom-summary FILE…: reads each Maven POM and prints one JSON line per file, in the order given:
/// `{"file": F, "value": {…}}`, or `{"file": F, "error": "line L, column C: message at /path"}`
/// when it cannot be read (a missing file too). Every argument is a file, as given. Exits with 0
/// when every file was read, 1 otherwise, and 2 (usage on stderr) without a file.
let usage = "usage: pom-summary FILE…\n"
let files = Array(CommandLine.arguments.dropFirst())
if files.isEmpty {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}

var failed = false
for file in files {
    let line: String
    do {
        // The root element only, <project> in the POM namespace or in none (the description's
        // DefaultNamespace applies to the root's plain name too).
        let project = try XMLReader.rootObject(
            ofType: Project.self, element: "project", from: URL(fileURLWithPath: file))
        line = JSON.object(["file": JSON.string(file), "value": project.json])
    } catch {
        failed = true
        line = JSON.object(["file": JSON.string(file), "error": JSON.string(error.description)])
    }
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
exit(failed ? 1 : 0)
