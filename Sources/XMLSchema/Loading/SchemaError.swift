/// A schema that cannot be read: a file that is missing or not a schema, a reference that cannot
/// be resolved, a construct the generator does not know. The message names the file, and the line
/// and column when there is one.
///
/// ```
/// gpx.xsd:12:3: cannot read the schema "extensions.xsd" that xs:include asks for: no such file (/schemas/extensions.xsd)
/// ```
package struct SchemaError: Error, CustomStringConvertible, Equatable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
