extension XMLRPCValue {
    /// The value as an XML-RPC `<value>` element: `XMLRPCValue.int(7).xml` is `<value><int>7</int></value>`.
    ///
    /// Integers in 32-bit range are written `<int>`, larger ones `<i8>`; doubles in the shortest
    /// form that reads back exactly (`0.1`, `1e+100`); dates in XML-RPC's form `19980717T14:08:55`;
    /// base64 on one line. Characters that XML 1.0 cannot hold at all (most control characters
    /// below U+0020) are written as they are and make the document unreadable, as in every
    /// XML-RPC implementation.
    public var xml: String {
        var writer = XMLRPCWriter()
        writer.write(self)
        return writer.output
    }
}
