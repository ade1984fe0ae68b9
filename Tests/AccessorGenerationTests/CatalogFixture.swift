import Foundation
import LocalizationFormats
import Mustache

@testable import AccessorGeneration
@testable import LocaleCatalog

/// In-memory catalogs for generator tests.
enum CatalogFixture {
    /// A catalog with one language of `tables`, entries given as key → value.
    static func catalog(
        _ tables: [String: [(key: String, value: String)]], language: String = "en", comments: [String: String] = [:]
    ) -> Catalog {
        var catalog = Catalog(developmentLanguage: "en")
        for (table, entries) in tables {
            var languageTable = LanguageTable(language: language, files: ["\(table).strings"])
            for (line, entry) in entries.enumerated() {
                languageTable.entries[entry.key] = Entry(
                    key: entry.key, translation: .text(entry.value), comment: comments[entry.key],
                    location: SourceLocation(file: "\(language).lproj/\(table).strings", line: line + 1, column: 1))
            }
            catalog.tables[table] = Table(name: table, languages: [language: languageTable])
        }
        return catalog
    }

    /// The keys every generator must survive.
    static let adversarialKeys: [(key: String, value: String)] = [
        ("class", "Class"), ("default", "Default"), ("self", "Self"), ("Type", "Type"), ("init", "Init"),
        ("🚀 rocket", "Rocket"), ("1st", "First"), ("", "Empty key"), ("a.b", "A dot B"), ("a_b", "A underscore B"),
        ("quote\"back\\slash", "Quote \"and\" backslash \\"), (String(repeating: "long", count: 75), "Long"),
        ("title", "lower title"), ("Title", "Upper title"), ("TITLE", "Capital title"), ("!!!", "Symbols"),
        ("string.value", "Shadowing String"), ("swift.type", "Shadowing Swift"), ("1st.x", "Digit namespace"),
    ]
}
