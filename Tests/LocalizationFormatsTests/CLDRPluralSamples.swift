import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// The samples CLDR lists for every rule, generated beside the rules by `Scripts/generate-plural-rules.py`.
struct CLDRPluralSamples: Sendable, CustomTestStringConvertible {
    struct Sample: Sendable, Hashable {
        var category: PluralCategory
        var number: String
    }

    var locale: String
    var samples: [Sample]
    var testDescription: String { locale }

    private struct File: Decodable {
        struct RuleSet: Decodable {
            var locales: [String]
            var samples: [String: [String]]
        }
        var cldrVersion: String
        var ruleSets: [RuleSet]
    }

    static let fileURL = URL(filePath: TestPaths.fixtures(of: "LocalizationFormatsTests") + "/cldr-plural-samples.json")

    /// One value per CLDR locale, each with every sample of its rule set.
    static let all: [CLDRPluralSamples] = {
        guard let data = try? Data(contentsOf: fileURL),
            let file = try? JSONDecoder().decode(File.self, from: data)
        else { return [] }
        return file.ruleSets.flatMap { ruleSet in
            let samples = ruleSet.samples.flatMap { name, numbers in
                numbers.compactMap { number in
                    PluralCategory(rawValue: name).map { Sample(category: $0, number: number) }
                }
            }
            return ruleSet.locales.map { CLDRPluralSamples(locale: $0, samples: samples) }
        }
    }()
}
