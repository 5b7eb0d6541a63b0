import Foundation
import XMLHTTP
import XMLReading

/// Where `book-catalog` reads its catalog from: the catalog bundled with the sample, a file, or
/// an `http` or `https` URL.
enum CatalogSource {
    case bundled
    case file(String)
    case url(URL)

    /// The source an argument names: a URL when it starts with `http://` or `https://`, a file
    /// path otherwise; the bundled catalog without one.
    init(argument: String?) {
        guard let argument else {
            self = .bundled
            return
        }
        let lowercased = argument.lowercased()
        if lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://"), let url = URL(string: argument) {
            self = .url(url)
        } else {
            self = .file(argument)
        }
    }

    /// How errors name the source: the argument as given.
    var name: String {
        switch self {
        case .bundled: "bundled catalog"
        case .file(let path): path
        case .url(let url): url.absoluteString
        }
    }

    /// The input to read, counting the bytes read in `progress` when given. A download is read
    /// as it arrives, without a size cap: a catalog may be as large as it likes, memory stays
    /// flat (`XMLInput.http` spools the body through an unlinked temporary file).
    func input(progress: Progress?) -> XMLInput {
        let input: XMLInput
        switch self {
        case .bundled: input = .string(BundledCatalog.xml)
        case .file(let path): input = .file(URL(fileURLWithPath: path))
        case .url(let url):
            var options = XMLHTTPClientOptions()
            options.maximumResponseSize = .max
            return .http(url, options: options, progress: progress)
        }
        return progress.map { input.reportingProgress(to: $0) } ?? input
    }
}
