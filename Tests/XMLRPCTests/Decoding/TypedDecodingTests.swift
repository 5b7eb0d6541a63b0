import Foundation
import TestSupport
import Testing
import XMLReading
import XMLRPC

@Suite struct TypedDecodingTests {
    struct Author: XMLRPCStructDecodable, Equatable {
        var name = ""
        var email: String? = nil
        static let memberDescription = MemberDescription<Author> {
            Member("name", \.name)
            Member("email", \.email)
        }
    }

    struct Post: XMLRPCStructDecodable, Equatable {
        var id = 0
        var title = ""
        var tags: [String] = []
        var date: XMLRPCDateTime? = nil
        var author = Author()
        var rating: Double? = nil
        static let memberDescription = MemberDescription<Post> {
            Member("postid", \.id)
            Member("title", \.title)
            Member("tags", \.tags)
            Member("dateCreated", \.date)
            Member("author", \.author)
            Member("rating", \.rating)
        }
    }

    struct DecodablePost: Decodable, Equatable {
        var postid: Int
        var title: String
        var tags: [String]
        var dateCreated: Date?
        var cover: Data?
        var extra: Int32?
    }

    /// A post struct, 7 lines long; a `nil` title leaves the member out.
    static func post(
        _ id: Int, title: String? = "<value><string>Post</string></value>",
        author: String = "<member><name>name</name><value>Ann</value></member>", extra: String = ""
    ) -> String {
        """
        <value><struct>
          <member><name>postid</name><value><int>\(id)</int></value></member>
          \(title.map { "<member><name>title</name>\($0)</member>" } ?? "<!-- no title -->")
          <member><name>tags</name><value><array><data><value>a</value><value>b</value></data></array></value></member>
          <member><name>dateCreated</name><value><dateTime.iso8601>20240301T10:00:00</dateTime.iso8601></value></member>
          <member><name>author</name><value><struct>\(author)</struct></value></member>\(extra)
        </struct></value>
        """
    }

    static func posts(_ values: [String]) -> String {
        "<methodResponse><params><param><value><array><data>\n" + values.joined(separator: "\n")
            + "\n</data></array></value></param></params></methodResponse>"
    }

    @Test(arguments: ReadingParsers.all) func decodesModelsWithMemberDescriptions(parser: ReadingParser) throws {
        let xml = Self.posts([
            Self.post(1), Self.post(2, extra: "<member><name>rating</name><value><nil/></value></member>"),
        ])
        let posts = try XMLRPCResponse.decode(
            [Post].self, from: Data(xml.utf8), options: XMLRPCReadingOptions(parser: parser))
        let date = XMLRPCDateTime(year: 2024, month: 3, day: 1, hour: 10)
        let expected = [
            Post(id: 1, title: "Post", tags: ["a", "b"], date: date, author: Author(name: "Ann")),
            Post(id: 2, title: "Post", tags: ["a", "b"], date: date, author: Author(name: "Ann")),
        ]
        #expect(posts == expected)
    }

    @Test(arguments: ReadingParsers.all) func decodesScalarsAndValues(parser: ReadingParser) throws {
        #expect(
            try XMLRPCResponse.decode(
                String.self, from: response("<value>hi</value>"), options: XMLRPCReadingOptions(parser: parser)) == "hi"
        )
        #expect(
            try XMLRPCResponse.decode(
                [Int64].self,
                from: response("<value><array><data><value><i8>5000000000</i8></value></data></array></value>"),
                options: XMLRPCReadingOptions(parser: parser)) == [
                    5_000_000_000
                ])
        #expect(
            try XMLRPCResponse.decode(
                XMLRPCValue.self, from: response("<value><nil/></value>"), options: XMLRPCReadingOptions(parser: parser)
            ) == .nil)
        #expect(
            try XMLRPCResponse.decode(
                Int?.self, from: response("<value><nil/></value>"), options: XMLRPCReadingOptions(parser: parser))
                == nil)
    }

    @Test(arguments: ReadingParsers.all) func decodesDecodableModels(parser: ReadingParser) throws {
        let xml = Self.posts([
            Self.post(7, extra: "<member><name>cover</name><value><base64>aGk=</base64></value></member>")
        ])
        let posts = try XMLRPCResponse.decode(
            [DecodablePost].self, from: xml, options: XMLRPCReadingOptions(parser: parser))
        #expect(
            posts == [
                DecodablePost(
                    postid: 7, title: "Post", tags: ["a", "b"],
                    dateCreated: Date(timeIntervalSince1970: 1_709_287_200), cover: Data("hi".utf8), extra: nil)
            ])
    }

    @Test(arguments: [
        (
            posts([post(1), post(2), post(3), post(4, title: "<value><int>5</int></value>")]),
            "line 25, column 56: params[0][3].title: expected a string, found int at /methodResponse/params/param/value/array/data/value[4]/struct/member[2]/value"
        ),
        (
            posts([post(1), post(2, title: nil)]),
            "line 15, column 18: params[0][1].title: the struct has no member \"title\", which Post requires at /methodResponse/params/param/value/array/data/value[2]"
        ),
        (
            posts([post(1, author: "")]),
            "line 7, column 62: params[0][0].author.name: the struct has no member \"name\", which Author requires at /methodResponse/params/param/value/array/data/value/struct/member[5]/value"
        ),
        (
            posts([post(2_147_483_647), "<value>not a post</value>"]),
            "line 9, column 26: params[0][1]: expected a struct for Post, found string at /methodResponse/params/param/value/array/data/value[2]"
        ),
        (
            "<methodResponse><params/></methodResponse>",
            "line 1, column 43: params[0]: the response has no parameter to decode as Array<Post> at /methodResponse"
        ),
    ])
    func typedErrorsNameTheMemberPath(xml: String, message: String) {
        #expect(xmlRPCError { _ = try XMLRPCResponse.decode([Post].self, from: xml) } == message)
    }

    @Test(arguments: [
        (
            posts([post(1), post(2, title: "<value><boolean>1</boolean></value>")]),
            "line 11, column 64: params[0][1].title: expected a string, found boolean at /methodResponse/params/param/value/array/data/value[2]/struct/member[2]/value"
        ),
        (
            posts([post(1, extra: "<member><name>extra</name><value><i8>2147483648</i8></value></member>")]),
            "line 7, column 183: params[0][0].extra: expected an int that fits Int32, found int at /methodResponse/params/param/value/array/data/value/struct/member[6]/value"
        ),
        (
            posts([post(1, title: nil)]),
            "line 8, column 18: params[0][0].title: the struct has no member \"title\", which the Decodable model requires at /methodResponse/params/param/value/array/data/value"
        ),
    ])
    func decodableErrorsNameTheMemberPath(xml: String, message: String) {
        #expect(xmlRPCError { _ = try XMLRPCResponse.decode([DecodablePost].self, from: xml) } == message)
    }

    @Test(arguments: ReadingParsers.all) func faultsAreThrownBeforeTyping(parser: ReadingParser) {
        let fault = XMLRPCFault(faultCode: 3, faultString: "nope")
        #expect(throws: fault) {
            try XMLRPCResponse.decode([Post].self, from: fault.xml, options: XMLRPCReadingOptions(parser: parser))
        }
    }
}
