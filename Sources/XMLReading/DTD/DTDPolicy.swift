/// What a document's DTD may do, in ``ReadingOptions/dtd``.
///
/// | the internal subset declares | ``standard`` | ``internalEntities`` |
/// |---|---|---|
/// | `<!ATTLIST glob weight CDATA "50">` | applied: `<glob/>` reads as `<glob weight="50"/>`, up to ``maximumDefaultedAttributeBytes`` | applied |
/// | `<!ATTLIST book tags NMTOKENS #IMPLIED>` | applied: `tags="  a   b "` reads as `"a b"` (§3.3.3) | applied |
/// | `<!ENTITY e "text">` | refused: ``XMLReadingError/Code/entityDeclaration`` | `&e;` expanded in content and attribute values |
/// | `<!ENTITY % p "…">` | refused | declared, never read |
/// | `<!ENTITY e SYSTEM "file:…">` | refused: ``XMLReadingError/Code/externalEntity`` | declared, never read; `&e;` refused |
/// | `<!ELEMENT …>`, `<!NOTATION …>`, comments | checked, then ignored | checked, then ignored |
///
/// External DTD subsets (`<!DOCTYPE plist PUBLIC "…" "http://…">`) are never loaded. After a
/// parameter-entity reference (`%name;`) in the subset, later declarations are not read, as
/// XML 1.0 §5.1 asks of a processor that does not read what the reference names, unless the
/// document says `standalone="yes"` (then they are, as §5.1 asks too).
///
/// ```swift
/// let options = ReadingOptions(dtd: .internalEntities)
/// let policy = try XMLReader.object(ofType: BusConfig.self, element: "busconfig", from: url, options: options)
/// ```
public struct DTDPolicy: Sendable, Equatable {
    /// Whether `<!ATTLIST>` declarations are applied: defaults supplied to elements that lack the
    /// attribute (XML 1.0 §5.1), and the values of attributes declared with a type other than
    /// `CDATA` normalized (§3.3.3: leading and trailing spaces dropped, each run of spaces made
    /// one), before namespaces are resolved. When `false`, every value reads as written, as if no
    /// declaration had been read (§3.3.3 treats such attributes as `CDATA`). Default: `true`.
    ///
    /// `var policy = DTDPolicy.standard; policy.appliesAttributeDefaults = false`
    public var appliesAttributeDefaults: Bool

    /// The most bytes of defaulted attribute values added in one document; more fail with
    /// ``XMLReadingError/Code/limitExceeded`` (a short declaration must not make every element of
    /// a large document carry a long value unchecked). Default: 16 MiB.
    ///
    /// `var policy = DTDPolicy.standard; policy.maximumDefaultedAttributeBytes = 1 << 20`
    public var maximumDefaultedAttributeBytes: Int

    /// Whether internal general entities (`<!ENTITY name "text">`) are declared and their
    /// references in content and attribute values expanded, nested, within the limits below.
    /// When `false`, an entity declaration is refused (``XMLReadingError/Code/entityDeclaration``,
    /// ``XMLReadingError/Code/externalEntity`` for an external one). When `true`, external and
    /// parameter entities may be declared (XML 1.0 §4.4) and are never read: a reference to an
    /// external one in content is refused. Default: `false`.
    public var expandsInternalEntities: Bool

    /// How many times its own size expansion may make a document (expanded bytes over the
    /// document's bytes, as expat measures it); more fail with
    /// ``XMLReadingError/Code/limitExceeded``. Default: 100.
    ///
    /// `var policy = DTDPolicy.internalEntities; policy.maximumEntityAmplification = 10`
    public var maximumEntityAmplification: Double

    /// The expanded size from which ``maximumEntityAmplification`` is checked, so that small
    /// documents may use entities freely (expat's activation threshold). Default: 8 MiB.
    ///
    /// `var policy = DTDPolicy.internalEntities; policy.entityAmplificationThreshold = 1 << 20`
    public var entityAmplificationThreshold: Int

    /// How deep entity references inside replacement texts may nest. Default: 32.
    ///
    /// `var policy = DTDPolicy.internalEntities; policy.maximumEntityNesting = 4`
    public var maximumEntityNesting: Int

    /// Creates a policy; every parameter has a safe default.
    ///
    /// `DTDPolicy(appliesAttributeDefaults: false)` ignores `<!ATTLIST>` defaults and types and refuses entities.
    public init(
        appliesAttributeDefaults: Bool = true, maximumDefaultedAttributeBytes: Int = 16 * 1024 * 1024,
        expandsInternalEntities: Bool = false, maximumEntityAmplification: Double = 100,
        entityAmplificationThreshold: Int = 8 * 1024 * 1024, maximumEntityNesting: Int = 32
    ) {
        self.appliesAttributeDefaults = appliesAttributeDefaults
        self.maximumDefaultedAttributeBytes = maximumDefaultedAttributeBytes
        self.expandsInternalEntities = expandsInternalEntities
        self.maximumEntityAmplification = maximumEntityAmplification
        self.entityAmplificationThreshold = entityAmplificationThreshold
        self.maximumEntityNesting = maximumEntityNesting
    }

    /// Attribute defaults applied (within 16 MiB), entity declarations refused.
    ///
    /// `ReadingOptions(dtd: .standard)`, the default.
    public static let standard = DTDPolicy()

    /// ``standard``, and internal general entities expanded within the limits (a billion-laughs
    /// document is still refused, in well under a second).
    ///
    /// `ReadingOptions(dtd: .internalEntities)`: `<!ENTITY u "root">` then `<user>&u;</user>` reads `"root"`.
    public static let internalEntities = DTDPolicy(expandsInternalEntities: true)
}
