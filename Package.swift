// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftLocaleKit",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .executable(name: "localekit", targets: ["localekit"]),
        .library(name: "LocaleCatalog", targets: ["LocaleCatalog"]),
    ],
    targets: [
        .target(name: "LocalizationFormats"),
        .target(
            name: "LocaleCatalog",
            dependencies: ["LocalizationFormats"]
        ),
        .executableTarget(
            name: "localekit",
            dependencies: ["LocaleCatalog"]
        ),
        .testTarget(
            name: "LocalizationFormatsTests",
            dependencies: ["LocalizationFormats"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LocaleCatalogTests",
            dependencies: ["LocaleCatalog"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "localekitTests",
            dependencies: ["localekit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
