import Foundation
import KeyUsage
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck
@testable import LocaleCheckReporting

/// `check(paths:)` reads a root of `.strings`/`.stringsdict` files table by table and language
/// by language (``FileTableSource``); its report must be the one the same engine makes from the
/// catalog loaded whole (``CatalogTableSource``, `check(_:)`).
@Suite struct StreamingRootCheckTests {
    static let fixtures = URL(fileURLWithPath: TestPaths.fixtures(of: "LocaleCheckTests"))

    /// One localization root each: the edge cases and every rule's fixtures.
    static var roots: [String] {
        let check = fixtures.appendingPathComponent("Check").path
        let variants = ((try? FileManager.default.subpathsOfDirectory(atPath: check)) ?? [])
            .filter { $0.split(separator: "/").count == 2 }.sorted().map { "\(check)/\($0)" }
        return [
            fixtures.appendingPathComponent("StreamingCheck/app").path,
            fixtures.appendingPathComponent("StreamingCheck/lib").path,
            fixtures.appendingPathComponent("StreamingCheck/split").path,
            fixtures.appendingPathComponent("StreamingCheck/escapes").path,
        ] + variants
    }

    static let configurations: [LocaleKitConfiguration] = {
        var allRules = LocaleKitConfiguration()
        allRules.rules["untranslated"] = .warning
        allRules.minCoverage["*"] = 90
        allRules.rules["end-punctuation"] = .warning
        allRules.doNotTranslate = ["Firefly", "Wikipedia"]
        allRules.maxLength = ["*": 40, "button.*": 8]
        var base = LocaleKitConfiguration()
        base.supportedLanguages = ["Base", "en", "de", "fr", "xx"]
        base.rules["missing-translation"] = .note
        base.rules["untranslated"] = .warning
        base.ignoreKeys = ["x*"]
        base.minCoverage["fr"] = 80
        var german = LocaleKitConfiguration()
        german.developmentLanguage = "de"
        return [LocaleKitConfiguration(), allRules, base, german]
    }()

    @Test(arguments: roots, 0..<configurations.count)
    func streamingMatchesTheWholeCatalog(root: String, configuration index: Int) {
        let configuration = Self.configurations[index]
        for strict in [false, true] {
            let checker = Checker(configuration: configuration, strict: strict)
            let streamed = checker.check(paths: [root])
            let catalog = CatalogLoader(developmentLanguage: configuration.developmentLanguage).load([root])
            let whole = checker.check(catalog, root: root)
            #expect(CheckJSONRenderer.render(streamed) == CheckJSONRenderer.render(whole), "\(root)")
            #expect(CheckTextRenderer().render(streamed) == CheckTextRenderer().render(whole), "\(root)")
        }
    }

    /// A translation whose only reader findings are faulty escapes is screened (its entries are what
    /// Foundation reads); one with another syntax error is not (every entry goes to the rules).
    @Test func filesWithFaultyEscapesOnlyAreScreened() throws {
        let root = Self.fixtures.appendingPathComponent("StreamingCheck/escapes")
        let catalog = CatalogLoader().load([root.path])
        let english = try #require(catalog.tables["Localizable"]?.languages["en"])
        let screen = TranslationScreen(
            table: "Localizable", reference: TableReference(english, context: CheckContext(catalog: catalog)),
            rules: .init())
        func read(_ language: String) throws -> StringsFile {
            let path = root.appendingPathComponent("\(language).lproj/Localizable.strings").path
            return StringsReader.read(try Data(contentsOf: URL(fileURLWithPath: path)), file: path)
        }
        let german = try read("de")
        #expect(german.escapeFaults == 1 && german.diagnostics.count == 1)
        let result = try #require(screen.screen([german], language: "de"))
        // `count` (a placeholder of another type), `empty` and `extra` are suspects; `path`, `title` and `same` are clear.
        #expect(result.suspects.map { german.entries[$0].key } == ["count", "empty", "extra"])
        let french = try read("fr")
        #expect(french.diagnostics.count > french.escapeFaults)
        #expect(screen.screen([french], language: "fr") == nil)
    }

    /// Real data: wikipedia-ios in the test corpus's languages (five localization roots). With the defaults most
    /// translation files are clear of suspects (only their keys are counted); with every rule on,
    /// most have a few (`untranslated`), which are the only entries the rules see.
    @Test(arguments: [0, 1])
    func streamingMatchesTheWholeCatalogOnWikipedia(configuration index: Int) {
        let corpus = URL(fileURLWithPath: TestPaths.corpus + "/wikipedia-ios")
        let checker = Checker(configuration: Self.configurations[index])
        let roots = CatalogRoots.find([corpus.path]).files
        #expect(roots.count == 5)
        var findings = 0
        for (root, files) in roots {
            let streamed = checker.check(paths: [root])
            let whole = checker.check(CatalogLoader().load(files), root: root)
            #expect(CheckJSONRenderer.render(streamed) == CheckJSONRenderer.render(whole), "\(root)")
            findings += streamed.findingCount
        }
        #expect(findings > 6_000)
    }

    /// The build plugin's shape: a target's files checked as one root (`check(files:root:)`), here
    /// wikipedia-ios's five roots at once, so that a table and language has several `.strings` files
    /// (screened together) and others one. The report is the catalog's.
    @Test(arguments: [0, 1])
    func filesCheckedAsOneRootMatchTheWholeCatalog(configuration index: Int) {
        let corpus = TestPaths.corpus + "/wikipedia-ios"
        let checker = Checker(configuration: Self.configurations[index])
        let files = CatalogRoots.find([corpus]).files.values.flatMap { $0 }.sorted()
        #expect(checker.streams(files))
        let streamed = checker.check(files: files, root: corpus)
        let whole = checker.check(CatalogLoader().load(files), root: corpus)
        #expect(streamed.findingCount > 3_000)
        #expect(CheckJSONRenderer.render(streamed) == CheckJSONRenderer.render(whole))
        #expect(CheckTextRenderer().render(streamed) == CheckTextRenderer().render(whole))
    }

    /// The text the plugin prints: each finding's line, as `check` writes it, without the summary.
    @Test func renderedFindingsAreTheReportsLinesWithoutItsSummary() {
        let report = Checker().check(paths: [Self.fixtures.appendingPathComponent("StreamingCheck/app").path])
        var printed: [UInt8] = []
        CheckTextRenderer().renderFindings(report) { printed += $0 }
        let lines = report.findings.map { DiagnosticRenderer().render($0.diagnostic) + "\n" }.joined()
        #expect(report.findingCount > 2)
        #expect(String(decoding: printed, as: UTF8.self) == lines)
    }

    /// Every built-in rule says how it reads a translation's `.strings` entries, so the screen
    /// runs with the defaults and with every rule on (a rule that does not say turns it off).
    @Test func everyBuiltInRuleDeclaresHowItReadsTranslatedEntries() {
        let undeclared = CheckRules.all.filter { rule in
            if case .unknown = rule.translatedEntryUse { true } else { false }
        }
        #expect(undeclared.isEmpty, "\(undeclared.map(\.id))")
    }

    @Test func baselinedFindingsAreLeftOutAndCounted() {
        let root = Self.fixtures.appendingPathComponent("StreamingCheck/app").path
        let all = Checker().check(paths: [root])
        let missing = all.findings.filter { $0.rule == .missingTranslation }
        #expect(missing.count > 2)
        let baseline = Baseline(findings: Array(missing.prefix(2)))
        let report = Checker(baseline: baseline).check(paths: [root])
        #expect(report.baselined == 2)
        #expect(report.findingCount == all.findingCount - 2)
        #expect(report.count(.warning) == all.count(.warning) - 2)
    }

    @Test func appliesOnlyToFilesThatNameTheirTableAndLanguage() {
        #expect(
            FileTableSource.applies(to: ["a/de.lproj/L.strings", "a/en.lproj/L.stringsdict"]))
        #expect(!FileTableSource.applies(to: ["a/de.lproj/L.strings", "a/L.xcstrings"]))
    }
}
