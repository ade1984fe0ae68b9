// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SwiftLocaleKit",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .executable(name: "localekit", targets: ["localekit"]),
        .library(name: "LocaleCatalog", targets: ["LocaleCatalog"]),
        .library(name: "SwiftLocaleKit", targets: ["SwiftLocaleKit"]),
        .library(name: "ForgeObservers", targets: ["ForgeObservers"]),
        .plugin(name: "LocaleKitPlugin", targets: ["LocaleKitPlugin"]),
        .plugin(name: "LocaleKitCommand", targets: ["LocaleKitCommand"]),
    ],
    targets: [
        .target(name: "LocalizationFormats"),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "LocaleCatalog",
            dependencies: ["LocalizationFormats", "CLibXML2", "SwiftSourceScanner"]
        ),
        .target(name: "ForgeObservers"),
        .target(name: "SwiftSourceScanner"),
        .target(
            name: "SwiftLocaleKit",
            dependencies: ["LocalizationFormats", "ForgeObservers"]
        ),
        .executableTarget(
            name: "localekit",
            dependencies: ["LocaleCatalog"]
        ),
        .executableTarget(
            name: "localekit-bench",
            dependencies: ["LocaleCatalog", "LocalizationFormats", "SwiftLocaleKit", "SwiftSourceScanner"]
        ),
        .plugin(
            name: "LocaleKitPlugin",
            capability: .buildTool(),
            dependencies: ["localekit"]
        ),
        .plugin(
            name: "LocaleKitCommand",
            capability: .command(
                intent: .custom(
                    verb: "localekit",
                    description: "Check, generate, compile or export the localization files of the package's targets."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "`generate --output` and `compile` write files into the package (check, stats and export only read)."
                    )
                ]
            ),
            dependencies: ["localekit"]
        ),
        .testTarget(
            name: "LocalizationFormatsTests",
            dependencies: ["LocalizationFormats"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LocaleCatalogTests",
            dependencies: ["LocaleCatalog", "SwiftSourceScanner"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SwiftLocaleKitTests",
            dependencies: ["SwiftLocaleKit"],
            resources: ["en", "de", "ru", "ar", "ja", "zh-Hans", "Base", "fr"].map { .copy("Resources/\($0).lproj") }
        ),
        .testTarget(
            name: "SwiftSourceScannerTests",
            dependencies: ["SwiftSourceScanner"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ForgeObserversTests",
            dependencies: ["ForgeObservers"]
        ),
        .testTarget(
            name: "GeneratedAccessorTests",
            dependencies: ["SwiftLocaleKit"],
            resources: [.copy("Resources/en.lproj"), .copy("Resources/de.lproj")]
        ),
        .testTarget(
            name: "localekitTests",
            dependencies: ["localekit"]
        ),
        .testTarget(
            name: "LocalekitBenchTests",
            dependencies: ["localekit-bench", "LocaleCatalog", "LocalizationFormats"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
