// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "XMLReading",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "XMLReading", targets: ["XMLReading"]),
        .executable(name: "book-catalog", targets: ["BookCatalog"]),
        .library(name: "XMLRPC", targets: ["XMLRPC"]),
        .library(name: "XMLHTTP", targets: ["XMLHTTP"]),
        .executable(name: "xmlrpc-dump", targets: ["XMLRPCDump"]),
        .executable(name: "xmlrpc-call", targets: ["XMLRPCCall"]),
        .executable(name: "plist-dump", targets: ["PlistDump"]),
        .executable(name: "pom-summary", targets: ["PomSummary"]),
        .executable(name: "xml-describe", targets: ["XMLDescribe"]),
        .executable(name: "xml-schema", targets: ["XMLSchemaTool"]),
        // The system's libxml2 as a module, vended for the Benchmarks package (a package can use
        // another's targets only through its products); not part of XMLReading's API.
        .library(name: "CXMLReadingLibXML2", targets: ["CXMLReadingLibXML2"]),
        .plugin(name: "XMLSchemaPlugin", targets: ["XMLSchemaPlugin"]),
    ],
    targets: [
        .target(
            name: "XMLReading",
            dependencies: ["CXMLReadingLibXML2"],
            // Apple platforms keep iconv in a library of its own; on Linux it is part of the C library.
            linkerSettings: [.linkedLibrary("iconv", .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS]))]
        ),
        .executableTarget(
            name: "BookCatalog",
            dependencies: ["XMLReading", "XMLHTTP"],
            path: "Samples/BookCatalog",
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "PlistDump",
            dependencies: ["XMLReading"],
            path: "Samples/PlistDump",
            exclude: ["README.md"]
        ),
        .testTarget(
            name: "XMLReadingTests",
            dependencies: [
                "XMLReading", "BookCatalog", "PlistDump", "PomSummary", "XMLRPC", "XMLDescribe", "TestSupport",
                "InterruptedWriter",
            ]
        ),
        .target(
            name: "XMLRPC",
            dependencies: ["XMLReading", "XMLHTTP"],
            path: "Sources/XMLRPC"
        ),
        // Models as XML request and response bodies over HTTP, SOAP envelopes, and the HTTP
        // transport the XML-RPC client shares (headers, credentials, cookies, gzip, size cap).
        .target(
            name: "XMLHTTP",
            dependencies: ["XMLReading", "CZlib"],
            path: "Sources/XMLHTTP"
        ),
        // The system's zlib, for gzip-compressed requests and responses (no package
        // dependency). On Linux its headers come with zlib1g-dev (Debian, Ubuntu), which `.ci/run`
        // installs when missing; macOS has them in its SDK.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // The system's libxml2, the parser Foundation's `XMLParser` wraps on Linux, for an engine
        // on its SAX2 interface (no package dependency). On Linux its headers come with
        // libxml2-dev (Debian, Ubuntu), which `.ci/run` installs when missing; Apple platforms
        // have them in their SDK.
        .systemLibrary(
            name: "CXMLReadingLibXML2",
            path: "Sources/CXMLReadingLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .executableTarget(
            name: "XMLRPCDump",
            dependencies: ["XMLRPC"],
            path: "Samples/XMLRPCDump",
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "XMLRPCCall",
            dependencies: ["XMLRPC", "XMLHTTP"],
            path: "Samples/XMLRPCCall",
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "PomSummary",
            dependencies: ["XMLReading"],
            path: "Samples/PomSummary",
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "XMLDescribe",
            dependencies: ["XMLReading", "XMLSchema"],
            path: "Samples/XMLDescribe",
            exclude: ["README.md"]
        ),
        // XML Schema: the vocabulary read with XMLReading itself, the closure of a schema's
        // imports, and the Swift models generated from it (`xml-schema`).
        .target(
            name: "XMLSchema",
            dependencies: ["XMLReading"],
            path: "Sources/XMLSchema"
        ),
        .executableTarget(
            name: "XMLSchemaTool",
            dependencies: ["XMLSchema", "XMLReading"],
            path: "Sources/XMLSchemaTool"
        ),
        // Generates the models of a target's .xsd files at build time (xml-schema.json: its options).
        .plugin(
            name: "XMLSchemaPlugin",
            capability: .buildTool(),
            dependencies: ["XMLSchemaTool"]
        ),
        .testTarget(
            name: "XMLSchemaTests",
            dependencies: ["XMLSchema", "XMLSchemaTool", "XMLReading", "TestSupport"]
        ),
        .testTarget(
            name: "XMLRPCTests",
            // CXMLReadingLibXML2: ParserProbe wraps libxml2's allocator to tell the parsers apart.
            dependencies: [
                "XMLRPC", "XMLReading", "XMLHTTP", "XMLRPCDump", "XMLRPCCall", "TestSupport", "CXMLReadingLibXML2",
            ]
        ),
        .testTarget(
            name: "XMLHTTPTests",
            dependencies: ["XMLHTTP", "XMLReading", "TestSupport"]
        ),
        // A program AtomicFileWritingTests kills while it writes a file.
        .executableTarget(
            name: "InterruptedWriter",
            dependencies: ["XMLReading"],
            path: "Tests/InterruptedWriter"
        ),
        // What the test targets share: Python subprocesses, local HTTP servers.
        .target(
            name: "TestSupport",
            dependencies: ["XMLReading"],
            path: "Tests/TestSupport"
        ),
    ],
    swiftLanguageModes: [.v6]
)
