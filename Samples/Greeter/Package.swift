// swift-tools-version: 6.1
import PackageDescription

// A command-line app localized with SwiftLocaleKit: `swift run --package-path Samples/Greeter`.
let package = Package(
    name: "Greeter",
    defaultLocalization: "en",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [
        // `name:` keeps the product reference below valid whatever this checkout's folder is called.
        .package(name: "SwiftLocaleKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Greeter",
            dependencies: [.product(name: "SwiftLocaleKit", package: "SwiftLocaleKit")],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "LocaleKitPlugin", package: "SwiftLocaleKit")]
        )
    ],
    swiftLanguageModes: [.v6]
)
