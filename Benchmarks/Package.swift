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
        // The chart's model and its SVG, apart from the executable so that its tests can import it.
        .target(
            name: "BenchmarkChart",
            dependencies: [.product(name: "XMLReading", package: "XMLReading")],
            path: "Sources/BenchmarkChart"
        ),
        .executableTarget(
            name: "xmlreading-benchmarks",
            dependencies: [
                "BenchmarkChart",
                .product(name: "XMLReading", package: "XMLReading"),
                .product(name: "XMLRPC", package: "XMLReading"),
                .product(name: "CXMLReadingLibXML2", package: "XMLReading"),
                .product(name: "XMLCoder", package: "XMLCoder"),
                .product(name: "SWXMLHash", package: "SWXMLHash"),
            ],
            path: "Sources/XMLReadingBenchmarks"
        ),
        .testTarget(
            name: "BenchmarkChartTests",
            dependencies: ["BenchmarkChart", .product(name: "XMLReading", package: "XMLReading")],
            path: "Tests/BenchmarkChartTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
