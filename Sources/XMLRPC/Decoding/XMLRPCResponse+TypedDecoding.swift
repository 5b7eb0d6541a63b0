import Foundation
import XMLReading

extension XMLRPCResponse {
    /// Decodes the response's value (its first parameter) as a model, in one line, from any
    /// input: `Data`, a `String` of XML, a file `URL`, `.stream(inputStream)`,
    /// `.bytes(asyncSequence)` or `.http(url)`.
    ///
    /// ```swift
    /// let posts = try XMLRPCResponse.decode([Post].self, from: data)
    /// let big = try XMLRPCResponse.decode(Int.self, from: xml, options: .lenient)   // <i4>5000000000</i4>
    /// ```
    ///
    /// A fault is thrown as ``XMLRPCFault``. A missing required member or a value of another type
    /// is an `XMLReadingError` (``XMLReading/XMLReadingError/Code/missingMember``,
    /// ``XMLReading/XMLReadingError/Code/typeMismatch``) that names the member path and gives the position:
    ///
    /// ```
    /// line 9, column 33: params[0][1].title: expected a string, found int at /methodResponse/params/param/value/array/data/value[2]/struct/member/value
    /// ```
    ///
    /// The position comes from reading the input a second time, so an input that gives its bytes
    /// once (`.stream`, `.bytes`, `.http`) fails with the member path alone:
    /// `params[0][1].title: expected a string, found int`.
    public static func decode<T: XMLRPCDecodable>(
        _ type: T.Type, from input: some XMLInputConvertible, options: XMLRPCReadingOptions = .strict
    ) throws -> T {
        try options.bound {
            try decodeValue(from: input.xmlInput, limits: options.readingOptions) { value in
                try T.decode(value, in: XMLRPCDecodingContext())
            }
        }
    }

    /// Decodes the response's value as a `Decodable` model, without a member description: struct
    /// members are matched to coding keys by name. Reads every input and fails as the
    /// `XMLRPCDecodable` form does.
    ///
    /// ```swift
    /// struct Summary: Decodable { var postid: Int, title: String }
    /// let summaries = try XMLRPCResponse.decode([Summary].self, from: data)
    /// ```
    @_disfavoredOverload
    public static func decode<T: Decodable>(
        _ type: T.Type, from input: some XMLInputConvertible, options: XMLRPCReadingOptions = .strict
    ) throws -> T {
        try options.bound {
            try decodeValue(from: input.xmlInput, limits: options.readingOptions) { value in
                try XMLRPCValueDecoder(value: value, steps: []).decode(T.self)
            }
        }
    }

    /// The response's value decoded by `body`, read within `limits` (a client's `http.reading` on
    /// the parser of its `reading`) with the options already bound; a ``TypedFailure`` is placed in the document.
    static func decodeValue<T>(
        from input: XMLInput, limits: ReadingOptions = ReadingOptions(), _ body: (XMLRPCValue) throws -> T
    ) throws -> T {
        let response = try read(from: input, limits: limits)
        guard let value = response.value else {
            throw ValueLocator.error(
                for: TypedFailure(kind: .other("the response has no parameter to decode as \(T.self)")), in: nil,
                input: input, limits: limits)
        }
        do {
            return try body(value)
        } catch let failure as TypedFailure {
            throw ValueLocator.error(for: failure, in: value, input: input, limits: limits)
        }
    }
}
