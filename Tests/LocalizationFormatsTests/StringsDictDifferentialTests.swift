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
