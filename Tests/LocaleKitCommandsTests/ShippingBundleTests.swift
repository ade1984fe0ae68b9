import AccessorGeneration
import Foundation
import LocaleCatalog
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleKitCommands

/// Every accessor looks where its table ships: a local package's tables are its own, a framework has
/// its own bundle, a `Settings.bundle` gets no accessor, and a plain package's `defaultLocalization`
/// is its development language.
@Suite struct ShippingBundleTests {
    private func generate(_ root: String, _ change: (inout CommandLineOptions) -> Void = { _ in }) throws
        -> (code: String, notes: [Diagnostic])
    {
        var options = CommandLineOptions(paths: [root])
        change(&options)
        let output = root + "/L10n.swift"
        let write = try Frontend(options).resolve().generateAccessors(to: output)
        let code = try String(contentsOfFile: output, encoding: .utf8)
        return (code, write.diagnostics.filter { $0.rule == .otherBundle })
    }

    /// Run from the app's folder, with no Xcode project: the local package's catalog stays its own.
    @Test func aLocalPackageKeepsItsTables() throws {
        let root = try TestPaths.scratchFolder()
        try TestPaths.write(
            [
                "App/en.lproj/Localizable.strings": "\"app.title\" = \"App\";\n",
                "Packages/Feature/Package.swift": "// swift-tools-version: 6.1\n",
                "Packages/Feature/Sources/Feature/Resources/en.lproj/Localizable.strings":
                    "\"feature.title\" = \"Feature\";\n",
                "Packages/Feature/Sources/Feature/Resources/en.lproj/Feature.strings": "\"x\" = \"X\";\n",
            ], under: root)
        let (code, notes) = try generate(root)
        #expect(code.contains("\"app.title\""))
        #expect(!code.contains("feature.title"))
        #expect(!code.contains("enum Feature"))
        #expect(notes.count == 1)
        #expect(notes.first?.location?.file.hasSuffix("Packages/Feature/Package.swift") == true)
        #expect(notes.first?.message.contains("Feature, Localizable") == true)
    }

    /// Run inside the package, its own tables are generated for its `Bundle.module`.
    @Test func aPackageRunFromItsOwnFolderGeneratesForModule() throws {
        let root = try TestPaths.scratchFolder()
        try TestPaths.write(
            [
                "Feature/Package.swift": "// swift-tools-version: 6.1\n",
                "Feature/Sources/Feature/Resources/en.lproj/Localizable.strings": "\"feature.title\" = \"F\";\n",
            ], under: root)
        let (code, notes) = try generate(root + "/Feature/Sources/Feature")
        #expect(code.contains("\"feature.title\", table: \"Localizable\", bundle: .module"))
        #expect(notes.isEmpty)
    }

    /// `generate --target App` of an XcodeGen project whose sources hold a vendored package.
    @Test func aVendoredPackageStaysOutOfTheAppsAccessors() throws {
        let root = try TestPaths.scratchFolder()
        try TestPaths.write(
            [
                "project.yml": """
                name: App
                targets:
                  App:
                    type: application
                    sources:
                      - App
                      - Vendor
                """,
                "App/en.lproj/Localizable.strings": "\"app.title\" = \"App\";\n",
                "Vendor/Updater/Package.swift": "// swift-tools-version: 5.9\n",
                "Vendor/Updater/Sources/Updater/Resources/en.lproj/Updater.strings": "\"Update\" = \"Update\";\n",
            ], under: root)
        let (code, notes) = try generate(root) { $0.xcodeTarget = "App" }
        #expect(code.contains("\"app.title\", table: \"Localizable\", bundle: .main"))
        #expect(!code.contains("Updater"))
        #expect(notes.count == 1)
    }

    /// A framework target's accessors find the framework's bundle, not the app's.
    @Test func aFrameworkTargetLooksInItsOwnBundle() throws {
        let root = try TestPaths.scratchFolder()
        try TestPaths.write(
            [
                "project.yml": """
                name: Kit
                targets:
                  Kit:
                    type: framework
                    sources:
                      - Kit
                """,
                "Kit/en.lproj/Localizable.strings": "\"kit.title\" = \"Kit\";\n",
            ], under: root)
        let (code, _) = try generate(root) { $0.xcodeTarget = "Kit" }
        #expect(code.contains("bundle: BundleToken.bundle"))
        #expect(code.contains("private final class BundleToken"))
        #expect(code.contains("Foundation.Bundle(for: BundleToken.self)"))
        let (appCode, _) = try generate(root) { $0.generate.bundle = "main" }
        #expect(!appCode.contains("BundleToken"))
    }

    /// The Settings app reads `Settings.bundle` through `Root.plist`: no `L10n.Root`.
    @Test func aSettingsBundleGetsNoAccessors() throws {
        let root = try TestPaths.scratchFolder()
        try TestPaths.write(
            [
                "App/en.lproj/Localizable.strings": "\"app.title\" = \"App\";\n",
                "App/Settings.bundle/en.lproj/Root.strings": "\"version\" = \"Version\";\n",
            ], under: root)
        let (code, notes) = try generate(root)
        #expect(code.contains("app.title"))
        #expect(!code.contains("enum Root"))
        #expect(notes.map(\.message).first?.contains("Settings.bundle is a bundle of its own") == true)
    }

    /// `usage` leaves a Settings.bundle's keys out and keeps a package's (its sources may use them).
    @Test func usageLeavesOutOnlySeparateBundles() throws {
        let root = try TestPaths.scratchFolder()
        try TestPaths.write(
            [
                "App/en.lproj/Localizable.strings": "\"app.title\" = \"App\";\n",
                "App/Settings.bundle/en.lproj/Root.strings": "\"version\" = \"Version\";\n",
                "Packages/Feature/Package.swift": "// swift-tools-version: 6.1\n",
                "Packages/Feature/Sources/Feature/Resources/en.lproj/Feature.strings": "\"f\" = \"F\";\n",
            ], under: root)
        let catalog = try Frontend(CommandLineOptions(paths: [root])).resolve().loadCatalog()
        #expect(Set(catalog.tables.keys) == ["Localizable", "Root", "Feature"])
        let (kept, notes) = catalog.shippedByOwnBundle(roots: [root], keepingPackages: true)
        #expect(Set(kept.tables.keys) == ["Localizable", "Feature"])
        #expect(notes.count == 1)
        #expect(Set(catalog.shippedByOwnBundle(roots: [root]).catalog.tables.keys) == ["Localizable"])
    }

    /// `defaultLocalization: "de"` with `en.lproj` beside `de.lproj`: German is the reference.
    @Test func aPlainPackagesDefaultLocalizationIsTheDevelopmentLanguage() throws {
        let root = try TestPaths.scratchFolder()
        try TestPaths.write(
            [
                "Package.swift": """
                // swift-tools-version: 6.1
                import PackageDescription
                let package = Package(name: "Greeter", defaultLocalization: "de", targets: [])
                """,
                "Sources/Greeter/Resources/de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
                "Sources/Greeter/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            ], under: root)
        let project = try Frontend(CommandLineOptions(paths: [root + "/Sources/Greeter"])).resolve()
        #expect(project.developmentLanguage == "de")
        let catalog = project.loadCatalog()
        #expect(catalog.developmentLanguage == "de")
        let explicit = try Frontend(
            {
                var options = CommandLineOptions(paths: [root])
                options.developmentLanguage = "en"
                return options
            }()
        ).resolve()
        #expect(explicit.developmentLanguage == "en")
    }
}
