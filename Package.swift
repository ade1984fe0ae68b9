// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SwiftLocaleKit",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .executable(name: "localekit", targets: ["localekit"]),
        .library(name: "LocaleCatalog", targets: ["LocaleCatalog"]),
        .library(name: "LocaleCheck", targets: ["LocaleCheck", "LocaleCheckReporting"]),
        .library(name: "SwiftLocaleKit", targets: ["SwiftLocaleKit"]),
        .library(name: "ForgeObservers", targets: ["ForgeObservers"]),
        .plugin(name: "LocaleKitPlugin", targets: ["LocaleKitPlugin"]),
        .plugin(name: "LocaleKitCommand", targets: ["LocaleKitCommand"]),
        .plugin(name: "LocaleKitReadOnlyCommand", targets: ["LocaleKitReadOnlyCommand"]),
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
            dependencies: ["LocalizationFormats", "CLibXML2"]
        ),
        .target(name: "ForgeObservers"),
        .target(name: "SwiftSourceScanner"),
        .target(
            name: "Mustache",
            dependencies: ["LocalizationFormats"]
        ),
        .target(
            name: "StencilEngine",
            dependencies: ["LocalizationFormats"]
        ),
        .target(
            name: "LocaleCheck",
            dependencies: ["LocaleCatalog", "LocalizationFormats"]
        ),
        .target(
            name: "LocaleCheckReporting",
            dependencies: ["LocaleCheck", "LocaleCatalog", "LocalizationFormats"]
        ),
        .target(
            name: "AccessorGeneration",
            dependencies: ["Mustache", "StencilEngine", "LocaleCatalog", "LocalizationFormats"]
        ),
        .target(
            name: "CodeReading",
            dependencies: ["LocaleCatalog", "LocalizationFormats", "SwiftSourceScanner"]
        ),
        .target(
            name: "KeyUsage",
            dependencies: [
                "CodeReading", "LocaleCheckReporting", "LocaleCheck", "AccessorGeneration", "LocaleCatalog",
                "LocalizationFormats", "SwiftSourceScanner",
            ]
        ),
        .target(
            name: "CatalogSync",
            dependencies: ["CodeReading", "KeyUsage", "LocaleCatalog", "LocalizationFormats", "SwiftSourceScanner"]
        ),
        .target(
            name: "LocaleKitCommands",
            dependencies: [
                "CatalogSync", "KeyUsage", "LocaleCheck", "AccessorGeneration", "LocaleCatalog", "LocalizationFormats",
            ]
        ),
        .target(
            name: "SwiftLocaleKit",
            dependencies: ["LocalizationFormats", "ForgeObservers"]
        ),
        .executableTarget(
            name: "localekit",
            dependencies: [
                "LocaleKitCommands", "LocaleCheckReporting", "KeyUsage", "LocaleCheck", "AccessorGeneration",
                "LocaleCatalog", "LocalizationFormats", "CatalogSync", "CodeReading",
            ]
        ),
        .executableTarget(
            name: "localekit-bench",
            dependencies: [
                "LocaleCheckReporting", "KeyUsage", "LocaleCheck", "AccessorGeneration", "LocaleCatalog",
                "LocalizationFormats", "SwiftLocaleKit", "SwiftSourceScanner", "CatalogSync", "StencilEngine",
                "CodeReading",
            ]
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
                    description:
                        "Check, generate, compile, export, sync or format the localization files of the package's targets."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "`generate --output`, `compile`, `sync` and `format` write files into the package (check, stats, usage, dump, sync --check and format --check only read: `swift package localekit-check` runs them without this permission)."
                    )
                ]
            ),
            dependencies: ["localekit"]
        ),
        .plugin(
            name: "LocaleKitReadOnlyCommand",
            capability: .command(
                intent: .custom(
                    verb: "localekit-check",
                    description:
                        "Check (or stats, usage, dump, sync --check, format --check) the localization files of the package's targets; reads only, needs no permission."
                )
            ),
            dependencies: ["localekit"]
        ),
        .target(name: "LocaleKitTestSupport", path: "Tests/Support"),
        .testTarget(
            name: "LocalizationFormatsTests",
            dependencies: ["LocalizationFormats", "LocaleKitTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LocaleCatalogTests",
            dependencies: ["LocaleCatalog", "LocaleCheck", "LocaleCheckReporting", "KeyUsage", "LocaleKitTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LocaleCheckTests",
            dependencies: ["LocaleCheck", "LocaleCheckReporting", "KeyUsage", "LocaleCatalog", "LocaleKitTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "MustacheTests",
            dependencies: ["Mustache", "LocaleKitTestSupport"]
        ),
        .testTarget(
            name: "StencilEngineTests",
            dependencies: ["StencilEngine", "AccessorGeneration", "LocaleKitTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "AccessorGenerationTests",
            dependencies: ["AccessorGeneration", "Mustache", "LocaleCatalog", "LocaleKitTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LocaleKitCommandsTests",
            dependencies: [
                "LocaleKitCommands", "CatalogSync", "KeyUsage", "LocaleCheck", "AccessorGeneration", "LocaleCatalog",
                "LocaleKitTestSupport",
            ]
        ),
        .testTarget(
            name: "KeyUsageTests",
            dependencies: [
                "KeyUsage", "CodeReading", "LocaleCheckReporting", "LocaleCheck", "AccessorGeneration",
                "LocaleCatalog", "SwiftSourceScanner",
                "LocaleKitTestSupport",
            ]
        ),
        .testTarget(
            name: "CatalogSyncTests",
            dependencies: [
                "CatalogSync", "CodeReading", "LocaleCatalog", "LocalizationFormats", "LocaleKitTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SwiftLocaleKitTests",
            dependencies: ["SwiftLocaleKit", "LocalizationFormats", "LocaleKitTestSupport"],
            exclude: ["Fixtures"],
            resources: ["en", "de", "ru", "ar", "ja", "zh-Hans", "Base", "fr"].map { .copy("Resources/\($0).lproj") }
        ),
        .testTarget(
            name: "SwiftSourceScannerTests",
            dependencies: ["SwiftSourceScanner", "LocaleKitTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "AvailabilityAuditTests"),
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
            dependencies: [
                "localekit", "LocaleKitCommands", "LocaleCheck", "LocaleCatalog", "LocalizationFormats",
                "LocaleKitTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        // The build plugin's logic (its files, linked into this target: a plugin is no module to import)
        // against the built tool: the outputs it declares are the files `localekit build-plugin` writes.
        .testTarget(
            name: "PluginTests",
            dependencies: ["localekit", "LocaleKitTestSupport"]
        ),
        .testTarget(
            name: "LocalekitBenchTests",
            dependencies: ["localekit-bench", "LocaleCheck", "LocaleCatalog", "LocalizationFormats"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every module imports what it uses: a member of a module it does not import is an error, not a
// leak through another import (SE-0444).
for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
