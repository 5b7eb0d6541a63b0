/// The one error every reading API throws.
///
/// It carries what went wrong (``code`` and ``message``), where (``path``, ``line``, ``column``)
/// and why, when another error caused it (``underlyingError``). Its description reads like a
/// compiler diagnostic:
///
/// ```
/// line 7, column 12: cannot read "abc" as Int for <pages> at /catalog/book[3]/details/pages
/// ```
///
/// Paths name each element from the root; `[n]` gives the position of an element among its
/// same-named siblings and is written when it is greater than 1, or when the element is an item of
/// a ``Many`` or of ``XMLReader/objects(ofType:element:from:options:)`` (so `book[1]` is the first book).
public struct XMLReadingError: Error, CustomStringConvertible {
    /// What kind of failure this is. New codes may be added in any release.
    ///
    /// `if error.code == .valueConversion { … }`
    public let code: Code
    /// A sentence saying what went wrong, without position or path.
    ///
    /// `cannot read "abc" as Int for <pages>`
    public let message: String
    /// The element path, such as `/catalog/book[3]/details/pages`; empty when no element was open.
    ///
    /// `print("in", error.path)`
    public let path: String
    /// The 1-based line where the problem was found, or 0 when the input has no position.
    ///
    /// `if error.line > 0 { highlight(line: error.line, column: error.column) }`
    public let line: Int
    /// The 1-based column where the problem was found, or 0 when the input has no position.
    ///
    /// `XMLPosition(line: error.line, column: error.column)`
    public let column: Int
    /// The error that caused this one, if any (a conversion's error, a hook's error, an I/O error).
    ///
    /// `if let reason = error.underlyingError as? CatalogError { … }`
    public let underlyingError: (any Error)?

    /// Creates an error. Libraries built on XMLReading (such as XMLRPC) use this to report their own
    /// failures in the same form.
    ///
    /// ```swift
    /// throw XMLReadingError(code: .invalidDescription, message: "Member(\"\") has an empty name")
    /// ```
    public init(
        code: Code, message: String, path: String = "", line: Int = 0, column: Int = 0,
        underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.underlyingError = underlyingError
    }

    /// `line L, column C: message at /path`.
    ///
    /// `line 7, column 12: cannot read "abc" as Int for <pages> at /catalog/book[3]/details/pages`
    public var description: String {
        var text = ""
        if line > 0 { text += "\(XMLPosition(line: line, column: column)): " }
        text += message
        if !path.isEmpty { text += " at \(path)" }
        return text
    }
}

extension XMLReadingError {
    /// An extensible error code: compare with the static members, e.g. `error.code == .valueConversion`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A stable identifier such as `"valueConversion"`.
        public let rawValue: String

        /// Creates a code; libraries on top of XMLReading may define their own.
        ///
        /// ```swift
        /// extension XMLReadingError.Code {
        ///     static let invalidISBN = XMLReadingError.Code("invalidISBN")
        /// }
        /// ```
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        /// The input is not well-formed XML (the XML parser stopped).
        ///
        /// `line 2, column 14: the end tag does not match the open element <dog> at /r/dog[1]`
        public static let malformedXML = Code("malformedXML")
        /// The input is empty or holds no root element.
        ///
        /// `XMLReader.objects(ofType: Book.self, element: "book", from: "")` throws it: `the document is empty`.
        public static let emptyDocument = Code("emptyDocument")
        /// The document ended before its root element was closed.
        ///
        /// `<catalog><book>` (truncated) throws it, with the line and column where the input ends.
        public static let unexpectedEndOfDocument = Code("unexpectedEndOfDocument")
        /// Text could not be converted to the type a description asks for.
        ///
        /// `line 7, column 12: cannot read "abc" as Int for <pages> at /catalog/book[3]/details/pages`
        public static let valueConversion = Code("valueConversion")
        /// An element that a read requires is not in the document.
        ///
        /// `the document has no <catalog> element`, or `missing required element <title> in <book>`
        public static let missingElement = Code("missingElement")
        /// An attribute a description requires (`Attribute(…).required()`) is not on its element.
        public static let missingAttribute = Code("missingAttribute")
        /// The document declares entities in its DTD; refused unless ``ReadingOptions/dtd`` is
        /// ``DTDPolicy/internalEntities`` (internal ones only).
        ///
        /// `<!DOCTYPE r [<!ENTITY e "x">]>` with the default ``DTDPolicy/standard``.
        public static let entityDeclaration = Code("entityDeclaration")
        /// The DTD declares an external entity (`<!ENTITY e SYSTEM "file:…">` or `PUBLIC`), refused
        /// at its declaration under ``DTDPolicy/standard``; under ``DTDPolicy/internalEntities``
        /// the declaration is harmless and a reference to it in content is refused. External
        /// entities are never resolved: resolving one reads files or the network. (A reference to
        /// an entity that is not declared at all is ``malformedXML``.)
        public static let externalEntity = Code("externalEntity")
        /// Elements are nested deeper than ``ReadingOptions/maximumDepth``.
        ///
        /// A document 513 elements deep, with `ReadingOptions()`; raise the limit with `ReadingOptions(maximumDepth: 2_000)`.
        public static let depthLimitExceeded = Code("depthLimitExceeded")
        /// A single tag, comment, CDATA section or processing instruction is longer than
        /// Foundation's XML parser reads in one piece (libxml2: 10,000,000 bytes). Text content has
        /// no such limit.
        ///
        /// An attribute value of 50 MB is one (`<a v="…">`), placed at the start of its tag.
        public static let limitExceeded = Code("limitExceeded")
        /// The document declares an encoding this system cannot convert, or one its first bytes
        /// contradict (a UTF-16 byte order mark before `encoding="ISO-8859-1"`).
        public static let unsupportedEncoding = Code("unsupportedEncoding")
        /// The document holds bytes that are not a character in its encoding; the message names
        /// them in hex and the encoding: `the bytes 82 FF are not a character in Shift_JIS`.
        ///
        /// `line 4, column 23: the bytes 82 20 are not a character in Shift_JIS at /catalog/book[2]/title`
        public static let invalidByteSequence = Code("invalidByteSequence")
        /// The read was cancelled: its `Progress` (``XMLInput/reportingProgress(to:)``), or the
        /// `Task` making a request (the `XMLHTTP` and `XMLRPC` clients).
        ///
        /// `the read was cancelled (its Progress was cancelled)`
        public static let cancelled = Code("cancelled")
        /// Over the network (the `XMLHTTP` and `XMLRPC` clients, `XMLInput.http`): no response,
        /// or no data, within the timeout.
        ///
        /// `error.code == .timedOut`: `no data from https://example.com/catalog.xml within 60.0 seconds`
        public static let timedOut = Code("timedOut")
        /// Over the network: the server answered with an HTTP status the reader or client does not
        /// accept; the message names the URL (without its password) and the status.
        ///
        /// `error.code == .httpStatus`: `https://example.com/catalog.xml answered HTTP 404`
        public static let httpStatus = Code("httpStatus")
        /// Over the network: the request could not be sent or the response not received (a refused
        /// or dropped connection, an unknown host).
        ///
        /// `error.code == .transport`: `https://example.com/catalog.xml: The network connection was lost.`
        public static let transport = Code("transport")
        /// A ``ParsingDescription`` has a mistake; the message says how to fix it.
        ///
        /// Thrown by ``ParsingDescription/validate()``: `try Book.parsingDescription.validate()`.
        public static let invalidDescription = Code("invalidDescription")
        /// A ``RejectUnknown`` description, or a read with ``UnknownContentPolicy/refuse``, met an
        /// element it does not name.
        ///
        /// `unexpected element <z> in <point>; expected <x> or <y>`
        public static let unexpectedElement = Code("unexpectedElement")
        /// A read with ``UnknownContentPolicy/refuse`` met an attribute its description does not name.
        ///
        /// `unknown attribute "idd" of <Placemark>; did you mean "id"?`
        public static let unexpectedAttribute = Code("unexpectedAttribute")
        /// A read with ``UnknownContentPolicy/refuse`` met text in an element whose description
        /// reads none.
        ///
        /// `text "x!" in <testcase>, where the description reads none (read it with TextContent or Mixed)`
        public static let unexpectedText = Code("unexpectedText")
        /// A value a ``Unique`` entry requires once appears twice, or an element of an `isKey`
        /// entry lacks its attribute.
        ///
        /// `a second <trans-unit> with id "3" in <file>, where Unique("K_unit_id") requires each value once`
        public static let duplicateValue = Code("duplicateValue")
        /// A value of a ``KeyReference`` that no element of the ``Unique`` it refers to has.
        ///
        /// `<ept> at line 2, column 31 has rid "2", which no element of Unique("U_bpt_rid") in <source> has (KeyReference("KR_ept_rid"))`
        public static let unmatchedReference = Code("unmatchedReference")
        /// An ``OnComplete`` hook threw.
        ///
        /// `line 3, column 30: OnComplete of Book failed: a book needs pages at /shelf/book[2]`
        public static let completionFailed = Code("completionFailed")
        /// The input could not be opened or read (missing file, stream error).
        ///
        /// `XMLReader.objects(ofType: Book.self, element: "book", from: URL(fileURLWithPath: "/tmp/no-such.xml"))`
        /// throws `cannot open /tmp/no-such.xml: No such file or directory`.
        public static let inputUnavailable = Code("inputUnavailable")
        /// An ``ElementReader`` threw an error that is not an ``XMLReadingError``.
        ///
        /// A reader that throws `struct BadSum: Error {}` ends the read with this code, and `BadSum()` as
        /// ``XMLReadingError/underlyingError``.
        public static let elementReaderFailed = Code("elementReaderFailed")
    }
}

extension XMLReadingError {
    /// The error XMLReading reports for text that does not convert, for ``ElementReader``s to
    /// report theirs in the same words: `cannot read "abc" as Int for <pages>` (text longer than
    /// 80 characters is shortened). The reader fills in the path, and the position unless given.
    ///
    /// - Parameters:
    ///   - text: The text as read.
    ///   - typeName: What it should have been, as a noun: `Int`, `a 32-bit integer`.
    ///   - element: The element that held the text.
    ///   - position: Where the text began, if known.
    ///   - underlyingError: The conversion's own error, if any; its description is appended.
    public static func valueConversion(
        text: String, typeName: String, element: XMLName, position: XMLPosition? = nil,
        underlyingError: (any Error)? = nil
    ) -> XMLReadingError {
        valueConversion(
            text: text, typeName: typeName, subject: "for <\(element)>", path: "", position: position,
            underlyingError: underlyingError)
    }

    static func valueConversion(
        text: String, typeName: String, subject: String, path: String, position: XMLPosition?,
        underlyingError: (any Error)?
    ) -> XMLReadingError {
        var shown = text
        if shown.count > 80 { shown = String(shown.prefix(77)) + "..." }
        var message = "cannot read \(String(reflecting: shown)) as \(typeName) \(subject)"
        if let underlyingError { message += ": \(underlyingError)" }
        return XMLReadingError(
            code: .valueConversion, message: message, path: path, line: position?.line ?? 0,
            column: position?.column ?? 0, underlyingError: underlyingError)
    }

    /// The error XMLReading reports for an element a ``RejectUnknown`` description does not name,
    /// for ``ElementReader``s to report theirs in the same words:
    /// `unexpected element <foo> in <value>; expected <int> or <string>` (`expected` is listed in
    /// the order given; an empty list reads "expected no child elements").
    public static func unexpectedElement(_ element: XMLName, in parent: XMLName?, expected: [XMLName])
        -> XMLReadingError
    {
        let list = expected.map { "<\($0)>" }.listed(empty: "no child elements")
        let inParent = parent.map { " in <\($0)>" } ?? ""
        return XMLReadingError(
            code: .unexpectedElement, message: "unexpected element <\(element)>\(inParent); expected \(list)")
    }
}
