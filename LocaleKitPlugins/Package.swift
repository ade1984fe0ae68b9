// swift-tools-version: 6.1
// The plugins package: what an app needs from SwiftLocaleKit, with `localekit` prebuilt. The build-tool
// and command plugins run the release `localekit` of an artifact bundle (a `binaryTarget`), so a package
// using them never compiles the tool; the runtime (`SwiftLocaleKit`) is a library and builds from
// source, as a library always does. Every source folder here is the repository's own (a symlink into
// `../Sources` and `../Plugins`; a release is a copy with the files themselves). `PluginsPackageTests`
// checks that this manifest declares those targets as `../Package.swift` does.
//
// In this repository the bundle is read by path: `Scripts/release-artifactbundle.sh --output LocaleKitPlugins`
// writes `localekit.artifactbundle` here. A release reads the zip by URL and checksum instead:
// `Scripts/release-artifactbundle.sh --plugins-url URL` writes that package (Scripts/lib/plugins-package.sh).
import PackageDescription

let package = Package(
    name: "LocaleKitPlugins",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "SwiftLocaleKit", targets: ["SwiftLocaleKit"]),
        .library(name: "ForgeObservers", targets: ["ForgeObservers"]),
        .plugin(name: "LocaleKitPlugin", targets: ["LocaleKitPlugin"]),
        .plugin(name: "LocaleKitCommand", targets: ["LocaleKitCommand"]),
        .plugin(name: "LocaleKitReadOnlyCommand", targets: ["LocaleKitReadOnlyCommand"]),
    ],
    targets: [
        .target(name: "LocalizationFormats"),
        .target(name: "ForgeObservers"),
        .target(
            name: "SwiftLocaleKit",
            dependencies: ["LocalizationFormats", "ForgeObservers"]
        ),
        // Not named "localekit": the plugins find the tool by the name of the executable in the bundle
        // (info.json), which is `localekit`, as in SwiftLocaleKit's own package.
        .binaryTarget(name: "LocaleKitBinary", path: "localekit.artifactbundle"),
        .plugin(
            name: "LocaleKitPlugin",
            capability: .buildTool(),
            dependencies: ["LocaleKitBinary"]
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
            dependencies: ["LocaleKitBinary"]
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
            dependencies: ["LocaleKitBinary"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type == .regular {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
