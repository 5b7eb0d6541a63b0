import Foundation
import TestSupport
import Testing
import XMLReading

@testable import XMLHTTP

/// `XMLInput.http` over a socket of its own (Linux's choice for plain `http` URLs): responses as
/// servers really send them, redirections, and the ways a download fails.
@Suite struct PlainHTTPDownloadTests {
    static func options(timeout: TimeInterval = 60) -> XMLHTTPClientOptions {
        var options = XMLHTTPClientOptions(timeout: timeout)
        options.inputTransport = .socket
        return options
    }

    static func read(_ url: URL, _ options: XMLHTTPClientOptions = options()) throws -> [Book] {
        try XMLReader.objects(ofType: Book.self, element: "book", from: .http(url, options: options))
    }

    @Test func sendsAPlainGETWithTheSettingsHeaders() async throws {
        try await RawHTTPServer.with { server in
            var options = Self.options()
            options.headers = ["X-Trace": "42", "Connection": "keep-alive", "Accept": "application/xml"]
            options.credentials = XMLHTTPCredentials(user: "name", password: "secret")
            #expect(try Self.read(server.url("final?n=2"), options) == books(2))
            let request = try await RawHTTPServer.request(server)
            #expect(request.path == "/final?n=2")
            #expect(
                request.headers == [
                    "host": "127.0.0.1:\(server.port)", "x-trace": "42", "accept": "application/xml",
                    "user-agent": "XMLHTTP", "accept-encoding": "gzip, deflate",
                    "authorization": "Basic " + Data("name:secret".utf8).base64EncodedString(), "connection": "close",
                ])
        }
    }

    @Test func followsRedirectionsWithTheCookiesTheySet() async throws {
        try await RawHTTPServer.with { server in
            let url = server.url("redirect?status=307&to=/final%3Fn%3D4")
            #expect(try Self.read(url) == books(4))
            #expect(try await RawHTTPServer.request(server).path == "/redirect?status=307&to=/final%3Fn%3D4")
            let second = try await RawHTTPServer.request(server)
            #expect(second.path == "/final?n=4")
            #expect(second.headers["cookie"] == "s=1")
        }
    }

    @Test func credentialsGoOnlyToTheFirstURLsOrigin() async throws {
        try await RawHTTPServer.with { server in
            let other = "http://localhost:\(server.port)/final?n=1"
            let url = URL(
                string:
                    "http://name:pw@127.0.0.1:\(server.port)/redirect?to=\(other.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
            )!
            #expect(try Self.read(url) == books(1))
            let first = try await RawHTTPServer.request(server)
            #expect(first.headers["authorization"] == "Basic " + Data("name:pw".utf8).base64EncodedString())
            let second = try await RawHTTPServer.request(server)
            #expect(second.path == "/final?n=1")
            #expect(second.headers["host"] == "localhost:\(server.port)")
            #expect(second.headers["authorization"] == nil)
        }
    }

    @Test func headersWithCredentialsGoOnlyToTheFirstURLsOrigin() async throws {
        try await RawHTTPServer.with { server in
            var options = Self.options()
            options.headers = ["Authorization": "Bearer T", "Cookie": "given=1"]
            options.keepsCookies = false
            let other = "http://localhost:\(server.port)/final?n=1"
            let url = server.url("redirect?to=\(other.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")
            let read = try Self.read(url, options)
            #expect(read == books(1))
            let first = try await RawHTTPServer.request(server)
            #expect(first.headers["authorization"] == "Bearer T")
            #expect(first.headers["cookie"] == "given=1")
            let second = try await RawHTTPServer.request(server)
            #expect(second.headers["authorization"] == nil)
            #expect(second.headers["cookie"] == nil)
        }
    }

    @Test func keptCookiesReplaceAGivenCookieHeader() async throws {
        try await RawHTTPServer.with { server in
            var options = Self.options()
            options.headers = ["Cookie": "given=1"]
            let read = try Self.read(server.url("redirect?to=/final"), options)
            #expect(read == books(3))
            let first = try await RawHTTPServer.request(server)
            #expect(first.headers["cookie"] == "given=1")
            let second = try await RawHTTPServer.request(server)
            #expect(second.headers["cookie"] == "s=1")
        }
    }

    @Test func readsRelativeURLsAndRedirectionsToRawUTF8Locations() async throws {
        try await RawHTTPServer.with { server in
            let relative = URL(string: "final?n=2", relativeTo: server.url(""))!
            let two = try Self.read(relative)
            #expect(two == books(2))
            let first = try await RawHTTPServer.request(server)
            #expect(first.path == "/final?n=2")
            let one = try Self.read(server.url("redirect-utf8"))
            #expect(one == books(1))
            _ = try await RawHTTPServer.request(server)
            let redirected = try await RawHTTPServer.request(server)
            #expect(redirected.path == "/final?n=1&x=caf%C3%A9")
        }
    }

    @Test func aDownloadCancelledBeforeItStartsDoesNotConnect() throws {
        let download = PlainHTTPDownload(
            url: URL(string: "http://127.0.0.1:1/catalog.xml")!, options: Self.options(), progress: nil)
        download.cancel()
        let error = #expect(throws: XMLReadingError.self) { try download.next() }
        #expect(error?.code == .cancelled)
        #expect(error?.message == "cancelled while reading http://127.0.0.1:1/catalog.xml")
    }

    @Test func aRedirectionLoopEnds() async throws {
        try await RawHTTPServer.with { server in
            let error = #expect(throws: XMLReadingError.self) { try Self.read(server.url("loop")) }
            #expect(error?.code == .transport)
            #expect(error?.message == "\(server.url("loop").absoluteString): more than 16 redirections")
        }
    }

    @Test func aRedirectionToHTTPSIsLeftToTheSession() async throws {
        try await RawHTTPServer.with { server in
            let download = PlainHTTPDownload(
                url: server.url("redirect?to=https://127.0.0.1:1/x.xml"), options: Self.options(), progress: nil)
            let step = try download.next()
            #expect(step == .elsewhere(URL(string: "https://127.0.0.1:1/x.xml")!))
            // Through the session, which cannot connect there.
            let error = #expect(throws: XMLReadingError.self) {
                try Self.read(server.url("redirect?to=https://127.0.0.1:1/x.xml"))
            }
            #expect(error?.code == .transport)
            // Named as the caller gave it.
            let given = server.url("redirect?to=https://127.0.0.1:1/x.xml").absoluteString
            #expect(error?.message.hasPrefix("\(given): ") == true, "\(error?.message ?? "")")
        }
    }

    @Test func aRedirectionToAnotherSchemeIsRefused() async throws {
        try await RawHTTPServer.with { server in
            let url = server.url("redirect?to=file:///etc/hostname")
            let error = #expect(throws: XMLReadingError.self) { try Self.read(url) }
            #expect(error?.code == .transport)
            #expect(error?.message == "\(url.absoluteString): the redirection to file:///etc/hostname leaves HTTP")
        }
    }

    @Test(arguments: ["continue", "bare-lf"]) func readsResponsesAsServersSendThem(_ path: String) async throws {
        try await RawHTTPServer.with { server in
            let read = try Self.read(server.url(path))
            #expect(read == books(2))
        }
    }

    @Test(arguments: ["deflate", "deflate-raw", "gzip-members"]) func decodesEveryCompression(_ path: String)
        async throws
    {
        try await RawHTTPServer.with { server in
            let read = try Self.read(server.url(path))
            #expect(read == books(3))
        }
    }

    @Test func aTruncatedCompressedBodyIsATransportError() async throws {
        try await RawHTTPServer.with { server in
            let error = #expect(throws: XMLReadingError.self) { try Self.read(server.url("gzip-truncated")) }
            #expect(error?.code == .transport)
            #expect(
                error?.message
                    == "\(server.url("gzip-truncated").absoluteString): truncated gzip data: the input ends inside the compressed stream"
            )
        }
    }

    @Test func malformedResponsesAreTransportErrors() async throws {
        try await RawHTTPServer.with { server in
            let garbage = #expect(throws: XMLReadingError.self) { try Self.read(server.url("garbage")) }
            #expect(garbage?.code == .transport)
            #expect(
                garbage?.message
                    == "\(server.url("garbage").absoluteString): malformed response: the status line \"SMTP ready\" is not HTTP/1.x's"
            )
            let huge = #expect(throws: XMLReadingError.self) { try Self.read(server.url("huge-head")) }
            #expect(
                huge?.message == "\(server.url("huge-head").absoluteString): the response's head exceeds 65536 bytes")
        }
    }

    @Test func silenceTimesOut() async throws {
        try await RawHTTPServer.with { server in
            let error = #expect(throws: XMLReadingError.self) {
                try Self.read(server.url("silent"), Self.options(timeout: 0.3))
            }
            #expect(error?.code == .timedOut)
            #expect(error?.message == "no data from \(server.url("silent").absoluteString) within 0.3 seconds")
        }
    }

    @Test func cancellingWakesAWaitingRead() async throws {
        try await RawHTTPServer.with { server in
            let download = PlainHTTPDownload(url: server.url("silent"), options: Self.options(), progress: nil)
            // On a thread of its own: a read blocked on the network must not hold one of the
            // concurrency runtime's few threads, which the rest of this test needs.
            let waiting = Task {
                try await withCheckedThrowingContinuation { continuation in
                    Thread.detachNewThread { continuation.resume(with: Swift.Result { try download.next() }) }
                }
            }
            // The request has arrived: the read waits for an answer that never comes.
            let request = try await RawHTTPServer.request(server)
            #expect(request.path == "/silent")
            download.cancel()
            let error = await #expect(throws: XMLReadingError.self) { try await waiting.value }
            #expect(error?.code == .cancelled)
            #expect(error?.message == "cancelled while reading \(server.url("silent").absoluteString)")
        }
    }

    @Test func aRefusedConnectionNamesTheAddress() throws {
        // A port that was just free: nothing listens there.
        let free = try Python.run(
            "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])")
        let port = try #require(
            Int(String(decoding: free, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        let url = URL(string: "http://127.0.0.1:\(port)/catalog.xml")!
        let error = #expect(throws: XMLReadingError.self) { try Self.read(url) }
        #expect(error?.code == .transport)
        #expect(error?.message == "\(url.absoluteString): cannot connect to 127.0.0.1 port \(port): Connection refused")
    }

    @Test func aHeaderWithALineBreakIsNotSent() throws {
        var options = Self.options()
        options.headers = ["X-Evil": "1\r\nX-Injected: 2"]
        let url = URL(string: "http://127.0.0.1:1/catalog.xml")!
        let error = #expect(throws: XMLReadingError.self) { try Self.read(url, options) }
        #expect(error?.code == .transport)
        #expect(
            error?.message
                == "http://127.0.0.1:1/catalog.xml: the header \"X-Evil\" cannot be sent: a field's name is a token and its value has no line break"
        )
    }

    @Test func anUnknownHostIsATransportError() throws {
        let url = URL(string: "http://no-such-host.invalid/catalog.xml")!
        let error = #expect(throws: XMLReadingError.self) { try Self.read(url) }
        #expect(error?.code == .transport)
        #expect(
            error?.message.hasPrefix(
                "http://no-such-host.invalid/catalog.xml: cannot find the host no-such-host.invalid: ")
                == true, "\(error?.message ?? "")")
    }

    @Test func theAutomaticChoiceReadsPlainHTTPFromASocketUnlessAProxyIsSet() {
        let plain = URL(string: "http://example.com/a.xml")!
        let secure = URL(string: "https://example.com/a.xml")!
        let automatic = HTTPInputTransport.automatic
        #if canImport(Darwin)
            #expect(!automatic.readsFromSocket(plain, environment: [:]))
        #else
            #expect(automatic.readsFromSocket(plain, environment: [:]))
            #expect(automatic.readsFromSocket(plain, environment: ["http_proxy": ""]))
            #expect(!automatic.readsFromSocket(plain, environment: ["http_proxy": "http://proxy:3128"]))
            #expect(!automatic.readsFromSocket(plain, environment: ["ALL_PROXY": "socks5://proxy"]))
        #endif
        #expect(!automatic.readsFromSocket(secure, environment: [:]))
        #expect(!HTTPInputTransport.socket.readsFromSocket(secure, environment: [:]))
        #expect(!HTTPInputTransport.urlSession.readsFromSocket(plain, environment: [:]))
    }
}
