// swift-format-ignore-file
// (The example is kept exactly as the README writes it.)
import Foundation
import Testing
import XMLRPC

/// The README's dispatcher example, compiled and run as written.
@Suite struct ReadmeDispatcherExampleTests {
    struct DivisionByZero: Error {}

    /// The README's code, then its `handlePost` called with `request`.
    static func respond(to request: Data) async -> (status: Int, contentType: String, body: Data) {
        var dispatcher = XMLRPCDispatcher()    // system.listMethods, .methodSignature, .methodHelp, .multicall built in
        dispatcher.register("math.add", help: "Adds two integers.", signature: ["int", "int", "int"]) {
            (a: Int, b: Int) -> Int in a + b
        }
        dispatcher.register("math.divide") { (a: Double, b: Double) throws -> Double in
            guard b != 0 else { throw DivisionByZero() }             // fault -32500 "math.divide: DivisionByZero()"
            return a / b
        }
        dispatcher.register("blog.newPost") { (title: String, tags: [String]) async throws -> [String: Int] in
            guard !title.isEmpty else { throw XMLRPCFault(faultCode: 4, faultString: "A post needs a title.") }
            return ["postid": 7, "tagCount": tags.count]              // a struct, members sorted by name
        }
        let rpc = dispatcher                                          // a Sendable value: share it with every request

        // The handler for POST /RPC2 in any HTTP server (Hummingbird, Vapor, SwiftNIO, a CGI script):
        // status 200 and text/xml even for a fault, which is an XML-RPC answer, not an HTTP error.
        // Limit the body's size before reading it, as for any upload.
        func handlePost(body: Data) async -> (status: Int, contentType: String, body: Data) {
            (200, "text/xml", await rpc.respond(to: body))
        }
        return await handlePost(body: request)
    }

    /// The answer to `call`, read back as a message.
    static func answer(_ call: XMLRPCMethodCall) async throws -> XMLRPCMessage {
        let (status, contentType, body) = await respond(to: Data(call.xml.utf8))
        #expect(status == 200)
        #expect(contentType == "text/xml")
        return try XMLRPCMessage.decode(from: body)
    }

    @Test func theReadmeExampleAnswersAsItsCommentsSay() async throws {
        #expect(try await Self.answer(XMLRPCMethodCall("math.add", [2, 3])) == .response(XMLRPCResponse([5])))
        #expect(
            try await Self.answer(XMLRPCMethodCall("math.divide", [1.0, 0.0]))
                == .fault(XMLRPCFault(faultCode: -32500, faultString: "math.divide: DivisionByZero()")))
        #expect(
            try await Self.answer(XMLRPCMethodCall("blog.newPost", ["Dune", ["sf", "classic"]]))
                == .response(XMLRPCResponse([["postid": 7, "tagCount": 2]])))
        #expect(
            try await Self.answer(XMLRPCMethodCall("blog.newPost", ["", []]))
                == .fault(XMLRPCFault(faultCode: 4, faultString: "A post needs a title.")))
        #expect(
            try await Self.answer(XMLRPCMethodCall("blog.newPost", ["Dune", ["sf", "classic", 7]]))
                == .fault(XMLRPCFault(faultCode: -32602, faultString: "blog.newPost: params[1][2]: expected a string, found int")))
        #expect(
            try await Self.answer(XMLRPCMethodCall("math.add", [1, 2, 3]))
                == .fault(XMLRPCFault(faultCode: -32602, faultString: "math.add takes 2 parameters (int, int), received 3")))
        #expect(
            try await Self.answer(XMLRPCMethodCall("math.sub"))
                == .fault(XMLRPCFault(faultCode: -32601, faultString: "method \"math.sub\" is not supported")))
    }
}
