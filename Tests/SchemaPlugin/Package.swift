// swift-tools-version:6.0
// Uses XMLReading's build plugin as a user's package would: the models of Sources/Library's
// schema are generated at build time (`swift test --package-path Tests/SchemaPlugin`, in CI).
import PackageDescription

let package = Package(
    name: "SchemaPlugin",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "XMLReading", path: "../..")],
    targets: [
        .target(
            name: "Library",
            dependencies: [.product(name: "XMLReading", package: "XMLReading")],
            plugins: [.plugin(name: "XMLSchemaPlugin", package: "XMLReading")]
        ),
        .testTarget(
            name: "LibraryTests",
            dependencies: ["Library", .product(name: "XMLReading", package: "XMLReading")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
