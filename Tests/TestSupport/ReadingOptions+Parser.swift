import XMLReading

extension ReadingOptions {
    /// These options, read by `parser`: `options.on(.libxml2)`.
    public func on(_ parser: ReadingParser) -> ReadingOptions {
        var options = self
        options.parser = parser
        return options
    }
}
