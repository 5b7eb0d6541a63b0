/// What a document's DTD may do, in ``ReadingOptions/dtd``.
///
/// | the internal subset declares | ``standard`` |
/// |---|---|
/// | `<!ATTLIST glob weight CDATA "50">` | applied: `<glob/>` reads as `<glob weight="50"/>`, up to ``maximumDefaultedAttributeBytes`` |
/// | `<!ENTITY e "text">` | refused: ``XMLReadingError/Code/entityDeclaration`` |
/// | `<!ENTITY e SYSTEM "file:…">` | refused: ``XMLReadingError/Code/externalEntity`` |
/// | `<!ELEMENT …>`, `<!NOTATION …>`, comments | ignored |
///
/// External DTD subsets (`<!DOCTYPE plist PUBLIC "…" "http://…">`) are never loaded. After a
/// parameter-entity reference (`%name;`) in the subset, later declarations are not read, as
/// XML 1.0 §5.1 asks of a processor that does not read what the reference names.
///
/// ```swift
/// var options = ReadingOptions()
/// options.dtd.maximumDefaultedAttributeBytes = 64 * 1024 * 1024
/// let info = try XMLReader.object(ofType: MimeInfo.self, element: "mime-info", from: url, options: options)
/// ```
public struct DTDPolicy: Sendable, Equatable {
    /// Whether `<!ATTLIST>` defaults are applied to elements that lack the attribute.
    public var appliesAttributeDefaults: Bool

    /// The most bytes of defaulted attribute values added in one document; more fail with
    /// ``XMLReadingError/Code/limitExceeded`` (a short declaration must not make every element of
    /// a large document carry a long value unchecked). Default: 16 MiB.
    public var maximumDefaultedAttributeBytes: Int

    /// Creates a policy.
    public init(appliesAttributeDefaults: Bool = true, maximumDefaultedAttributeBytes: Int = 16 * 1024 * 1024) {
        self.appliesAttributeDefaults = appliesAttributeDefaults
        self.maximumDefaultedAttributeBytes = maximumDefaultedAttributeBytes
    }

    /// Attribute defaults applied (within 16 MiB), entity declarations refused.
    public static let standard = DTDPolicy()
}
