import Foundation
import TestSupport
import XMLRPC

extension Python {
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
