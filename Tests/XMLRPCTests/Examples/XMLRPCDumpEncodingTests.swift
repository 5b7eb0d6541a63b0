import Foundation
import Testing
import TestSupport
import XMLRPC

/// The inputs that crashed Foundation's parser, as XML-RPC messages: `xmlrpc-dump` (any endpoint
/// decoding requests) exits 1 with a positioned message, or reads the message.
@Suite struct XMLRPCDumpEncodingTests {
    static let script = #"""
        import base64, json
        head = '<methodResponse><params><param><value><string>'
        tail = '</string></value></param></params></methodResponse>'
        cases = {
            'utf16-unpaired-surrogate': b'\xff\xfe' + head.encode('utf-16-le') + b'\x00\xd8' + ('x' + tail).encode('utf-16-le'),
            'ucs4-invalid-code-point': b'\x00\x00\xfe\xff' + head.encode('utf-32-be') + b'\x00\x11\x00\x00' + tail.encode('utf-32-be'),
            'shift-jis-invalid-byte': ('<?xml version="1.0" encoding="Shift_JIS"?>\n' + head + '日本').encode('shift_jis') + b'\x80' + tail.encode('shift_jis'),
            'ebcdic-attlist': ('<?xml version="1.0" encoding="IBM037"?>\n<!DOCTYPE methodResponse [<!ATTLIST string lang CDATA #IMPLIED>]>\n' + head + 'ok' + tail).encode('cp037'),
            'ucs4-attlist': ('<?xml version="1.0" encoding="UTF-32"?>\n<!DOCTYPE methodResponse [<!ATTLIST string lang CDATA #IMPLIED>]>\n' + head + 'ok' + tail).encode('utf-32'),
            'ucs4-entity': ('<?xml version="1.0" encoding="UTF-32"?>\n<!DOCTYPE methodResponse [<!ENTITY e "x">]>\n' + head + '&e;' + tail).encode('utf-32'),
            'eight-byte-body': b'\xff\xfe\x00\xd8\x00\xd8<\x00',
        }
        print(json.dumps({name: base64.b64encode(data).decode() for name, data in cases.items()}))
        """#

    static let documents: [String: Data] = {
        guard let output = try? Python.run(script),
            let encoded = try? JSONDecoder().decode([String: String].self, from: output)
        else { return [:] }
        return encoded.mapValues { Data(base64Encoded: $0)! }
    }()

    @Test(arguments: [
        (
            "utf16-unpaired-surrogate",
            "line 1, column 47: the bytes 00 D8 78 00 are not a character in UTF-16LE at /methodResponse/params/param/value/string"
        ),
        (
            "ucs4-invalid-code-point",
            "line 1, column 47: the bytes 00 11 00 00 are not a character in UTF-32BE at /methodResponse/params/param/value/string"
        ),
        (
            "shift-jis-invalid-byte",
            "line 2, column 49: the byte 80 is not a character in Shift_JIS at /methodResponse/params/param/value/string"
        ),
        (
            "ucs4-entity",
            "line 2, column 27: the document declares the entity \"e\" in its DTD; entity declarations are refused because expanding them can exhaust memory and time (ReadingOptions(dtd: .internalEntities) expands internal ones within limits)"
        ),
        ("eight-byte-body", "line 1, column 1: the bytes 00 D8 00 D8 are not a character in UTF-16LE"),
    ])
    func refusedWithAPositionedMessage(name: String, message: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString).xml")
        try #require(Self.documents[name]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try XMLRPCDumpTests.dump([url.path])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "xmlrpc-dump: \(url.path): \(message)\n")
    }

    @Test(arguments: ["ebcdic-attlist", "ucs4-attlist"])
    func attributeListsInAnyEncodingRead(name: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString).xml")
        try #require(Self.documents[name]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try XMLRPCDumpTests.dump([url.path])
        #expect(run.stderr == "")
        #expect(run.status == 0)
        #expect(run.stdout == #"{"params": [{"string": "ok"}]}"# + "\n")
    }
}
