// swift-tools-version:6.0
// The suites of XMLReadingTests that run several threads or tasks at once, built alone so that the
// thread sanitizer instruments only them and the modules they use:
// `swift test --package-path Tests/ThreadSanitizer --sanitize=thread` (in CI). Its sources are
// links to the suites' files in Tests/XMLReadingTests, where they run in every test run too.
import PackageDescription

let package = Package(
    name: "ThreadSanitizer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "XMLReading", path: "../..")],
    targets: [
        .target(
            name: "TestSupport",
            dependencies: [.product(name: "XMLReading", package: "XMLReading")]
        ),
        .testTarget(
            name: "ConcurrencySuites",
            dependencies: [
                "TestSupport", .product(name: "XMLReading", package: "XMLReading"),
                .product(name: "XMLRPC", package: "XMLReading"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
