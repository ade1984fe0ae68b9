import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// The engine calls each rule as its scope says, and a rule that does not say how it reads a
/// translation's entries still sees every one of them.
@Suite struct RootCheckTests {
    static let app = StreamingRootCheckTests.fixtures.appendingPathComponent("StreamingCheck/app").path

    /// Reports one note per call: the tables and checked languages it was given.
    struct RunRecorder: CheckRule {
        let id = Diagnostic.Rule("run-recorder")
        let defaultSeverity: Diagnostic.Severity? = .note
        let summary = "test"
        var scope: CheckScope
        let translatedEntryUse = TranslatedEntryUse.none

        func check(_ context: CheckContext) -> [Finding] {
            let tables = context.tables.map(\.name).joined(separator: ",")
            let message = "\(tables) [\(context.checkedLanguages.joined(separator: ","))] \(context.coverage.count)"
            return [Finding(Diagnostic(.note, rule: id, message, at: SourceLocation(file: message)))]
        }
    }

    /// Reports every translated entry it is handed, and declares nothing.
    struct EveryEntry: CheckRule {
        let id = Diagnostic.Rule("every-entry")
        let defaultSeverity: Diagnostic.Severity? = .note
        let summary = "test"

        func check(_ context: CheckContext) -> [Finding] {
            context.tables.flatMap { table in
                context.checkedTranslationLanguages.flatMap { language in
                    (table.languages[language]?.entries.keys.sorted() ?? []).map { key in
                        Finding(
                            Diagnostic(.note, rule: id, key, at: nil), table: table.name, language: language, key: key)
                    }
                }
            }
        }
    }

    static func messages(_ report: CheckReport, of rule: Diagnostic.Rule) -> [String] {
        report.findings.filter { $0.rule == rule }.map(\.diagnostic.message).sorted()
    }

    @Test func aTableRuleSeesTheReferenceRunThenEachLanguageOfEachTable() {
        let report = Checker(rules: [RunRecorder(scope: .table)]).check(paths: [Self.app])
        let runs = Self.messages(report, of: RunRecorder(scope: .table).id)
        #expect(runs.contains("Main [en] 0"))
        #expect(runs.contains("Main [de] 0"))
        #expect(runs.contains("Main [fr] 0"))
        // One run per table and language: never two tables, never two translations at once.
        #expect(runs.allSatisfy { !$0.hasPrefix(",") && !$0.contains(",") })
        let catalog = CatalogLoader().load([Self.app])
        let whole = Checker(rules: [RunRecorder(scope: .table)]).check(catalog, root: Self.app)
        #expect(Self.messages(whole, of: RunRecorder(scope: .table).id) == runs)
    }

    @Test func aRootRuleRunsOnceWithEveryTableAndTheCoverage() {
        let report = Checker(rules: [RunRecorder(scope: .root)]).check(paths: [Self.app])
        let runs = Self.messages(report, of: RunRecorder(scope: .root).id)
        #expect(runs.count == 1)
        #expect(runs.first?.contains("Main") == true && runs.first?.contains("Other") == true)
        let rows = report.coverage.flatMap(\.tables).count
        #expect(rows > 0 && runs.first?.hasSuffix(" \(rows)") == true)
    }

    @Test func aRuleThatDeclaresNothingSeesEveryEntryOfEveryTranslation() {
        let catalog = CatalogLoader().load([Self.app])
        let keys = catalog.tables.values.flatMap { table in
            table.languages.values.filter { $0.language != "en" && $0.language != "Base" }.flatMap { language in
                language.entries.keys.map { "\(table.name) \(language.language) \($0)" }
            }
        }
        let report = Checker(rules: CheckRules.all + [EveryEntry()]).check(paths: [Self.app])
        let seen = report.findings.filter { $0.rule == EveryEntry().id }.map {
            "\($0.table ?? "") \($0.language ?? "") \($0.key ?? "")"
        }
        #expect(!keys.isEmpty)
        #expect(seen.sorted() == keys.sorted())
    }
}
