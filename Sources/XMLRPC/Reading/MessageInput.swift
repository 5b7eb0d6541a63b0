import Foundation
import XMLReading

/// Where a message is read from; every input is read in one streaming pass.
enum MessageInput {
    case data(Data)
    case text(String)
    case file(URL)

    /// Reads the root element as one of `types`; any other root element is an error.
    func readRoot(_ types: [XMLName: any XMLReadable.Type]) throws -> any XMLReadable {
        switch self {
        case .data(let data): try XMLReader.rootObject(in: types, from: data)
        case .text(let text): try XMLReader.rootObject(in: types, from: text)
        case .file(let url): try XMLReader.rootObject(in: types, from: url)
        }
    }

    static let messageTypes: [XMLName: any XMLReadable.Type] = [
        "methodCall": MethodCallNode.self, "methodResponse": MethodResponseNode.self,
    ]
    static let callTypes: [XMLName: any XMLReadable.Type] = ["methodCall": MethodCallNode.self]
    static let responseTypes: [XMLName: any XMLReadable.Type] = ["methodResponse": MethodResponseNode.self]

    func message() throws -> XMLRPCMessage {
        switch try readRoot(Self.messageTypes) {
        case let call as MethodCallNode: .call(call.call)
        case let response as MethodResponseNode: response.message
        default: preconditionFailure("rootObject returned a type it was not given")
        }
    }

    func call() throws -> XMLRPCMethodCall {
        (try readRoot(Self.callTypes) as! MethodCallNode).call
    }

    func response() throws -> XMLRPCResponse {
        switch (try readRoot(Self.responseTypes) as! MethodResponseNode).message {
        case .response(let response): return response
        case .fault(let fault): throw fault
        case .call: preconditionFailure("a response node never holds a call")
        }
    }
}
