import AccessorGeneration
import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleKitCommands

/// `Frontend`: `localekit.json` and the flags over it, resolved once for every command.
@Suite struct FrontendTests {
    /// A project whose `localekit.json` says `de` while the files would say `en`.
    static func project(_ json: String) throws -> String {
        let root = try TestPaths.scratchFolder()
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/de.lproj", withIntermediateDirectories: true)
        try "\"title\" = \"Inbox\";\n".write(toFile: root + "/en.lproj/A.strings", atomically: true, encoding: .utf8)
        try "\"title\" = \"Posteingang\";\n".write(
            toFile: root + "/de.lproj/A.strings", atomically: true, encoding: .utf8)
        try json.write(toFile: root + "/localekit.json", atomically: true, encoding: .utf8)
        return root
    }

    static let json = """
        {"developmentLanguage": "de", "strict": true, "rules": {"empty-value": "off"},
         "generate": {"template": "swiftgen", "tables": "separate", "substitutionLabels": true, "enumName": "S"}}
        """

    @Test func theConfigurationFoundFromThePathsDecidesEverything() throws {
        let root = try Self.project(Self.json)
        let project = try Frontend(CommandLineOptions(paths: [root])).resolve()
        #expect(project.developmentLanguage == "de")
        #expect(project.loadCatalog().developmentLanguage == "de")
        #expect(project.configuration.strict)
        #expect(project.checker.strict)
        #expect(project.configuration.rules["empty-value"] == .off)
        #expect(project.template == .swiftgen)
        #expect(project.generation.tableLayout == .separate)
        #expect(project.generation.substitutionLabels)
        #expect(project.generation.enumName == "S")
    }

    @Test func flagsOverrideTheirFields() throws {
        let root = try Self.project(Self.json)
        var options = CommandLineOptions(paths: [root])
        options.developmentLanguage = "en"
        options.generate.template = "flat"
        options.generate.tables = "nested"
        options.rules["empty-value"] = .warning
        options.exclude = ["de.lproj/**"]
        let project = try Frontend(options).resolve()
        #expect(project.loadCatalog().developmentLanguage == "en")
        #expect(project.template == .flat)
        #expect(project.generation.tableLayout == .nested)
        #expect(project.configuration.rules["empty-value"] == .warning)
        #expect(project.roots().files.values.joined().allSatisfy { !$0.contains("de.lproj") })
    }

    /// An Xcode app target has no `Bundle.module`: the accessors of an Xcode project's files look up in
    /// `.main`, a local package's inside it in `.module`, and a bundle the user names wins.
    @Test func theDefaultBundleFollowsTheProjectKind() throws {
        let fixture = TestPaths.fixtures(of: "LocaleCheckTests") + "/XcodeProject"
        func bundle(_ path: String, _ configure: (inout CommandLineOptions) -> Void = { _ in }) throws -> String {
            var options = CommandLineOptions(paths: [fixture + path])
            configure(&options)
            return try Frontend(options).resolve().generation.bundle
        }
        #expect(try bundle("/App") == ".main")
        #expect(try bundle("/Lib/Sources/Lib/Resources") == ".module")
        #expect(try bundle("/App") { $0.generate.bundle = "module" } == ".module")
        #expect(
            try bundle("/App") {
                $0.xcodeProject = nil; $0.findsConfiguration = false
            } == ".module")
    }

    /// The build plugin of an Xcode target names it: the project is read as every command reads it.
    @Test func thePluginOfAnXcodeTargetReadsTheProject() throws {
        let fixture = TestPaths.fixtures(of: "LocaleCheckTests") + "/XcodeProject"
        let files = [fixture + "/App/en.lproj/Localizable.strings", fixture + "/App/de.lproj/Localizable.strings"]
        let package = try Frontend(.pluginBuild(files: files, configFile: nil, swiftSources: [])).resolve()
        #expect(package.projectScope == nil && package.generation.bundle == ".module")
        let xcode = try Frontend(.pluginBuild(files: files, configFile: nil, swiftSources: [], xcodeTarget: "App"))
            .resolve()
        #expect(xcode.projectScope?.selectedTarget == "App" && xcode.generation.bundle == ".main")
    }

    @Test func aGenerateValueTheGeneratorCannotUseIsAConfigurationError() throws {
        let root = try Self.project(#"{"generate": {"tables": "sideways"}}"#)
        #expect(throws: ConfigurationError.self) { try Frontend(CommandLineOptions(paths: [root])).resolve() }
    }

    @Test func anEmptyFolderIsNoCleanCatalog() throws {
        let root = try TestPaths.scratchFolder()
        let project = try Frontend(CommandLineOptions(paths: [root])).resolve()
        #expect(throws: NoLocalizationFilesError.self) { try project.check() }
        #expect(try project.check(changedFiles: true).findings.isEmpty)
    }

    /// A plural without `other` is reported and blocks no write, in a translation or in the development
    /// language (Foundation reads the file); a development file Foundation refuses blocks only a write
    /// that keeps its output for it (`generate`), and gives nothing to the others.
    @Test func onlyAFileFoundationRefusesBlocksAWrite() throws {
        let root = try Self.project("{}")
        try FileManager.default.createDirectory(atPath: root + "/ru.lproj", withIntermediateDirectories: true)
        try Self.pluralWithoutOther.write(toFile: root + "/ru.lproj/A.stringsdict", atomically: true, encoding: .utf8)
        try Self.pluralWithoutOther.write(toFile: root + "/en.lproj/A.stringsdict", atomically: true, encoding: .utf8)
        let write = CatalogWrite.run(try Frontend(CommandLineOptions(paths: [root])).resolve()) {
            $0.developmentLanguage
        }
        // Whether a missing `other` matters is `plural-missing-category`'s to judge (`check`), not the writer's.
        #expect(!write.diagnostics.contains { $0.rule == .stringsdict })
        #expect(write.result == "en")
        try "\"k\" = \"no end".write(toFile: root + "/en.lproj/B.strings", atomically: true, encoding: .utf8)
        let project = try Frontend(CommandLineOptions(paths: [root])).resolve()
        let refused = CatalogWrite.run(project, keepsOutputForRefusedDevelopmentFile: true) { _ in true }
        #expect(refused.result == nil)
        #expect(!refused.blocking.isEmpty)
        #expect(refused.blocking.allSatisfy { $0.location?.file.hasSuffix("en.lproj/B.strings") == true })
        let written = CatalogWrite.run(project) { $0.tables["B"]?.languages["en"]?.entries.count }
        #expect(written.result == 0)
        #expect(written.diagnostics.contains { $0.severity == .note && $0.message.hasPrefix("nothing is written") })
    }

    /// `--rule` and `"rules"` set the severity a writing command reports a reader's finding at.
    @Test func aWriteReportsAtTheConfiguredSeverities() throws {
        let root = try Self.project(#"{"rules": {"escape": "warning"}}"#)
        try "\"k\" = \"Settings \\u203A %@\";\n".write(
            toFile: root + "/en.lproj/C.strings", atomically: true, encoding: .utf8)
        let write = CatalogWrite.run(try Frontend(CommandLineOptions(paths: [root])).resolve()) {
            $0.tables["C"]?.languages["en"]?.entries["k"]?.translation
        }
        #expect(!write.hasErrors)
        #expect(write.diagnostics.map(\.severity) == [.warning])
        #expect(write.result == .text("Settings u203A %@"))
        var options = CommandLineOptions(paths: [root])
        options.rules = ["escape": .error]
        #expect(CatalogWrite.run(try Frontend(options).resolve()) { _ in () }.hasErrors)
    }

    static let pluralWithoutOther = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d файл</string><key>few</key><string>%d файла</string>
            <key>many</key><string>%d файлов</string>
          </dict>
        </dict></dict></plist>
        """
}
