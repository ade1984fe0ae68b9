import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog

@Suite struct LocaleKitConfigurationTests {
    static let full = """
        {
          "developmentLanguage": "en",
          "supportedLanguages": ["en", "de", "zh_Hans"],
          "include": ["Sources/**"],
          "exclude": ["**/Generated/**"],
          "rules": { "untranslated": "warning", "extra-key": "off", "state": "note" },
          "ignoreKeys": ["debug.*"],
          "minCoverage": { "*": 90, "de": 100 },
          "baseline": "localekit-baseline.json",
          "doNotTranslate": ["Firefly", "Wi-Fi"],
          "maxLength": { "button.*": 12 },
          "generate": { "template": "structured", "access": "public", "enumName": "L10n", "bundle": "module",
                        "separator": "." }
        }
        """

    /// The 1-based line of the first line containing `needle`, so tests never count lines by hand.
    func line(of needle: String, in text: String) -> Int {
        (text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    func parse(_ text: String) throws(ConfigurationError) -> LocaleKitConfiguration {
        try LocaleKitConfiguration.parse(Data(text.utf8), file: "localekit.json", registry: .builtIn)
    }

    @Test func everyFieldIsRead() throws {
        let configuration = try parse(Self.full)
        #expect(configuration.developmentLanguage == "en")
        #expect(configuration.supportedLanguages == ["en", "de", "zh-Hans"])
        #expect(configuration.include == ["Sources/**"])
        #expect(configuration.exclude == ["**/Generated/**"])
        #expect(configuration.rules == ["untranslated": .warning, "extra-key": .off, "state": .note])
        #expect(configuration.ignoreKeys == ["debug.*"])
        #expect(configuration.minimumCoverage(for: "de") == 100)
        #expect(configuration.minimumCoverage(for: "fr") == 90)
        #expect(configuration.baseline == "localekit-baseline.json")
        #expect(configuration.doNotTranslate == ["Firefly", "Wi-Fi"])
        #expect(configuration.maxLength == ["button.*": 12])
        #expect(
            configuration.generate
                == .init(template: "structured", access: "public", enumName: "L10n", bundle: "module", separator: "."))
    }

    @Test func requireCompleteIsEveryLanguageOrTheOnesNamed() throws {
        let all = try parse("{\"requireComplete\": true}")
        #expect(all.requiresComplete("de") && all.requiresComplete("pt-BR"))
        let some = try parse("{\"requireComplete\": [\"de\", \"pt_BR\"]}")
        #expect(some.requiresComplete("de") && some.requiresComplete("pt-br") && !some.requiresComplete("fr"))
        #expect(try !parse("{\"requireComplete\": false}").requiresComplete("de"))
    }

    @Test func emptyObjectIsTheDefault() throws {
        #expect(try parse("{}") == LocaleKitConfiguration())
    }

    @Test(arguments: [
        ("\"supportedLanguage\": [\"en\"]", "supportedLanguage", "unknown field 'supportedLanguage'"),
        ("\"developmentLanguage\": 3", ": 3", "'developmentLanguage' must be a string, not a number"),
        (
            "\"rules\": {\"missing-translations\": \"error\"}", "missing-translations",
            "unknown rule 'missing-translations' (known: "
        ),
        (
            "\"rules\": {\"extra-key\": \"fatal\"}", "fatal",
            "'rules.extra-key' must be one of error, warning, note, off"
        ),
        (
            "\"minCoverage\": {\"de\": \"90\"}", "\"90\"",
            "'minCoverage.de' must be a number from 0 to 100, not a string"
        ),
        ("\"minCoverage\": {\"de\": 120}", "120", "'minCoverage.de' must be from 0 to 100"),
        ("\"exclude\": \"Pods\"", "Pods", "'exclude' must be an array of strings, not a string"),
        ("\"generate\": {\"enumname\": \"L\"}", "enumname", "unknown field 'generate.enumname'"),
        ("\"doNotTranslate\": \"Firefly\"", "Firefly", "'doNotTranslate' must be an array of strings, not a string"),
        ("\"doNotTranslate\": [\"A\", 3]", "A", "'doNotTranslate[1]' must be a string, not a number"),
        (
            "\"maxLength\": {\"button.*\": \"12\"}", "button",
            "'maxLength.button.*' must be a whole number of characters, not a string"
        ),
        (
            "\"maxLength\": {\"button.*\": 0}", "button",
            "'maxLength.button.*' must be a whole number of characters from 1, not 0"
        ),
        ("\"maxLength\": [12]", "12", "'maxLength' must be an object, not an array"),
        (
            "\"requireComplete\": \"de\"", "requireComplete",
            "'requireComplete' must be true, false or an array of languages, not a string"
        ),
    ])
    func problemNamesTheFieldAndItsLine(member: String, needle: String, message: String) {
        let text = "{\n  \"developmentLanguage\": \"en\",\n\n  \(member)\n}\n"
        #expect {
            try parse(text)
        } throws: { error in
            guard let error = error as? ConfigurationError, let diagnostic = error.diagnostics.first else {
                return false
            }
            return diagnostic.message.hasPrefix(message) && diagnostic.location?.line == line(of: needle, in: text)
                && diagnostic.location?.file == "localekit.json" && diagnostic.rule == .config
        }
    }

    @Test func everyProblemIsReportedAtOnce() {
        let text = "{\n \"a\": 1,\n \"b\": 2,\n \"baseline\": false\n}"
        do {
            _ = try parse(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.map { $0.location?.line } == [2, 3, 4])
        }
    }

    @Test func invalidJSONIsLocated() {
        let text = "{\n  \"developmentLanguage\": \"en\"\n  \"baseline\": \"x\"\n}"
        do {
            _ = try parse(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.location?.line == line(of: "baseline", in: text))
            #expect(error.diagnostics.first?.message.hasPrefix("invalid JSON") == true)
        }
    }

    @Test func isFoundInTheGivenFolderOrItsParents() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("lk-config-\(UUID().uuidString)")
        let nested = base.appendingPathComponent("App/Resources/en.lproj")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try Data("{\"developmentLanguage\": \"de\"}".utf8).write(to: base.appendingPathComponent("App/localekit.json"))
        let found = try #require(LocaleKitConfiguration.find(from: nested.path))
        #expect(URL(fileURLWithPath: found).standardizedFileURL.path.hasSuffix("App/localekit.json"))
        let configuration = try LocaleKitConfiguration.resolve(
            explicitFile: nil, paths: [nested.path], registry: .builtIn)
        #expect(configuration.developmentLanguage == "de")
        #expect(configuration.resolve("baseline.json").hasSuffix("App/baseline.json"))
    }

    /// The search stops at the repository's root: a `localekit.json` above the folder holding `.git`
    /// (a folder in a clone, a file in a worktree) belongs to no project in it.
    @Test(arguments: [true, false])
    func theSearchStopsAtTheRepositoryRoot(gitIsAFolder: Bool) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("lk-config-\(UUID().uuidString)")
        let nested = base.appendingPathComponent("clone/App/Resources/en.lproj")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try Data("{\"developmentLanguage\": \"de\"}".utf8).write(to: base.appendingPathComponent("localekit.json"))
        // Without a repository, the parent's file applies.
        #expect(LocaleKitConfiguration.find(from: nested.path) != nil)
        let git = base.appendingPathComponent("clone/.git")
        if gitIsAFolder {
            try FileManager.default.createDirectory(at: git, withIntermediateDirectories: true)
        } else {
            try Data("gitdir: /elsewhere/.git/worktrees/clone\n".utf8).write(to: git)
        }
        #expect(LocaleKitConfiguration.find(from: nested.path) == nil)
        let configuration = try LocaleKitConfiguration.resolve(
            explicitFile: nil, paths: [nested.path], registry: .builtIn)
        #expect(configuration.developmentLanguage == nil)
        // The repository's own file, at its root, still applies.
        try Data("{\"developmentLanguage\": \"fr\"}".utf8).write(
            to: base.appendingPathComponent("clone/localekit.json"))
        let own = try LocaleKitConfiguration.resolve(explicitFile: nil, paths: [nested.path], registry: .builtIn)
        #expect(own.developmentLanguage == "fr")
    }
}
