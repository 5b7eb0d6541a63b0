// swift-tools-version:6.0
// The suites of XMLReadingTests that run several threads or tasks at once, built alone so that the
// thread sanitizer instruments only them (with the files they use) and the modules they read with.
// Its sources are links to files in Tests/XMLReadingTests, where the suites run in every test run
// too, and to Tests/TestSupport; CI runs the concurrent suites (the others linked need programs
// this package does not build):
//   swift test --package-path Tests/ThreadSanitizer --sanitize=thread \
//       --filter 'ConcurrencyTests|ConcurrencyStressTests|AsyncStreamTests|AsyncBytesInputTests|AsyncItemWritingTests'
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
