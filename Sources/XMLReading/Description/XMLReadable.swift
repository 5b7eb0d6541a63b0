/// A model type that XMLReading can fill from XML.
///
/// Conform by giving the type an empty initializer and a ``ParsingDescription`` that binds element
/// and attribute names to its properties:
///
/// ```swift
/// struct Author: XMLReadable {
///     var name = ""
///     var born: Int? = nil
///     static let parsingDescription = ParsingDescription<Author> {
///         Element("name", \.name)          // <name>Ursula K. Le Guin</name>
///         Attribute("born", \.born)        // <author born="1929">
///     }
/// }
/// ```
///
/// Classes conform too; make them `final` so that `Self` is the class itself.
/// The type itself (its metatype) must be usable from any thread, as every plain struct and class is.
public protocol XMLReadable: _XMLSendableMetatype {
    /// Creates the empty value that reading fills in.
    ///
    /// Stored properties with default values give one: `var title = ""`.
    init()
    /// How XML maps onto this type. Declare it as a `static let` so it is built once.
    ///
    /// ```swift
    /// static let parsingDescription = ParsingDescription<Author> { Element("name", \.name) }
    /// ```
    static var parsingDescription: ParsingDescription<Self> { get }
}

#if compiler(>=6.2)
    /// Requires a Sendable metatype where the compiler knows the notion (Swift 6.2 and later), so that
    /// descriptions can create models from any thread.
    public typealias _XMLSendableMetatype = SendableMetatype
#else
    /// Requires nothing on compilers before Swift 6.2, which have no `SendableMetatype`.
    public typealias _XMLSendableMetatype = Any
#endif
