# Sourced by Scripts/e2e/artifactbundle.sh and Scripts/bench/build-cost.sh.
# prebuilt_sample ROOT BUNDLE DIR: writes into DIR a package that builds Samples/Greeter's sources with
# the prebuilt `localekit` of BUNDLE (a localekit.artifactbundle folder or zip), as a user of the release
# would: `.binaryTarget(name: "LocaleKitBinary", path:)` (a copy inside the package), a build-tool plugin
# whose sources are LocaleKitPlugin's own (the tool comes from the bundle instead of the `localekit`
# target), and the SwiftLocaleKit runtime library from ROOT (built from source, as a library always is;
# the tool is not built).
prebuilt_sample() {
    local root="$1" bundle="$2" dir="$3"
    mkdir -p "$dir/Plugins/LocaleKitPrebuiltPlugin" "$dir/Sources"
    cp -R "$root/Samples/Greeter/Sources/Greeter" "$dir/Sources/"
    cp "$root/Samples/Greeter/expected-output.txt" "$dir/"
    cp "$root"/Plugins/LocaleKitPlugin/*.swift "$dir/Plugins/LocaleKitPrebuiltPlugin/"
    # SwiftPM takes a binary target's local path only relative to the package root.
    cp -R "$bundle" "$dir/"
    cat >"$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "GreeterPrebuilt",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "SwiftLocaleKit", path: "$root")],
    targets: [
        // Not named "localekit": target names are unique across the graph, and SwiftLocaleKit has one.
        // The plugin finds the tool by the name of the executable in the bundle (info.json): localekit.
        .binaryTarget(name: "LocaleKitBinary", path: "$(basename "$bundle")"),
        .plugin(name: "LocaleKitPrebuiltPlugin", capability: .buildTool(), dependencies: ["LocaleKitBinary"]),
        .executableTarget(
            name: "Greeter",
            dependencies: [.product(name: "SwiftLocaleKit", package: "SwiftLocaleKit")],
            resources: [.process("Resources")],
            plugins: ["LocaleKitPrebuiltPlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
}
