import Foundation
import KeyUsage
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck
@testable import LocaleCheckReporting

@Suite struct GitHubAnnotationRendererTests {
    let renderer = GitHubAnnotationRenderer(baseDirectory: "/repo")

    @Test func oneWorkflowCommandPerFindingWithTheRuleAsTitle() {
        let diagnostic = Diagnostic(
            .warning, rule: .urlMismatch, "'help' (de): no https://a.org",
            at: SourceLocation(file: "/repo/App/de.lproj/Localizable.strings", line: 3, column: 9))
        #expect(
            renderer.line(for: diagnostic)
                == "::warning file=App/de.lproj/Localizable.strings,line=3,col=9,title=url-mismatch::'help' (de): no https://a.org"
        )
    }

    @Test func severitiesAreErrorWarningNotice() {
        let lines = Diagnostic.Severity.allCases.map { severity in
            renderer.line(for: Diagnostic(severity, rule: Diagnostic.Rule("r"), "m", at: nil))
        }
        #expect(lines == ["::notice title=r::m", "::warning title=r::m", "::error title=r::m"])
    }

    @Test func propertiesAndMessagesAreEscapedAsGitHubDoes() {
        let diagnostic = Diagnostic(
            .error, rule: Diagnostic.Rule("a:b,c"), "100% done\r\nnext",
            at: SourceLocation(file: "x,y:z.strings", line: 1, column: 2),
            notes: [.init("first here", at: SourceLocation(file: "/repo/en.lproj/L.strings", line: 4, column: 1))])
        #expect(
            renderer.line(for: diagnostic)
                == "::error file=x%2Cy%3Az.strings,line=1,col=2,title=a%3Ab%2Cc::100%25 done%0D%0Anext%0Anote: "
                + "en.lproj/L.strings:4:1: first here")
    }

    /// The escaping is the replacements GitHub's toolkit makes, in its order, done in one pass.
    @Test(arguments: ["", "plain", "100%", "a\r\nb", "ü:é,ß%\n", "%%::,,\r\r\n\n", "日本語: 50%", "e\u{301}\r\n%"])
    func escapingIsTheToolkitsReplacements(text: String) {
        let data = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
        let property = data.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        #expect(GitHubAnnotationRenderer.escapeData(text) == data)
        #expect(GitHubAnnotationRenderer.escapeProperty(text) == property)
    }

    /// Missing translations are written from their compact form (properties and notes made once per
    /// key and group): line for line what their findings give, on a real catalog.
    @Test func compactFindingsAreWrittenAsTheirFindings() {
        let report = Checker().check(paths: [TestPaths.corpus + "/wikipedia-ios"])
        let renderer = GitHubAnnotationRenderer(baseDirectory: TestPaths.corpus)
        let findings = report.findings
        #expect(findings.filter { $0.rule == .missingTranslation && !$0.diagnostic.notes.isEmpty }.count > 1000)
        #expect(renderer.render(report) == findings.map { renderer.line(for: $0.diagnostic) + "\n" }.joined())
    }

    @Test func aReportIsOneLinePerFinding() {
        let report = Checker().check(paths: [CheckFixture.folder("missing-translation", "fires")])
        let lines = GitHubAnnotationRenderer().render(report).split(separator: "\n")
        #expect(lines.count == report.findingCount)
        // A missing translation falls back at run time: a warning.
        #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") && $0.contains(",title=missing-translation::") })
    }
}
