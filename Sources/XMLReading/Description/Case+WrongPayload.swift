/// A ``Case`` whose payload type is not the one its enum case takes, refused by the compiler with a
/// message that names the mistake, in place of a conversion error between closure types.
extension Case {
    /// Not available: the payload type (the second argument) must be the type the enum case (the
    /// third) takes as its associated value.
    ///
    /// ```swift
    /// Case("LineString", LineString.self, Geometry.lineString)   // case lineString(LineString)
    /// ```
    @available(
        *, unavailable,
        message:
            "this Case reads a payload of another type than its enum case takes; give the type the case wraps: Case(\"name\", Payload.self, Enum.caseTakingPayload)"
    )
    @_disfavoredOverload
    public init<Payload, Other>(
        _ name: XMLName, _ type: Payload.Type, _ embed: @escaping @Sendable (Other) -> Value
    ) {
        fatalError("unavailable")
    }
}
