/// A malformed ARG or multicall FILE, with a message that names it and says what is wrong:
/// `ARG 2 ({"int": 1.5}): "int" needs an integer (64 bits at most), found 1.5`.
struct InputError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
