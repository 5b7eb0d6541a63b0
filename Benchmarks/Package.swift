// swift-tools-version:6.0
import PackageDescription

/// Benchmarks for XMLReading, kept out of the root package so the library stays dependency-free.
let package = Package(
    name: "XMLReadingBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "XMLReading", path: ".."),
        .package(url: "https://github.com/CoreOffice/XMLCoder", exact: "0.18.2"),
        .package(url: "https://github.com/drmohundro/SWXMLHash", exact: "8.1.1"),
    ],
    targets: [
        .executableTarget(
            name: "xmlreading-benchmarks",
            dependencies: [
                .product(name: "XMLReading", package: "XMLReading"),
                .product(name: "XMLRPC", package: "XMLReading"),
                .product(name: "CXMLReadingLibXML2", package: "XMLReading"),
                .product(name: "XMLCoder", package: "XMLCoder"),
                .product(name: "SWXMLHash", package: "SWXMLHash"),
            ],
            path: "Sources/XMLReadingBenchmarks"
        )
    ],
    swiftLanguageModes: [.v6]
)
