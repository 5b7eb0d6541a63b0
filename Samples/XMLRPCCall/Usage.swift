/// How to call `xmlrpc-call`, printed with every usage error and for `--help`.
enum Usage {
    static let text = """
        usage: xmlrpc-call [OPTIONS] URL METHOD [ARG…]
               xmlrpc-call [OPTIONS] --multicall URL FILE
        Calls METHOD with each ARG, an XML-RPC value in tagged JSON ({"int": 7}, {"string": "x"},
        {"array": […]}, {"struct": {…}}), and prints the result the same way. FILE holds a JSON array
        of {"method": METHOD, "params": [ARG…]}; the results print as one array, in order.
        options:
          --user NAME:PASSWORD  basic authentication (or http://NAME:PASSWORD@host/ in URL)
          --header NAME:VALUE   an HTTP header sent with every call (repeatable)
          --gzip                compress requests (gzip responses are always accepted)
          --timeout SECONDS     time limit for the whole call
          --max-bytes N         largest response accepted, decompressed (default 67108864)
        exit status: 0 a result, 3 a fault, 1 no readable answer, 2 a usage error or malformed ARG

        """
}

/// A command line that `xmlrpc-call` cannot follow, or a request for help: either way the usage
/// is printed.
struct UsageError: Error {
    /// What is wrong, or `nil` when help was asked for.
    let problem: String?

    init(_ problem: String) {
        self.problem = problem
    }

    private init() {
        problem = nil
    }

    static let help = UsageError()
}
