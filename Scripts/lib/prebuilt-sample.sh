# Sourced by Scripts/e2e/plugins-package.sh and Scripts/bench/build-cost.sh.
# prebuilt_sample ROOT BUNDLE DIR: writes into DIR a package that builds Samples/Greeter's sources as a
# user of the release does: through the plugins package (ROOT/LocaleKitPlugins, written as published
# into DIR/LocaleKitPlugins by plugins_package, with BUNDLE, a localekit.artifactbundle folder or zip,
# inside), whose plugins run the prebuilt `localekit` and whose runtime library builds from source (the
# tool is not built).
# shellcheck source=plugins-package.sh
. "$(dirname "${BASH_SOURCE[0]}")/plugins-package.sh"

prebuilt_sample() {
    local root="$1" bundle="$2" dir="$3"
    mkdir -p "$dir/Sources"
    cp -R "$root/Samples/Greeter/Sources/Greeter" "$dir/Sources/"
    cp "$root/Samples/Greeter/expected-output.txt" "$dir/"
    plugins_package "$root" "$bundle" "$dir/LocaleKitPlugins"
    cat >"$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "GreeterPrebuilt",
    defaultLocalization: "en",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [.package(path: "LocaleKitPlugins")],
    targets: [
        .executableTarget(
            name: "Greeter",
            dependencies: [.product(name: "SwiftLocaleKit", package: "LocaleKitPlugins")],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "LocaleKitPlugin", package: "LocaleKitPlugins")]
        )
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
}
