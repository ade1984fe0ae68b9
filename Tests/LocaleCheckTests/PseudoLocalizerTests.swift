import Foundation
import KeyUsage
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

struct PseudoLocalizerTests {
    static let accented = PseudoLocalizer(style: .accented)
    static let bidi = PseudoLocalizer(style: .bidi)

    @Test(arguments: [
        "Delete %1$@ and %2$lld files? 100%% sure",
        "Read <a href=\"https://example.org/x?a=b\">the terms</a> &amp; more",
        "Mail help@example.org or see www.wikipedia.org",
        "$1 edited {{PLURAL:$2|page|pages}} ${name} {0}",
        "%#@files@ in %3$#@folders@",
    ])
    func keepsPlaceholdersMarkupAndURLs(text: String) {
        for localizer in [Self.accented, Self.bidi] {
            let result = localizer.text(text)
            #expect(result != text)
            let kept = PseudoText(text).parts.compactMap { part -> String? in
                if case .kept(let kept) = part { return kept }
                return nil
            }
            #expect(!kept.isEmpty)
            for piece in kept { #expect(result.contains(piece), "\(localizer.style) keeps \(piece)") }
            #expect(
                FormatString(parsing: result).placeholders.map(\.spec)
                    == FormatString(parsing: text).placeholders.map(\.spec))
        }
    }

    @Test func accentedIsAboutFortyPercentLongerBetweenBrackets() {
        let text = "Significant updates to this article"
        let result = Self.accented.text(text)
        #expect(result.hasPrefix("[Šîĝñîƒîçåñţ ûþđåţéš"))
        #expect(result.hasSuffix("]"))
        let letters = text.count { $0.isLetter }
        #expect(result.count >= text.count + letters * 4 / 10)
        #expect(result.count <= text.count + letters * 6 / 10 + 8)
    }

    @Test func bidiWrapsWordsInOverridesAndTheTextInMarks() {
        #expect(Self.bidi.text("Hi %@!") == "\u{200F}\u{202E}Hi\u{202C} %@!\u{200F}")
    }

    /// `check` compares leading and trailing whitespace (`whitespace-mismatch`): it stays outside.
    @Test func leadingAndTrailingWhitespaceStaysOutsideTheBrackets() {
        let accented = Self.accented.text("  Next \n")
        #expect(accented.hasPrefix("  [") && accented.hasSuffix("] \n"))
        let bidi = Self.bidi.text(" Next ")
        #expect(bidi.hasPrefix(" \u{200F}") && bidi.hasSuffix("\u{200F} "))
        #expect(Self.accented.text("   ") == "   ")
    }

    @Test func textsWithoutWordsStayAsTheyAre() {
        for text in ["%@", "%#@files@", " %1$@ – %2$@ ", ""] {
            #expect(Self.accented.text(text) == text)
            #expect(Self.bidi.text(text) == text)
        }
    }

    @Test func pluralsGetTheFormsThePseudoLanguageNeeds() throws {
        let plural = PluralTranslation(
            format: "%#@n@",
            variables: [PluralVariable(name: "n", valueType: "d", forms: [.one: "%d file", .other: "%d files"])])
        guard case .plural(let arabic) = Self.bidi.translation(.plural(plural)) else {
            Issue.record("not a plural")
            return
        }
        #expect(Set(try #require(arabic.variables.first).forms.keys) == PluralRules.categories(for: "ar"))
        #expect(arabic.format == "%#@n@")
    }

    /// The corpus plus its pseudo-languages: the check rules find no placeholder, format or plural
    /// problem in them that the development language does not have itself.
    @Test(arguments: [
        TestPaths.corpus + "/wikipedia-ios/Wikipedia/iOS Native Localizations",
        TestPaths.corpus + "/wikipedia-ios/Wikipedia/Localizations",
        TestPaths.corpus + "/swiftgen-fixtures/Resources",
        TestPaths.corpus + "/xcstrings-apps/linearmouse/LinearMouse",
    ])
    func checkFindsNoPlaceholderOrPluralProblemInThePseudoLanguages(root: String) {
        let catalog = CatalogLoader().load([root])
        let pseudo = PseudoLanguages.adding([.accented, .bidi], to: catalog)
        #expect(pseudo.languages.contains("en-XA") && pseudo.languages.contains("ar-XB"))
        let report = Checker().check(pseudo, root: root)
        let rules: Set<Diagnostic.Rule> = [
            .placeholderMismatch, .invalidFormat, .pluralMissingCategory, .pluralUnusedCategory, .whitespaceMismatch,
        ]
        // SwiftGen's fixtures hold format errors on purpose: a pseudo-language copies the source's, no more.
        let inSource = Set(report.findings.filter { $0.language == "en" }.map { "\($0.rule) \($0.key ?? "")" })
        let findings = report.findings.filter {
            ["en-XA", "ar-XB"].contains($0.language) && rules.contains($0.rule)
                && !inSource.contains("\($0.rule) \($0.key ?? "")")
        }
        #expect(findings.isEmpty, "\(findings.prefix(3).map(\.diagnostic.message))")
    }

    @Test func tablesAreWrittenPerPseudoLanguage() {
        let catalog = CatalogLoader().load([TestPaths.corpus + "/wikipedia-ios/Wikipedia/iOS Native Localizations"])
        let paths = PseudoLanguages.files(catalog, styles: [.accented, .bidi]).map(\.path)
        #expect(paths.contains("en-XA.lproj/Localizable.strings"))
        #expect(paths.contains("ar-XB.lproj/Localizable.stringsdict"))
        #expect(paths.allSatisfy { $0.hasPrefix("en-XA.lproj/") || $0.hasPrefix("ar-XB.lproj/") })
    }
}
