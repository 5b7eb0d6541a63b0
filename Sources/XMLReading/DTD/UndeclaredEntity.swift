/// The words for a reference to a general entity that no declaration the reader read declares,
/// as XML 1.0 §4.1 (well-formedness constraint Entity Declared) and §5.1 place it:
///
/// ```xml
/// <!DOCTYPE r [ %p; <!ENTITY who "Rex"> ]>
/// <r>&who;</r>
/// ```
///
/// - In a document with `standalone="yes"`, an undeclared entity is a well-formedness error.
/// - After a parameter-entity reference the reader does not read (and not standalone), the entity
///   may be declared by what it names; XML 1.0 makes the reference a validity error only, but the
///   reader cannot know the entity's text, so it refuses the reference and says why.
/// - Otherwise only the predefined entities (and, with ``DTDPolicy/internalEntities``, those the
///   internal subset declares) exist.
enum UndeclaredEntity {
    static func message(name: String, isStandalone: Bool, afterParameterReference: Bool) -> String {
        if isStandalone {
            return
                "reference to the undeclared entity &\(name);; a document with standalone=\"yes\" must declare every entity it refers to in its internal subset (XML 1.0 §4.1, well-formedness constraint Entity Declared)"
        }
        if afterParameterReference {
            return
                "reference to the undeclared entity &\(name);; a parameter-entity reference earlier in the internal subset may declare it, but parameter entities are never read, so its text is unknown"
        }
        return
            "reference to the undeclared entity &\(name);; only &lt; &gt; &amp; &quot; &apos; and character references are allowed"
    }
}
