import Foundation
import XMLRPC

/// Runs Python 3 (the independent XML-RPC reference) as a subprocess.
enum Python {
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        let stderr: String
        var description: String { "python3 exited with \(status): \(stderr)" }
    }

    /// Runs `script` with `arguments`, feeding `input` on stdin; returns stdout.
    static func run(_ script: String, arguments: [String] = [], input: Data = Data()) throws -> Data {
        let directory = FileManager.default.temporaryDirectory
        let inputURL = directory.appendingPathComponent("xmlrpc-in-\(UUID().uuidString)")
        let errorURL = directory.appendingPathComponent("xmlrpc-err-\(UUID().uuidString)")
        try input.write(to: inputURL)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: inputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let stdout = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let errorOutput = (try? Data(contentsOf: errorURL)) ?? Data()
            throw Failure(status: process.terminationStatus, stderr: String(decoding: errorOutput, as: UTF8.self))
        }
        return output
    }

    /// Python code that turns what `xmlrpc.client.loads(…, use_builtin_types=True)` returns into
    /// tagged JSON: `{"int": "7"}`, `{"struct": [["name", V], …]}` (numbers as text, so nothing is
    /// rounded on the way).
    static let tagger = #"""
        import base64, datetime, json, math, random, sys, xmlrpc.client

        def tag(v):
            if v is None: return {"nil": None}
            if isinstance(v, bool): return {"boolean": v}
            if isinstance(v, int): return {"int": str(v)}
            if isinstance(v, float): return {"double": repr(v)}
            if isinstance(v, str): return {"string": v}
            if isinstance(v, (bytes, bytearray)): return {"base64": base64.b64encode(v).decode()}
            if isinstance(v, datetime.datetime):
                return {"dateTime": "%04d%02d%02dT%02d:%02d:%02d" % (v.year, v.month, v.day, v.hour, v.minute, v.second)}
            if isinstance(v, (list, tuple)): return {"array": [tag(x) for x in v]}
            if isinstance(v, dict): return {"struct": [[k, tag(x)] for k, x in v.items()]}
            raise TypeError(type(v))

        """#
}

extension XMLRPCValue {
    /// Reads the tagged JSON of ``Python/tagger``.
    init(tagged json: Any) throws {
        struct BadTag: Error { let json: String }
        guard let object = json as? [String: Any], let (tag, payload) = object.first else {
            throw BadTag(json: "\(json)")
        }
        switch (tag, payload) {
        case ("nil", _): self = .nil
        case ("boolean", let flag as Bool): self = .boolean(flag)
        case ("int", let text as String):
            guard let number = Int64(text) else { throw BadTag(json: text) }
            self = .int(number)
        case ("double", let text as String):
            guard let number = Double(text) else { throw BadTag(json: text) }
            self = .double(number)
        case ("string", let text as String): self = .string(text)
        case ("base64", let text as String): self = .base64(Data(base64Encoded: text)!)
        case ("dateTime", let text as String):
            guard let time = XMLRPCDateTime(text) else { throw BadTag(json: text) }
            self = .dateTime(time)
        case ("array", let list as [Any]): self = .array(try list.map { try XMLRPCValue(tagged: $0) })
        case ("struct", let pairs as [[Any]]):
            self = .struct(try pairs.map { StructMember($0[0] as! String, try XMLRPCValue(tagged: $0[1])) })
        default: throw BadTag(json: "\(object)")
        }
    }
}
