import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// ``TextPairCheck/mayHaveProblems(source:key:comment:)`` lets the screen skip a check for every
/// translation of a development text: a check must never have a problem with a pair its gate
/// ruled out. Asked of every built-in check, on every rule fixture and on wikipedia-ios.
@Suite struct TextPairCheckGateTests {
    static var roots: [String] {
        let fixtures = CheckFixture.root
        let variants = ((try? FileManager.default.subpathsOfDirectory(atPath: fixtures)) ?? [])
            .filter { $0.split(separator: "/").count == 2 }.sorted().map { "\(fixtures)/\($0)" }
        return variants + [TestPaths.corpus + "/wikipedia-ios"]
    }

    @Test func aCheckHasNoProblemWithAPairItsGateRuledOut() {
        var configuration = LocaleKitConfiguration()
        configuration.maxLength = ["button.*": 8]
        configuration.doNotTranslate = ["Wikipedia"]
        var (problems, ruledOut) = (0, 0)
        for root in Self.roots {
            let catalog = CatalogLoader().load([root])
            let context = CheckContext(catalog: catalog, root: root, configuration: configuration)
            let checks: [any TextPairCheck] = CheckRules.all.compactMap { rule in
                guard case .textPair(let check) = rule.translatedEntryUse else { return nil }
                return check.init(context)
            }
            for table in catalog.tables.values {
                guard let reference = context.reference(for: table) else { continue }
                for (language, translations) in table.languages where language != context.developmentLanguage {
                    for (key, entry) in translations.entries {
                        guard case .text(let translation) = entry.translation, let original = reference.entries[key],
                            case .text(let source) = original.translation
                        else { continue }
                        let pair = TextPair(
                            table: table.name, key: key, source: source, translation: translation, language: language,
                            comment: original.comment ?? entry.comment)
                        for check in checks
                        where !check.mayHaveProblems(source: source, key: key, comment: original.comment) {
                            ruledOut += 1
                            #expect(check.problems(in: pair).isEmpty, "\(type(of: check)) \(root) \(key) \(language)")
                        }
                        problems += checks.filter { !$0.problems(in: pair).isEmpty }.count
                    }
                }
            }
        }
        // The gates rule out most pairs, and the checks still find problems in the others.
        #expect(ruledOut > 10_000)
        #expect(problems > 100)
    }
}
