import Foundation
import LocalizationFormats
import Testing

/// Every `.stringsdict` of the corpus gives the same property list, and the same plural model, as
/// Foundation's `PropertyListSerialization`. No difference needed justifying on this corpus.
@Suite struct StringsDictDifferentialTests {
    static let files = Corpus.files(
        in: ["wikipedia-ios", "swiftgen-fixtures/Resources"], withExtension: "stringsdict")

    @Test func corpusIsThere() {
        #expect(Self.files.count >= 24)
    }

    @Test(arguments: files)
    func sameTreeAsPropertyListSerialization(path: String) throws {
        let data = Corpus.data(path)
        let (root, diagnostics) = PropertyListXML.parse(data, file: path)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let foundation = try PropertyListSerialization.propertyList(from: data, format: nil)
        let ours = try #require(root.map(Self.foundationValue))
        #expect(NSDictionary(dictionary: ours as? [String: Any] ?? [:]).isEqual(foundation))

        let file = StringsDictReader.read(data, file: path)
        let dictionary = try #require(foundation as? [String: Any])
        for entry in file.entries {
            let expected = dictionary[entry.key] as? [String: Any]
            #expect(entry.plural.format == expected?["NSStringLocalizedFormatKey"] as? String)
            for variable in entry.plural.variables {
                let rules = expected?[variable.name] as? [String: Any]
                for category in PluralCategory.allCases {
                    #expect(variable.forms[category] == rules?[category.rawValue] as? String)
                }
            }
        }
        // Variable-width rules: the widths and texts Foundation reads.
        for entry in file.widthEntries {
            let rule = (dictionary[entry.key] as? [String: Any])?["NSStringVariableWidthRuleType"] as? [String: String]
            let expected = Dictionary((rule ?? [:]).map { (Int($0.key) ?? -1, $0.value) }, uniquingKeysWith: { $1 })
            #expect(entry.variants.texts == expected, "\(entry.key)")
        }
        // No key vanishes: every key Foundation reads is a plural or a width rule, unless the reader
        // reported an error for it.
        let read = Set(file.entries.map(\.key) + file.widthEntries.map(\.key))
        let reported = file.diagnostics.filter { $0.severity == .error }.map(\.message)
        for key in dictionary.keys where !read.contains(key) {
            #expect(reported.contains { $0.contains("'\(key)'") }, "\(key) vanished from \(path)")
        }
    }

    /// SwiftGen's fixture with `NSStringVariableWidthRuleType` entries is in the corpus, and read.
    @Test func variableWidthFixtureIsRead() throws {
        let path = "swiftgen-fixtures/Resources/Localizable.stringsdict"
        let file = StringsDictReader.read(Corpus.data(path), file: path)
        #expect(file.diagnostics.isEmpty)
        #expect(
            file.widthEntries.map(\.key).sorted() == [
                "competition.tab.favorite-players", "competition.tab.favorite-teams",
            ])
        let players = try #require(file.widthEntries.first { $0.key == "competition.tab.favorite-players" })
        #expect(players.variants.texts == [20: "Fav. Players", 25: "Favorite Players"])
        #expect(players.variants.widest == "Favorite Players")
        #expect(players.location.line == 23)
    }

    /// Our tree as the values Foundation returns, to compare with `NSDictionary.isEqual`.
    static func foundationValue(_ node: PropertyListNode) -> Any {
        switch node.value {
        case .string(let string): string
        case .integer(let number): number
        case .real(let number): number
        case .boolean(let flag): flag
        case .date(let text): ISO8601DateFormatter().date(from: text) ?? text
        case .data(let data): data
        case .array(let elements): elements.map(foundationValue)
        case .dictionary(let entries):
            Dictionary(entries.map { ($0.key, foundationValue($0.value)) }, uniquingKeysWith: { _, last in last })
        }
    }
}
