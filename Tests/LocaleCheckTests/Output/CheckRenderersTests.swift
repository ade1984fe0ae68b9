import Foundation
import KeyUsage
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck
@testable import LocaleCheckReporting

@Suite struct CheckRenderersTests {
    /// A missing translation in a language that must be complete: an error.
    let report = Checker(configuration: LocaleKitConfiguration.requiringComplete)
        .check(paths: [CheckFixture.folder("missing-translation", "fires")])

    @Test func textIsCompilerStyleThenCoverageAndCounts() {
        let text = CheckTextRenderer().render(report)
        let lines = text.components(separatedBy: "\n")
        #expect(
            lines.first?.hasSuffix(
                ":2:1: error: 'farewell' is not translated to de (table Localizable) [missing-translation]") == true)
        #expect(lines.contains("Coverage (development language en):"))
        #expect(lines.contains("  de  1/2  50%"))
        #expect(lines.contains("  en  2/2  100%"))
        #expect(text.hasSuffix("\n1 error, 0 warnings, 0 notes\n"))
        #expect(!text.contains("\u{1B}["))
        #expect(CheckTextRenderer(colored: true).render(report).contains("\u{1B}[1;31merror:"))
    }

    /// The build plugin's form on real data (wikipedia-ios, the test corpus's languages): one
    /// `missing-translation` line per table and language, at its first finding, naming its first
    /// keys and how many more; every other line as `check` prints it, in the same order.
    @Test func missingTranslationsPerTableSummarizeEachTableAndLanguage() throws {
        let report = Checker().check(paths: [TestPaths.corpus + "/wikipedia-ios"])
        func lines(perTable: Bool) -> [String] {
            var printed: [UInt8] = []
            CheckTextRenderer(missingTranslationsPerTable: perTable).renderFindings(report) { printed += $0 }
            return String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        // Each finding's line with its notes' lines.
        func findings(_ lines: [String]) -> [[String]] {
            var blocks: [[String]] = []
            for line in lines {
                if line.firstMatch(of: /\[[a-z-]+\]$/) != nil || blocks.isEmpty { blocks.append([]) }
                blocks[blocks.count - 1].append(line)
            }
            return blocks
        }
        let isMissing = { (finding: [String]) in finding[0].hasSuffix("[missing-translation]") }
        let each = findings(lines(perTable: false))
        let summarized = findings(lines(perTable: true))
        #expect(each.filter { !isMissing($0) } == summarized.filter { !isMissing($0) })
        // Per table and language (its note names the language's file): how many findings `check`
        // prints, and the first one's key.
        var counts: [String: (count: Int, first: String)] = [:]
        let perKey = /: warning: '(.+)' is not translated to \S+ \(table .+\) \[missing-translation\]$/
        for finding in each where isMissing(finding) {
            let match = try #require(finding[0].firstMatch(of: perKey))
            let group = finding.dropFirst().joined(separator: "\n")
            counts[group] = ((counts[group]?.count ?? 0) + 1, counts[group]?.first ?? String(match.1))
        }
        #expect(counts.count > 20)
        #expect(counts.values.contains { $0.count > 100 })
        let summaries = summarized.filter(isMissing)
        #expect(summaries.count == counts.count)
        let summary = /: warning: '([^']+)'.*? (?:and (\d+) more keys? )?(?:is|are) not translated to\s/
        for finding in summaries {
            let line = finding[0]
            let match = try #require(line.firstMatch(of: summary), "\(line)")
            let expected = try #require(counts[finding.dropFirst().joined(separator: "\n")], "\(line)")
            #expect(String(match.1) == expected.first)
            let named = line.components(separatedBy: "', '").count + (line.contains("' and '") ? 1 : 0)
            #expect(named + (match.2.flatMap { Int($0) } ?? 0) == expected.count, "\(line)")
        }
    }

    /// The build plugin's checker puts only each table and language's first missing translations in
    /// order (``Checker/orderedMissingTranslationsPerTable``): its lines are those of the whole
    /// order, and its findings, when asked for, are all of them in the same order.
    @Test func summariesNeedOnlyEachTableAndLanguagesFirstFindings() {
        let paths = [TestPaths.corpus + "/wikipedia-ios"]
        let report = Checker().check(paths: paths)
        var checker = Checker()
        checker.orderedMissingTranslationsPerTable = MissingTranslationRule.keysNamedInSummary
        let limited = checker.check(paths: paths)
        func printed(_ report: CheckReport) -> String {
            var bytes: [UInt8] = []
            CheckTextRenderer(missingTranslationsPerTable: true).renderFindings(report) { bytes += $0 }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(printed(limited) == printed(report))
        #expect(printed(limited).contains("' and 1"))
        #expect(limited.findings.map(\.diagnostic) == report.findings.map(\.diagnostic))
        #expect(limited.count(.warning) == report.count(.warning))
    }

    @Test func summaryMessagesNameUpToThreeKeys() {
        func summary(_ keys: [String], _ count: Int) -> String {
            MissingTranslationRule.summaryMessage(firstKeys: keys, count: count, language: "de", table: "Menu")
        }
        #expect(summary(["a"], 1) == "'a' is not translated to de (table Menu)")
        #expect(summary(["a", "b"], 2) == "'a' and 'b' are not translated to de (table Menu)")
        #expect(summary(["a", "b", "c"], 3) == "'a', 'b' and 'c' are not translated to de (table Menu)")
        #expect(summary(["a", "b", "c"], 4) == "'a', 'b', 'c' and 1 more key are not translated to de (table Menu)")
        #expect(
            summary(["a", "b", "c"], 412) == "'a', 'b', 'c' and 409 more keys are not translated to de (table Menu)")
    }

    @Test func jsonHasTheDocumentedSchema() throws {
        let json = CheckJSONRenderer.render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "developmentLanguage", "findings", "coverage", "summary"])
        #expect(json.hasPrefix("{\n  \"version\": 1,\n  \"developmentLanguage\": \"en\","))
        let finding = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(finding["rule"] as? String == "missing-translation")
        #expect(finding["severity"] as? String == "error")
        #expect(finding["key"] as? String == "farewell")
        #expect(finding["language"] as? String == "de")
        #expect(finding["table"] as? String == "Localizable")
        #expect(finding["line"] as? Int == 2)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["error": 1, "warning": 0, "note": 0, "baselined": 0])
        let coverage = try #require(object["coverage"] as? [[String: Any]])
        #expect(coverage.compactMap { $0["language"] as? String } == ["de", "en"])
        #expect(json == CheckJSONRenderer.render(report), "output is deterministic")
    }

    @Test func sarifHasRulesHelpAndRelativeLocations() throws {
        let base = CheckFixture.root + "/missing-translation"
        let sarif = SARIFRenderer(toolVersion: "9.9.9", baseDirectory: base).render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "localekit")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == CheckRules.all.map(\.id.rawValue))
        #expect(rules.allSatisfy { (($0["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "missing-translation")
        #expect(result["level"] as? String == "error")
        #expect(result["ruleIndex"] as? Int == CheckRules.all.firstIndex { $0.id == .missingTranslation })
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "fires/en.lproj/Localizable.strings")
        #expect(artifact["uriBaseId"] as? String == "SRCROOT")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 2)
    }

    @Test func sarifEncodesSpacesInURIs() throws {
        let renderer = SARIFRenderer(toolVersion: "1", baseDirectory: "/repo")
        func uri(_ path: String) throws -> String? {
            let text = renderer.artifact(path).text()
            return (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["uri"] as? String
        }
        #expect(try uri("/repo/en.lproj/Syncing will resume.strings") == "en.lproj/Syncing%20will%20resume.strings")
        #expect(try uri("/elsewhere/a.strings") == "file:///elsewhere/a.strings")
    }

    @Test func jsonStringsAreEscaped() throws {
        let text = JSONValue.object([("k", .string("a\"b\\c\n\u{1}é"))]).text()
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        #expect(object == ["k": "a\"b\\c\n\u{1}é"])
    }

    @Test(arguments: [
        ("plain é", #""plain é""#), ("\u{1F}", #""\u001f""#), ("a\u{1F}b\u{1F}", #""a\u001fb\u001f""#),
        ("\"x\"", #""\"x\"""#), ("é\r\n\tü\\", #""é\r\n\tü\\""#), ("\u{0}\u{1B}[0m", #""\u0000\u001b[0m""#),
    ])
    func jsonStringEscapesAreExact(input: String, expected: String) {
        var output = ""
        JSONValue.writeString(input, to: &output)
        #expect(output == expected)
    }

    @Test func sarifArtifactOfAPathIsTheSameEachTime() {
        let renderer = SARIFRenderer(toolVersion: "1", baseDirectory: "/base")
        var artifacts: [String: JSONValue] = [:]
        let location = SourceLocation(file: "/base/a b/x.strings", line: 2, column: 3)
        let first = renderer.location(location, artifacts: &artifacts).text()
        let second = renderer.location(location, artifacts: &artifacts).text()
        #expect(first == second)
        #expect(first.contains("\"uri\": \"a%20b/x.strings\""))
        #expect(artifacts.count == 1)
    }

    /// `missing-translation` findings are written from their compact form: the same text as the built findings'.
    @Test(arguments: StreamingRootCheckTests.roots)
    func jsonFindingsMatchTheFindingsBuilt(root: String) {
        let report = Checker().check(paths: [root])
        var expected = "\"findings\": ["
        for (index, finding) in report.findings.enumerated() {
            expected += index == 0 ? "\n    " : ",\n    "
            CheckJSONRenderer.write(CheckJSONRenderer.FindingFields(finding), to: &expected)
        }
        #expect(CheckJSONRenderer.render(report).contains(expected + (report.findingCount == 0 ? "]" : "\n  ]")))
    }

    /// SARIF results of `missing-translation` findings are written from their compact form too.
    @Test(arguments: StreamingRootCheckTests.roots)
    func sarifResultsMatchTheFindingsBuilt(root: String) {
        let report = Checker().check(paths: [root])
        let renderer = SARIFRenderer(toolVersion: "1")
        let ruleIndex = Dictionary(uniqueKeysWithValues: CheckRules.all.enumerated().map { ($1.id, $0) })
        var results = SARIFRenderer.ResultMaker(
            renderer: renderer, ruleIndex: ruleIndex, missing: MissingTranslations())
        var expected = "\"results\": ["
        for (index, finding) in report.findings.enumerated() {
            expected += index == 0 ? "\n        " : ",\n        "
            SARIFRenderer.write(results.result(for: finding), to: &expected)
        }
        #expect(renderer.render(report).contains(expected + (report.findingCount == 0 ? "]" : "\n      ]")))
    }
}

/// A key with line breaks is printed on one line, its breaks escaped, in the text renderer's every path
/// (findings built as values and the compact `missing-translation` lines).
@Suite struct MultiLineKeyRenderingTests {
    @Test func aMultiLineKeyStaysOnOneLine() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("multiline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "en.lproj/Localizable.strings": "\"first\\nsecond\" = \"Two lines\";\n\"a\\rb\" = \"%@ x\";\n",
            "de.lproj/Localizable.strings": "\"a\\rb\" = \"%d x\";\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let report = Checker().check(paths: [root.path])
        let text = CheckTextRenderer().render(report)
        let findingLines = text.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }
        #expect(findingLines.contains { $0.contains("'first\\nsecond' is not translated to de") }, "\(text)")
        #expect(findingLines.contains { $0.contains("a\\rb") }, "\(text)")
        #expect(findingLines.allSatisfy { $0.hasSuffix("]") }, "\(text)")
        #expect(!text.contains("\r"))
    }
}
