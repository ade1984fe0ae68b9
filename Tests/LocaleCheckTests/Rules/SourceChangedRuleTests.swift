import Foundation
import KeyUsage
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct SourceChangedRuleTests {
    /// A root with `en` and `de` tables in a scratch folder, and its configuration there.
    func project(_ name: String = #function) throws -> (folder: String, configuration: LocaleKitConfiguration) {
        let folder = try TestPaths.scratchFolder(name)
        try write("\"greeting\" = \"Hello\";\n\"bye\" = \"Bye\";\n", to: "\(folder)/App/en.lproj/Localizable.strings")
        try write(
            "\"greeting\" = \"Hallo\";\n\"bye\" = \"Tschüss\";\n", to: "\(folder)/App/de.lproj/Localizable.strings")
        try write("{}\n", to: "\(folder)/localekit.json")
        return (folder, try LocaleKitConfiguration.load(file: "\(folder)/localekit.json", registry: .builtIn))
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func staleFindings(_ folder: String, _ configuration: LocaleKitConfiguration) throws -> [Finding] {
        let lock = try TranslationLock.load(file: TranslationLock.file(for: configuration))
        return Checker(configuration: configuration, rules: [SourceChangedRule()], lock: lock)
            .check(paths: [folder + "/App"]).findings
    }

    @Test func withoutALockTheRuleIsSilent() throws {
        let (folder, configuration) = try project()
        try write(
            "\"greeting\" = \"Hello there\";\n\"bye\" = \"Bye\";\n", to: "\(folder)/App/en.lproj/Localizable.strings")
        #expect(try staleFindings(folder, configuration).isEmpty)
    }

    @Test func aChangedDevelopmentValueIsReportedAtTheTranslationWithANoteAtTheSource() throws {
        let (folder, configuration) = try project()
        let update = try TranslationLock.update(paths: [folder + "/App"], configuration: configuration)
        #expect(update.changed && update.lock.translationCount == 2)
        #expect(update.file.hasSuffix("/localekit.lock"))
        #expect(try staleFindings(folder, configuration).isEmpty)

        try write(
            "\"greeting\" = \"Hello there\";\n\"bye\" = \"Bye\";\n", to: "\(folder)/App/en.lproj/Localizable.strings")
        let findings = try staleFindings(folder, configuration)
        #expect(findings.map(\.key) == ["greeting"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.diagnostic.location?.file.hasSuffix("de.lproj/Localizable.strings") == true)
        #expect(
            findings.first?.diagnostic.notes.first?.location?.file.hasSuffix("en.lproj/Localizable.strings") == true)
        #expect(findings.first?.diagnostic.notes.first?.message == "the development value is now “Hello there”")

        // Locking again accepts the current state.
        #expect(try TranslationLock.update(paths: [folder + "/App"], configuration: configuration).changed)
        #expect(try staleFindings(folder, configuration).isEmpty)
    }

    @Test func theLockIsStableSortedAndWrittenOnlyWhenItChanges() throws {
        let (folder, configuration) = try project()
        _ = try TranslationLock.update(paths: [folder + "/App"], configuration: configuration)
        let file = TranslationLock.file(for: configuration)
        let first = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!(try TranslationLock.update(paths: [folder + "/App"], configuration: configuration).changed))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == first)
        let hello = TranslationLock.hash(of: .text("Hello"))
        #expect(first.contains("\"App\""))
        #expect(first.contains("\"\(hello)\" : [\n") || first.contains("\"\(hello)\": ["))
        #expect(
            first.range(of: "\"bye\"")?.lowerBound ?? first.endIndex < first.range(of: "\"greeting\"")?.lowerBound
                ?? first.startIndex)
        let reread = try #require(try TranslationLock.load(file: file))
        #expect(reread.hash(root: "App", table: "Localizable", key: "greeting", language: "de") == hello)
    }

    @Test func theHashIsFNV1a64() {
        // Published FNV-1a 64 test vectors.
        #expect(FNV1a.hexDigest("") == "cbf29ce484222325")
        #expect(FNV1a.hexDigest("a") == "af63dc4c8601ec8c")
        #expect(FNV1a.hexDigest("foobar") == "85944171f73967e8")
    }

    @Test func theStreamedAndTheWholeCatalogCheckAgree() throws {
        let (folder, configuration) = try project()
        _ = try TranslationLock.update(paths: [folder + "/App"], configuration: configuration)
        try write("\"greeting\" = \"Hi\";\n\"bye\" = \"Bye!\";\n", to: "\(folder)/App/en.lproj/Localizable.strings")
        let lock = try TranslationLock.load(file: TranslationLock.file(for: configuration))
        let checker = Checker(configuration: configuration, lock: lock)
        let streamed = checker.check(paths: [folder + "/App"]).findings.filter { $0.rule == .sourceChanged }
        let catalog = CatalogLoader().load(CatalogRoots.find([folder + "/App"]).files.values.flatMap { $0 })
        let whole = checker.check(catalog, root: folder + "/App").findings.filter { $0.rule == .sourceChanged }
        #expect(streamed.map(\.key) == ["greeting", "bye"])
        #expect(streamed == whole)
    }

    @Test func aBrokenLockIsALocatedError() throws {
        let folder = try TestPaths.scratchFolder()
        try write("[1]", to: folder + "/localekit.lock")
        #expect(throws: ConfigurationError.self) { try TranslationLock.load(file: folder + "/localekit.lock") }
    }
}
