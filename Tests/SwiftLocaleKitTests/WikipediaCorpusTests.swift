import Foundation
import LocalizationFormats
import Testing

@testable import SwiftLocaleKit

/// Real `.stringsdict` entries of wikipedia-ios, resolved in languages with several plural forms and
/// checked against the forms its translators wrote (including their quirks: no `many` in Russian
/// and Polish entries, so those numbers take `other`; `zero` forms used for 0 as on Apple platforms).
@Suite
struct WikipediaCorpusTests {
    static let folder = TestSupport.corpus.appending(path: "wikipedia-ios/Wikipedia/iOS Native Localizations")

    let bundle: Bundle?
    let kit: LocaleKit?

    init() {
        bundle = Bundle(url: Self.folder)
        kit = bundle.map { TestSupport.kit(bundle: $0) }
    }

    @Test(arguments: [
        // ru: one "%1$d час назад", few "%1$d часов назад", other "%1$d часа назад", zero "Недавно"
        ("ru", 0, "Недавно"), ("ru", 1, "1 час назад"), ("ru", 21, "21 час назад"), ("ru", 3, "3 часов назад"),
        ("ru", 24, "24 часов назад"), ("ru", 5, "5 часа назад"), ("ru", 12, "12 часа назад"),
        // pl: one "%1$d godzinę temu", few "%1$d godziny temu", other "%1$d godzin temu", zero "Ostatnio"
        ("pl", 0, "Ostatnio"), ("pl", 1, "1 godzinę temu"), ("pl", 2, "2 godziny temu"), ("pl", 22, "22 godziny temu"),
        ("pl", 5, "5 godzin temu"), ("pl", 12, "12 godzin temu"), ("pl", 21, "21 godzin temu"),
        // ar: one "قبل %1$d ساعة", other "قبل %1$d ساعات", zero "مؤخرا"
        ("ar", 0, "مؤخرا"), ("ar", 1, "قبل 1 ساعة"), ("ar", 2, "قبل 2 ساعات"), ("ar", 11, "قبل 11 ساعات"),
    ])
    func relativeDateHoursAgo(language: String, count: Int, expected: String) throws {
        let kit = try #require(kit, "corpus at \(Self.folder.path)")
        let bundle = try #require(bundle)
        let result = kit.localized(
            "relative-date-hours-ago", bundle: bundle, language: LocaleKitLanguage(code: language), arguments: [count])
        #expect(Self.asciiDigits(result) == expected)
    }

    @Test func everyEntryResolvesInRussianPolishArabic() throws {
        let kit = try #require(kit)
        let bundle = try #require(bundle)
        for language in ["ru", "pl", "ar"] {
            let url = Self.folder.appending(path: "\(language).lproj/Localizable.stringsdict")
            let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
            let entries = try #require(plist as? [String: [String: Any]])
            #expect(entries.count > 20)
            for (key, entry) in entries {
                let variables = entry.compactMap { $0.value as? [String: String] }
                let forms = Set(variables.flatMap { $0.filter { !$0.key.hasPrefix("NSString") }.values })
                for count in [0, 1, 2, 3, 5, 11, 21, 101] {
                    let result = kit.localized(
                        key, bundle: bundle, language: LocaleKitLanguage(code: language),
                        arguments: [count, count, count])
                    // Each result is one of the written forms with the count put in.
                    let written = forms.map {
                        $0.replacingOccurrences(of: "%1$d", with: "\(count)").replacingOccurrences(
                            of: "%2$d", with: "\(count)"
                        ).replacingOccurrences(of: "%d", with: "\(count)")
                    }
                    let format = entry["NSStringLocalizedFormatKey"] as? String ?? ""
                    let matches = written.contains { Self.asciiDigits(result).contains($0) }
                    #expect(matches || format.contains("%#@") == false, "\(language) \(key) \(count): \(result)")
                }
            }
        }
    }

    /// Every `.strings` key of every language (and every English key asked in every language) resolves
    /// as the readers and the fallback chain say: the text of the first table of the chain that has the
    /// key, the key itself when none has it (keys that are plurals there are checked above).
    @Test func everyTextKeyOfEveryLanguageResolvesAsTheReadersSay() throws {
        let kit = try #require(kit)
        let bundle = try #require(bundle)
        let languages = BundleLanguages(bundle: bundle)
        func table(_ folder: String) throws -> (strings: [String: String], plurals: Set<String>) {
            let lproj = try #require(languages.folders[folder])
            let strings = (try? Data(contentsOf: lproj.appending(path: "Localizable.strings"))).map {
                StringsReader.readValues($0, file: "Localizable.strings").values
            }
            let plurals = (try? Data(contentsOf: lproj.appending(path: "Localizable.stringsdict"))).map {
                Set(StringsDictReader.read($0, file: "Localizable.stringsdict").entries.map(\.key))
            }
            return (strings ?? [:], plurals ?? [])
        }
        let english = try table("en")
        var checked = 0
        for language in languages.languages {
            let chain = try languages.lookupChain(for: language, fallbackDevelopmentLanguage: "en").map(table)
            let keys = Set(chain.first?.strings.keys.map { $0 } ?? []).union(english.strings.keys)
            for key in keys {
                let owner = chain.first { $0.strings[key] != nil || $0.plurals.contains(key) }
                let result = kit.localized(key, bundle: bundle, language: LocaleKitLanguage(code: language))
                if let owner, !owner.plurals.contains(key) {
                    #expect(result == owner.strings[key], "\(language) \(key)")
                } else if owner == nil {
                    #expect(result == key, "\(language) \(key)")
                }
                checked += 1
            }
        }
        #expect(checked > 10_000)
    }

    /// Arabic-Indic digits as ASCII, for comparing with forms written with `%d`.
    static func asciiDigits(_ text: String) -> String {
        String(
            text.unicodeScalars.map { scalar -> Character in
                if (0x0660...0x0669).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0x0660 + 48) {
                    return Character(ascii)
                }
                return Character(scalar)
            })
    }
}
