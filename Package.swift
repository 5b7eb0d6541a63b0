// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "XMLReading",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "XMLReading", targets: ["XMLReading"]),
        .executable(name: "book-catalog", targets: ["BookCatalog"]),
    ],
    targets: [
        .target(name: "XMLReading"),
        .executableTarget(
            name: "BookCatalog",
            dependencies: ["XMLReading"],
            path: "Samples/BookCatalog"
        ),
        .testTarget(
            name: "XMLReadingTests",
            dependencies: ["XMLReading", "BookCatalog"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
