import AccessorGeneration
import CodeReading
import Foundation
import KeyUsage
import LocaleCatalog
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// `usage` per target (issue 46): a table only a framework ships is compared with the sources that
/// framework compiles; an app's table, read from the main bundle by every target's code, with all.
/// The layout is vienna-rss's and ownCloud's: a Swift app and an Objective-C framework with its own
/// table, described by an XcodeGen `project.yml` read as `usage` reads it.
@Suite struct TargetAudienceTests {
    static let project = """
        name: Reader
        options:
          developmentLanguage: en
        targets:
          Reader:
            type: application
            platform: macOS
            sources:
              - App
          ReaderKit:
            type: framework
            platform: macOS
            sources:
              - Kit
        """
    static let files = [
        "App/View.swift": """
        struct V: View {
            var body: some View { Text("Settings") }
            let identifier = "Only Swift names this"
            let title = NSLocalizedString("Read through the bundle", tableName: "Kit", bundle: kit, comment: "")
        }
        """,
        "Kit/Feed.m": """
        self.title = NSLocalizedString(@"Framework reads the main bundle", nil);
        self.label = NSLocalizedStringFromTable(@"Kit key", @"Kit", nil);
        """,
    ]
    static let tables = [
        "App/en.lproj/Localizable.strings": ["Settings", "Framework reads the main bundle", "Never used"],
        "Kit/en.lproj/Kit.strings": ["Kit key", "Only Swift names this", "Kit unused", "Read through the bundle"],
    ]

    /// The unused keys of the fixture with `sources` read, with the project or without.
    func unused(sources: [String], withProject: Bool = true) throws -> [String] {
        let folder = try TestPaths.scratchFolder()
        for (name, text) in Self.files.merging(["project.yml": Self.project], uniquingKeysWith: { $1 }) {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        var catalog = Catalog(developmentLanguage: "en")
        for (file, keys) in Self.tables {
            let path = folder + "/" + file
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            var languageTable = LanguageTable(language: "en", files: [path])
            for (line, key) in keys.enumerated() {
                languageTable.entries[key] = Entry(
                    key: key, translation: .text(key), location: SourceLocation(file: path, line: line + 1, column: 1))
            }
            catalog.tables[name] = Table(name: name, languages: ["en": languageTable])
        }
        let project = try #require(XcodeGenProject.read(file: folder + "/project.yml"))
        let scope = withProject ? XcodeProjectScope(projects: [project], folder: folder) : nil
        let index = AccessorPathIndex(
            catalog: catalog, options: GenerationOptions(), template: .structured, tableEnums: [:])
        let finder = SourceReferenceFinder(index: index, functions: UsageFunctions())
        let report = UsageAnalyzer(catalog: catalog, finder: finder).analyze(
            sources: sources.map { folder + "/" + $0 }, scope: scope)
        #expect(report.problems == [])
        #expect(report.undefined.map(\.key) == [])
        return report.unused.map(\.key)
    }

    /// The framework's table gets only its own Objective-C uses: the app's Swift literal is no use
    /// of the framework's key, the app's lookup of a key its own bundle lacks is (it names the
    /// framework's bundle); the framework's `NSLocalizedString` with no table or bundle reads the
    /// app's table, and counts there.
    @Test func aFrameworksTableIsComparedWithItsOwnSources() throws {
        #expect(try unused(sources: ["App", "Kit"]) == ["Kit unused", "Only Swift names this", "Never used"])
    }

    /// Without the project, or when none of the framework's sources is read, every source may use
    /// every key, as before.
    @Test func withoutTheFrameworksSourcesEverySourceCounts() throws {
        #expect(try unused(sources: ["App", "Kit"], withProject: false) == ["Kit unused", "Never used"])
        #expect(
            try unused(sources: ["App"]) == ["Kit key", "Kit unused", "Framework reads the main bundle", "Never used"])
    }
}
