// swift-tools-version:6.0
import PackageDescription

/// Examples of XMLReading and XMLRPC in server-side Swift, kept out of the root package so the
/// library stays dependency-free: a large document read from AsyncHTTPClient's response body, one
/// written item by item into Hummingbird's, and an XML-RPC server on Hummingbird.
let package = Package(
    name: "XMLReadingExamples",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "XMLReading", path: ".."),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .executableTarget(
            name: "catalog-download",
            dependencies: [
                .product(name: "XMLReading", package: "XMLReading"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            path: "Sources/CatalogDownload"
        ),
        .executableTarget(
            name: "xmlrpc-server",
            dependencies: [
                .product(name: "XMLRPC", package: "XMLReading"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Sources/XMLRPCServer"
        ),
        .executableTarget(
            name: "catalog-export",
            dependencies: [
                .product(name: "XMLReading", package: "XMLReading"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Sources/CatalogExport"
        ),
        .testTarget(
            name: "ExamplesTests",
            path: "Tests/ExamplesTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
