// swift-tools-version: 6.1
import PackageDescription

// An app that uses a localized library (GreetingKit): switching the app's language switches the
// library's strings too. `swift run --package-path Samples/Library/Host`.
let package = Package(
    name: "Host",
    defaultLocalization: "en",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [
        .package(name: "SwiftLocaleKit", path: "../../.."),
        .package(name: "GreetingKit", path: "../GreetingKit"),
    ],
    targets: [
        .executableTarget(
            name: "Host",
            dependencies: [
                .product(name: "SwiftLocaleKit", package: "SwiftLocaleKit"),
                .product(name: "GreetingKit", package: "GreetingKit"),
            ],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "LocaleKitPlugin", package: "SwiftLocaleKit")]
        )
    ],
    swiftLanguageModes: [.v6]
)
