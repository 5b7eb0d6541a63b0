import Foundation
import TestSupport
import Testing
import XMLReading
import XMLRPC

/// `XMLRPCDispatcher`'s built-in introspection methods (`system.listMethods`,
/// `system.methodSignature`, `system.methodHelp`), left out or replaced.
extension DispatcherTests {
    @Test(arguments: ReadingParsers.all) func listMethodsNamesEveryMethodSorted(parser: ReadingParser) async {
        var dispatcher = XMLRPCDispatcher()
        dispatcher.register("math.add") { (a: Int, b: Int) in a + b }
        dispatcher.register("a.first") { () in true }
        let names = [
            "a.first", "math.add", "system.listMethods", "system.methodHelp", "system.methodSignature",
            "system.multicall",
        ]
        #expect(dispatcher.methodNames == names)
        #expect(
            await respond(request("system.listMethods"), with: dispatcher, parser: parser)
                == success(
                    "<value><array><data>" + names.map { "<value><string>\($0)</string></value>" }.joined()
                        + "</data></array></value>"))
        #expect(
            await respond(request("system.listMethods", "<value>x</value>"), with: dispatcher, parser: parser)
                == fault(-32602, "system.listMethods takes no parameters, received 1"))
    }

    @Test(arguments: ReadingParsers.all) func methodSignatureAnswersTheSignatureOrThatThereIsNone(parser: ReadingParser)
        async
    {
        #expect(
            await respond(request("system.methodSignature", "<value>math.add</value>"), parser: parser)
                == success(
                    "<value><array><data><value><array><data><value><string>int</string></value><value><string>int</string></value>"
                        + "<value><string>int</string></value></data></array></value></data></array></value>"))
        #expect(
            await respond(request("system.methodSignature", "<value>math.divide</value>"), parser: parser)
                == success("<value><string>signatures not supported</string></value>"))
        #expect(
            await respond(request("system.methodSignature", "<value>system.methodHelp</value>"), parser: parser)
                == success(
                    "<value><array><data><value><array><data><value><string>string</string></value>"
                        + "<value><string>string</string></value></data></array></value></data></array></value>"))
        #expect(
            await respond(request("system.methodSignature", "<value>math.sub</value>"), parser: parser)
                == fault(-32601, "system.methodSignature: method \"math.sub\" is not supported"))
        #expect(
            await respond(request("system.methodSignature", "<value><int>1</int></value>"), parser: parser)
                == fault(-32602, "system.methodSignature: params[0]: expected a string, found int"))
    }

    @Test(arguments: ReadingParsers.all) func methodHelpAnswersTheHelpText(parser: ReadingParser) async {
        #expect(
            await respond(request("system.methodHelp", "<value>math.add</value>"), parser: parser)
                == success("<value><string>Adds two integers.</string></value>"))
        #expect(
            await respond(request("system.methodHelp", "<value>text.upper</value>"), parser: parser)
                == success("<value><string></string></value>"))
        #expect(
            await respond(request("system.methodHelp", "<value>system.listMethods</value>"), parser: parser)
                == success(
                    "<value><string>Returns the names of the methods the server supports, sorted.</string></value>"))
        #expect(
            await respond(request("system.methodHelp", "<value>nope</value>"), parser: parser)
                == fault(-32601, "system.methodHelp: method \"nope\" is not supported"))
        #expect(
            await respond(request("system.methodHelp"), parser: parser)
                == fault(-32602, "system.methodHelp takes 1 parameter (string), received 0"))
    }

    @Test(arguments: ReadingParsers.all) func builtInMethodsCanBeLeftOutOrReplaced(parser: ReadingParser) async {
        var bare = XMLRPCDispatcher(introspection: false, multicall: false)
        #expect(bare.methodNames == [])
        #expect(
            await respond(request("system.listMethods"), with: bare, parser: parser)
                == fault(-32601, "method \"system.listMethods\" is not supported"))
        bare.register("system.listMethods") { () in ["only.this"] }
        bare.register("a") { () in 1 }
        bare.register("a") { () in 2 }
        #expect(
            await respond(request("system.listMethods"), with: bare, parser: parser)
                == success("<value><array><data><value><string>only.this</string></value></data></array></value>"))
        #expect(await respond(request("a"), with: bare, parser: parser) == success("<value><int>2</int></value>"))
    }
}
