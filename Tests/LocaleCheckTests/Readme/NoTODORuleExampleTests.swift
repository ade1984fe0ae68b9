import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// The "Writing your own rule" example (docs/checking.md, LocaleCheck.docc), verbatim, run through the engine with the built-in rules.
struct NoTODORule: CheckRule {
    let id = Diagnostic.Rule("no-todo")
    let defaultSeverity: Diagnostic.Severity? = .warning
    let summary = "A translation still says TODO."

    func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables {
            for language in context.checkedTranslationLanguages {
                for (key, entry) in table.languages[language]?.entries ?? [:] {
                    guard case .text(let value) = entry.translation, value.contains("TODO") else { continue }
                    let message = "'\(key)' (\(language)) says TODO"
                    let diagnostic = Diagnostic(.warning, rule: id, message, at: entry.location)
                    findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                }
            }
        }
        return findings
    }
}

@Suite struct NoTODORuleExampleTests {
    @Test func theReadmeRuleFindsEveryTODOOfEveryTranslation() throws {
        let root = try TestPaths.scratchFolder()
        let files = [
            "en.lproj/Localizable.strings": "\"a\" = \"Apple\";\n\"b\" = \"Banana\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"Apfel\";\n\"b\" = \"TODO Banane\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"TODO\";\n\"b\" = \"Banane\";\n",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = Checker(rules: CheckRules.all + [NoTODORule()]).check(paths: [root])
        let todos = report.findings.filter { $0.rule == NoTODORule().id }
        #expect(todos.map(\.diagnostic.message).sorted() == ["'a' (fr) says TODO", "'b' (de) says TODO"])
        #expect(todos.allSatisfy { $0.diagnostic.location?.line == ($0.key == "a" ? 1 : 2) })
        // The built-in rules still run beside it.
        #expect(report.coverage.count == 3)
    }
}
