import Foundation
import LocaleCatalog
import LocaleCheck
import LocalizationFormats
import Testing

@testable import LocaleKitCommands

/// `PluginBuild` follows `localekit.json` exactly as `check` does: the template, the usage rules over
/// the target's Swift files, and `localekit.lock` for `source-changed`.
@Suite struct PluginBuildConfigurationTests {
    typealias Target = PluginBuildTests.Target

    func build(_ target: Target, _ configuration: LocaleKitConfiguration, swiftSources: [String] = []) throws
        -> PluginBuild.Result
    {
        let options = CommandLineOptions.pluginBuild(
            files: target.files, configFile: nil, swiftSources: swiftSources)
        let project = try Frontend(options).resolve(configuration: configuration)
        return PluginBuild(files: target.files, project: project, accessorsFile: target.accessors).run()
    }

    @Test func theSwiftGenTemplateIsABuiltInTemplateNotAFile() throws {
        let target = try Target()
        defer { target.remove() }
        var configuration = LocaleKitConfiguration(directory: target.root.path)
        configuration.generate.template = "swiftgen"
        let result = try build(target, configuration)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let code = String(decoding: try #require(result.outputs.first?.data), as: UTF8.self)
        #expect(code.contains("private static func tr("))
    }

    @Test func aUsageRuleRunsOverTheTargetsSwiftFiles() throws {
        let target = try Target()
        defer { target.remove() }
        try target.write("Sources/App.swift", "print(L10n.title)\n")
        var configuration = LocaleKitConfiguration(directory: target.root.path)
        configuration.rules["unused-key"] = .warning
        let swift = [target.root.appendingPathComponent("Sources/App.swift").path]
        let result = try build(target, configuration, swiftSources: swift)
        let unused = result.diagnostics.filter { $0.rule == .unusedKey }
        #expect(unused.contains { $0.message.contains("greeting") }, "\(result.diagnostics)")
        #expect(!unused.contains { $0.message.contains("'title'") })
        // Without the Swift files (the plugin passes none unless a usage rule is on) nothing runs.
        #expect(try build(target, configuration).diagnostics.allSatisfy { $0.rule != .unusedKey })
    }

    @Test func sourceChangedFiresFromTheLockBesideTheConfiguration() throws {
        let target = try Target()
        defer { target.remove() }
        let configuration = LocaleKitConfiguration(directory: target.root.path)
        // `localekit lock` records each root (Res, L10n) apart; the plugin checks the target as one.
        _ = try TranslationLock.update(paths: [target.root.path], configuration: configuration)
        try target.write(
            "Res/en.lproj/Localizable.strings", "\"greeting\" = \"Hello, %@!\";\n\"title\" = \"Mailbox\";\n")
        let result = try build(target, configuration)
        let stale = result.diagnostics.filter { $0.rule == .sourceChanged }
        #expect(stale.count == 1, "\(result.diagnostics)")
        #expect(stale.first?.location?.file.hasSuffix("Res/de.lproj/Localizable.strings") == true)
    }
}
