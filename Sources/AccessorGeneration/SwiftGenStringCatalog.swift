import Foundation
import LocaleCatalog
import LocalizationFormats

/// A String Catalog read as the community SwiftGen fork (6.6.4, `StringsCatalogFileParser`) reads it
/// for the `strings` context, which SwiftGen 6.6 itself cannot: the catalog is one table (its file
/// name); a key without a source-language localization is left out; a plural's translation is
/// `Plural format key: <key>`, a key with neither text nor plural (device or width variations only)
/// `Key: <key>`; types come from the source text (the key when there is none), else from the first
/// plural case with placeholders (`zero`, `one`, `two`, `few`, `many`, `other`). Substitutions and
/// other languages are not read. What the fork's decoder refuses (a plural without `other`, a case
/// without a `stringUnit`) stops the whole file, as it stops the fork.
enum SwiftGenStringCatalog {
    struct Entry {
        var key: String
        var translation: String
        var comment: String?
        /// The text SwiftGen takes the placeholder types from.
        var formats: [String]
    }

    struct Problem: Error {
        var reason: String
    }

    static func entries(in data: Data) -> Result<[Entry], Problem> {
        guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return .failure(Problem(reason: "is not a JSON object"))
        }
        guard let source = document["sourceLanguage"] as? String, let strings = document["strings"] as? [String: Any]
        else { return .failure(Problem(reason: "has no 'sourceLanguage' or 'strings'")) }
        var entries: [Entry] = []
        for (key, value) in strings {
            guard let entry = value as? [String: Any] else { return .failure(Problem(reason: "'\(key)' is no object")) }
            let comment = entry["comment"]
            guard comment == nil || comment is String else {
                return .failure(Problem(reason: "'\(key)' has a 'comment' that is no text"))
            }
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            var sourceLocalization: Localization?
            for (language, localization) in localizations {
                switch Localization.decode(localization) {
                case .success(let decoded) where language == source: sourceLocalization = decoded
                case .success: continue
                case .failure(let problem):
                    return .failure(Problem(reason: "'\(key)' (\(language)) \(problem.reason)"))
                }
            }
            guard let localization = sourceLocalization else { continue }
            entries.append(localization.entry(key: key, comment: comment as? String))
        }
        return .success(entries)
    }

    /// The part of a localization the fork decodes: its text and its plural cases.
    private struct Localization {
        var text: String?
        /// The plural's cases in the fork's order; nil when there is no plural.
        var plural: [String]?

        static let pluralOrder = ["zero", "one", "two", "few", "many", "other"]

        static func decode(_ value: Any) -> Result<Localization, Problem> {
            guard let object = value as? [String: Any] else { return .failure(Problem(reason: "is no object")) }
            var localization = Localization()
            if let unit = object["stringUnit"] {
                guard let text = Self.text(of: unit) else {
                    return .failure(Problem(reason: "has a 'stringUnit' without a 'value'"))
                }
                localization.text = text
            }
            guard let plural = (object["variations"] as? [String: Any])?["plural"] else {
                return .success(localization)
            }
            guard let cases = plural as? [String: Any], cases["other"] != nil else {
                return .failure(Problem(reason: "has a plural without 'other'"))
            }
            var texts: [String] = []
            for category in pluralOrder {
                guard let variation = cases[category] else { continue }
                guard let text = (variation as? [String: Any])?["stringUnit"].flatMap(Self.text(of:)) else {
                    return .failure(Problem(reason: "has a plural '\(category)' without a 'stringUnit' value"))
                }
                texts.append(text)
            }
            localization.plural = texts
            return .success(localization)
        }

        private static func text(of unit: Any) -> String? {
            (unit as? [String: Any])?["value"] as? String
        }

        func entry(key: String, comment: String?) -> Entry {
            let translation =
                if plural != nil { "Plural format key: \(key)" } else { text ?? "Key: \(key)" }
            return Entry(key: key, translation: translation, comment: comment, formats: [text ?? key] + (plural ?? []))
        }
    }
}
