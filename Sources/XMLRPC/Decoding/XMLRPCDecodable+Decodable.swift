extension XMLRPCDecodable where Self: Decodable {
    /// A `Decodable` model decodes without a member description once it declares the conformance:
    /// struct members are matched to coding keys by name, as in
    /// ``XMLRPCResponse/decode(_:from:options:)-2td2z``.
    ///
    /// ```swift
    /// struct Point: Decodable, XMLRPCDecodable { var x: Int, y: Int }
    /// dispatcher.register("geometry.norm") { (p: Point) -> Double in (Double(p.x * p.x + p.y * p.y)).squareRoot() }
    /// ```
    public static func decode(_ value: XMLRPCValue, in context: XMLRPCDecodingContext) throws -> Self {
        try Self(from: XMLRPCValueDecoder(value: value, steps: []))
    }
}
