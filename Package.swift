// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftLocaleKit",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .executable(name: "localekit", targets: ["localekit"]),
        .library(name: "LocaleCatalog", targets: ["LocaleCatalog"]),
        .library(name: "SwiftLocaleKit", targets: ["SwiftLocaleKit"]),
    ],
    targets: [
        .target(name: "LocalizationFormats"),
        .target(
            name: "LocaleCatalog",
            dependencies: ["LocalizationFormats"]
        ),
        .target(
            name: "SwiftLocaleKit",
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
            name: "SwiftLocaleKitTests",
            dependencies: ["SwiftLocaleKit"],
            exclude: ["Fixtures"],
            resources: [.copy("Resources/en.lproj"), .copy("Resources/de.lproj"), .copy("Resources/ru.lproj"),
                .copy("Resources/ar.lproj"), .copy("Resources/ja.lproj"), .copy("Resources/zh-Hans.lproj"),
                .copy("Resources/Base.lproj"), .copy("Resources/fr.lproj")]
        ),
        .testTarget(
            name: "localekitTests",
            dependencies: ["localekit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
