// swift-tools-version: 6.1
import PackageDescription

// An HTTP server that answers each request in the language its Accept-Language header prefers:
// `swift run --package-path Samples/LocalizedServer LocalizedServer --port 8080`.
let package = Package(
    name: "LocalizedServer",
    defaultLocalization: "en",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [
        // `name:` keeps the product reference below valid whatever this checkout's folder is called.
        .package(name: "SwiftLocaleKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "LocalizedServer",
            dependencies: [.product(name: "SwiftLocaleKit", package: "SwiftLocaleKit")],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "LocaleKitPlugin", package: "SwiftLocaleKit")]
        )
    ],
    swiftLanguageModes: [.v6]
)
