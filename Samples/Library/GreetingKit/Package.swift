// swift-tools-version: 6.1
import PackageDescription

// A library with its own strings: the build plugin generates its accessors for its own bundle
// (`Bundle.module`), and they follow the language the host app selects in `LocaleKit.shared`.
let package = Package(
    name: "GreetingKit",
    defaultLocalization: "en",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [.library(name: "GreetingKit", targets: ["GreetingKit"])],
    dependencies: [.package(name: "SwiftLocaleKit", path: "../../..")],
    targets: [
        .target(
            name: "GreetingKit",
            dependencies: [.product(name: "SwiftLocaleKit", package: "SwiftLocaleKit")],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "LocaleKitPlugin", package: "SwiftLocaleKit")]
        )
    ],
    swiftLanguageModes: [.v6]
)
