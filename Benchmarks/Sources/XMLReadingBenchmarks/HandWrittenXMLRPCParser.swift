import Foundation
import XMLRPC

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a careful programmer writes without the XMLRPC module: an `XMLParserDelegate` that decodes
/// a `methodResponse` into the library's own `XMLRPCValue`, as strictly as the module does where
/// that is reasonable by hand: unknown elements are errors; `<int>`/`<i4>` must fit 32 bits and
/// `<i8>` 64 bits; `<boolean>` is `0` or `1`; `<double>` is a decimal literal (no hexadecimal, no
/// `infinity`); `<dateTime.iso8601>` goes through `XMLRPCDateTime`'s own parser; `<base64>` ignores
/// whitespace; a `<value>` holds at most one type element and no other text beside it; a
/// `<member>` needs a `<name>` and a `<value>`; a `<fault>` is thrown as `XMLRPCFault`.
/// Namespace processing is off, so the Apache extension namespace's `i8`/`nil` are not resolved
/// (the corpus has none).
final class HandWrittenXMLRPCParser: NSObject, XMLParserDelegate {
    private enum Scalar {
        case int32, int64, boolean, string, double, dateTime, base64, `nil`
    }

    private enum Frame {
        case outside, methodResponse, params, param, fault, value, scalar(Scalar), structure, member, name
        case array, data
    }

    /// One open `<value>`: its text, and the value of its type element once read.
    private struct ValueState {
        var text = ""
        var typed: XMLRPCValue?
        var types = 0
    }

    private var frames: [Frame] = []
    private var values: [ValueState] = []
    private var arrays: [[XMLRPCValue]] = []
    private var structs: [[XMLRPCValue.StructMember]] = []
    private var members: [(name: String?, value: XMLRPCValue?)] = []
    private var params: [XMLRPCValue]?
    private var paramValue: XMLRPCValue?
    private var faultValue: XMLRPCValue?
    private var sawFault = false
    private var text = ""
    private var failure: Error?

    /// Decodes the response in a file, streamed from disk; a fault is thrown as `XMLRPCFault`.
    static func response(in url: URL) throws -> XMLRPCResponse {
        let reader = HandWrittenXMLRPCParser()
        reader.frames.reserveCapacity(32)
        try parseFile(url, with: reader) { reader.failure }
        if reader.sawFault {
            guard case .struct? = reader.faultValue, case .int(let code)? = reader.faultValue?["faultCode"],
                let faultCode = Int32(exactly: code), case .string(let message)? = reader.faultValue?["faultString"]
            else { throw ModeFailure("<fault> does not hold a struct with faultCode and faultString") }
            throw XMLRPCFault(faultCode: faultCode, faultString: message)
        }
        guard let params = reader.params else { throw ModeFailure("no <methodResponse> with <params>") }
        return XMLRPCResponse(params)
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        if failure == nil { failure = ModeFailure("line \(parser.lineNumber): \(message)") }
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        let frame: Frame
        switch frames.last ?? .outside {
        case .outside:
            guard frames.isEmpty, elementName == "methodResponse" else {
                return fail(parser, "the root element is <\(elementName)>, not <methodResponse>")
            }
            frame = .methodResponse
        case .methodResponse:
            switch elementName {
            case "params":
                guard params == nil, !sawFault else {
                    return fail(parser, "<methodResponse> holds more than one result")
                }
                params = []
                frame = .params
            case "fault":
                guard params == nil, !sawFault else {
                    return fail(parser, "<methodResponse> holds more than one result")
                }
                sawFault = true
                frame = .fault
            default: return fail(parser, "unexpected <\(elementName)> in <methodResponse>")
            }
        case .params:
            guard elementName == "param" else { return fail(parser, "unexpected <\(elementName)> in <params>") }
            paramValue = nil
            frame = .param
        case .param, .fault:
            guard elementName == "value" else { return fail(parser, "unexpected <\(elementName)> in <param>") }
            values.append(ValueState())
            frame = .value
        case .value:
            switch elementName {
            case "int", "i4": frame = .scalar(.int32)
            case "i8": frame = .scalar(.int64)
            case "boolean": frame = .scalar(.boolean)
            case "string": frame = .scalar(.string)
            case "double": frame = .scalar(.double)
            case "dateTime.iso8601": frame = .scalar(.dateTime)
            case "base64": frame = .scalar(.base64)
            case "nil": frame = .scalar(.nil)
            case "struct":
                structs.append([])
                frame = .structure
            case "array":
                arrays.append([])
                frame = .array
            default: return fail(parser, "unexpected <\(elementName)> in <value>")
            }
            if case .scalar = frame { text = "" }
        case .structure:
            guard elementName == "member" else { return fail(parser, "unexpected <\(elementName)> in <struct>") }
            members.append((nil, nil))
            frame = .member
        case .member:
            switch elementName {
            case "name":
                text = ""
                frame = .name
            case "value":
                values.append(ValueState())
                frame = .value
            default: return fail(parser, "unexpected <\(elementName)> in <member>")
            }
        case .array:
            guard elementName == "data" else { return fail(parser, "unexpected <\(elementName)> in <array>") }
            frame = .data
        case .data:
            guard elementName == "value" else { return fail(parser, "unexpected <\(elementName)> in <data>") }
            values.append(ValueState())
            frame = .value
        case .scalar, .name:
            return fail(parser, "unexpected <\(elementName)> inside a text element")
        }
        frames.append(frame)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil, let frame = frames.popLast() else { return }
        switch frame {
        case .param:
            guard let value = paramValue else { return fail(parser, "<param> has no <value>") }
            params?.append(value)
        case .value:
            let state = values.removeLast()
            let value: XMLRPCValue
            switch state.types {
            case 0: value = .string(state.text)
            case 1:
                guard state.text.utf8.allSatisfy(Self.isSpace) else {
                    return fail(parser, "<value> holds text beside its type element")
                }
                value = state.typed!
            default: return fail(parser, "<value> holds \(state.types) type elements")
            }
            deliver(value)
        case .scalar(let scalar):
            guard let value = Self.scalar(scalar, text) else {
                return fail(parser, "cannot read \(String(reflecting: text)) as <\(elementName)>")
            }
            values[values.count - 1].typed = value
            values[values.count - 1].types += 1
        case .structure:
            setTyped(.struct(structs.removeLast()))
        case .array:
            setTyped(.array(arrays.removeLast()))
        case .member:
            let member = members.removeLast()
            guard let name = member.name else { return fail(parser, "<member> has no <name>") }
            guard let value = member.value else { return fail(parser, "<member> \(name) has no <value>") }
            structs[structs.count - 1].append(XMLRPCValue.StructMember(name, value))
        case .name:
            members[members.count - 1].name = text
        case .outside, .methodResponse, .params, .fault, .data:
            break
        }
    }

    /// Hands a finished `<value>` to the element around it.
    private func deliver(_ value: XMLRPCValue) {
        switch frames.last {
        case .param?: paramValue = value
        case .fault?: faultValue = value
        case .data?: arrays[arrays.count - 1].append(value)
        case .member?: members[members.count - 1].value = value
        default: break
        }
    }

    private func setTyped(_ value: XMLRPCValue) {
        values[values.count - 1].typed = value
        values[values.count - 1].types += 1
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        switch frames.last {
        case .scalar?, .name?: text += string
        case .value?: values[values.count - 1].text += string
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    // MARK: - Scalars

    private static func scalar(_ scalar: Scalar, _ text: String) -> XMLRPCValue? {
        switch scalar {
        case .string: return .string(text)
        case .int32: return Int32(trimmed(text)).map { .int(Int64($0)) }
        case .int64: return Int64(trimmed(text)).map { .int($0) }
        case .boolean:
            switch trimmed(text) {
            case "0": return .boolean(false)
            case "1": return .boolean(true)
            default: return nil
            }
        case .double:
            let number = trimmed(text)
            guard isDecimal(number), let value = Double(number) else { return nil }
            return .double(value)
        case .dateTime: return XMLRPCDateTime(text).map { .dateTime($0) }
        case .base64:
            var compact: [UInt8] = []
            compact.reserveCapacity(text.utf8.count)
            for byte in text.utf8 where !isSpace(byte) { compact.append(byte) }
            return Data(base64Encoded: Data(compact)).map { .base64($0) }
        case .nil: return text.utf8.allSatisfy(isSpace) ? .nil : nil
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func trimmed(_ text: String) -> Substring {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isSpace($0) }) else { return text[text.endIndex...] }
        return text[first...utf8.lastIndex(where: { !isSpace($0) })!]
    }

    /// `[+-]` then `inf`/`nan`, or digits with an optional point and an optional exponent.
    private static func isDecimal(_ text: Substring) -> Bool {
        var bytes = text.utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        if bytes.elementsEqual("inf".utf8) || bytes.elementsEqual("nan".utf8) { return true }
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
