/// The namespaces whose elements an ``AnyElements`` keeps, or whose attributes an
/// ``AnyAttributes`` keeps: XML Schema's `namespace` of `xs:any` and `xs:anyAttribute`.
///
/// ```swift
/// // <xs:any namespace="##other"/> in a schema whose target namespace is the sitemap's:
/// AnyElements(\.extensions, namespaces: .other(than: "http://www.sitemaps.org/schemas/sitemap/0.9"))
/// // <xs:anyAttribute namespace="##local urn:x"/>:
/// AnyAttributes(\.others, namespaces: .only([nil, "urn:x"]))
/// ```
///
/// An element or attribute outside them is unknown content: with
/// ``UnknownContentPolicy/refuse`` the read fails
/// (`unknown element <locX> in <url>; AnyElements keeps only elements in any namespace but
/// http://www.sitemaps.org/schemas/sitemap/0.9 and no namespace`), with
/// ``UnknownContentPolicy/ignore`` it is left out of the model.
/// `nil` stands for no namespace (XML Schema's `##local`).
public struct WildcardNamespaces: Sendable, Hashable, CustomStringConvertible {
    /// The namespaces listed, `""` for no namespace; `admitsListed`: whether the listed ones are
    /// the only ones admitted (`true`) or the only ones refused (`false`).
    let listed: Set<String>
    let admitsListed: Bool

    init(listed: Set<String>, admitsListed: Bool) {
        self.listed = listed
        self.admitsListed = admitsListed
    }

    /// Every namespace, and no namespace (`##any`).
    ///
    /// ```swift
    /// AnyElements(\.others, namespaces: .any)      // the same as AnyElements(\.others)
    /// ```
    public static let any = WildcardNamespaces(listed: [], admitsListed: false)

    /// Only these namespaces; `nil` for no namespace (a list of URIs, `##targetNamespace` and
    /// `##local`).
    ///
    /// ```swift
    /// // <xs:anyAttribute namespace="##local urn:x"/>
    /// AnyAttributes(\.others, namespaces: .only([nil, "urn:x"]))
    /// ```
    public static func only(_ namespaces: [String?]) -> WildcardNamespaces {
        WildcardNamespaces(listed: Set(namespaces.map { $0 ?? "" }), admitsListed: true)
    }

    /// Every namespace except these; `nil` for no namespace.
    ///
    /// ```swift
    /// AnyElements(\.others, namespaces: .except(["urn:internal"]))   // no namespace is admitted
    /// ```
    public static func except(_ namespaces: [String?]) -> WildcardNamespaces {
        WildcardNamespaces(listed: Set(namespaces.map { $0 ?? "" }), admitsListed: false)
    }

    /// XML Schema's `##other`: any namespace but `namespace` (the schema's target namespace),
    /// and never no namespace.
    ///
    /// ```swift
    /// AnyElements(\.extensions, namespaces: .other(than: "http://www.sitemaps.org/schemas/sitemap/0.9"))
    /// ```
    public static func other(than namespace: String?) -> WildcardNamespaces {
        except([namespace, nil])
    }

    /// Whether an element or attribute in `namespace` (`nil`: none) is admitted.
    ///
    /// ```swift
    /// WildcardNamespaces.other(than: "urn:a").admits("urn:b")   // true
    /// WildcardNamespaces.other(than: "urn:a").admits(nil)       // false
    /// ```
    public func admits(_ namespace: String?) -> Bool {
        listed.contains(namespace ?? "") == admitsListed
    }

    /// Whether every namespace is admitted.
    @usableFromInline var admitsAll: Bool { !admitsListed && listed.isEmpty }

    /// What is admitted, in the words of ``UnknownContentPolicy/refuse``'s message.
    ///
    /// ```swift
    /// WildcardNamespaces.other(than: "urn:a").description   // "any namespace but urn:a and no namespace"
    /// WildcardNamespaces.only([nil, "urn:a"]).description   // "the namespaces urn:a and no namespace"
    /// ```
    public var description: String {
        let names = listed.sorted().map { $0.isEmpty ? "no namespace" : $0 }
        // No namespace last: it reads as a footnote to the list of URIs.
        let ordered = names.filter { $0 != "no namespace" } + names.filter { $0 == "no namespace" }
        let list = ordered.listed("and")
        if admitsListed {
            if ordered.isEmpty { return "no namespace at all" }
            if ordered == ["no namespace"] { return "no namespace" }
            return (ordered.count == 1 ? "the namespace " : "the namespaces ") + list
        }
        return ordered.isEmpty ? "any namespace" : "any namespace but " + list
    }
}
