import Foundation
import XMLRPC
import XMLReading

/// libFuzzer target (b): any bytes, decoded as an XML-RPC message.
///
/// Oracle: decoding either gives a message or throws an `XMLReadingError` with a position; a
/// message that decodes is encoded again, and the encoding decodes to an equal message.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLRPC(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let message: XMLRPCMessage
    do {
        message = try XMLRPCMessage.decode(from: data)
    } catch let error as XMLReadingError {
        if error.line < 1 { fatalError("an error without a position: \(error)") }
        return 0
    } catch {
        fatalError("not an XMLReadingError: \(error)")
    }
    let xml: String
    switch message {
    case .call(let call): xml = call.xml
    case .response(let response): xml = response.xml
    case .fault(let fault): xml = fault.xml
    }
    do {
        let again = try XMLRPCMessage.decode(from: xml)
        if again != message {
            fatalError("encoded and decoded again, the message differs:\n\(message)\n\(again)\n\(xml)")
        }
    } catch {
        fatalError("the encoding does not decode: \(error)\n\(xml)")
    }
    return 0
}
