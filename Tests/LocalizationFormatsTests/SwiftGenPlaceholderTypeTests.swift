import Foundation
import LocalizationFormats
import Testing

/// Placeholder typing agrees with SwiftGen's recorded results (`StencilContexts/*.yaml`, every key with
/// `types`), with these deliberate differences:
/// - `f F e E g G a A` → `Double`, where SwiftGen says `Float` (Swift's `String(format:)` passes a
///   `Double` for `%f`; a `Float` argument would be promoted anyway);
/// - `o u x X` → `UInt`, where SwiftGen says `Int` (they are unsigned conversions);
/// - and the keys in ``differences``, each with its reason.
@Suite struct SwiftGenPlaceholderTypeTests {
    static let contexts = [
        "localizable", "custom-separator", "multiple", "plurals", "plurals-advanced", "plurals-same-table",
        "plurals-unsupported", "structuredonly", "utf8",
    ]
    static let resources = "swiftgen-fixtures/Resources"

    /// Keys where we deliberately differ: our types (`?` = an argument no placeholder uses) and why.
    static let differences: [String: (ours: [String], reason: String)] = [
        "mixed.placeholders-and-variables.string-positional3int": (
            ["String", "?", "Int"],
            "'%@ %3$#@has_rating@' never uses argument 2; SwiftGen closes the gap, "
                + "which would pass the count as argument 2"
        ),
        "mixed.placeholders-and-variables.positionalstring-positional3int": (
            ["String", "?", "Int"], "same gap: '%1$@ %3$#@has_rating@'"
        ),
        "many.placeholders.plurals.base": (
            ["String", "Int", "Float", "Float", "Int", "Int", "String", "Float", "String", "Int", "Float"],
            "SwiftGen drops '%8$3.2#@f8@' (a width before a variable); we type it from its variable"
        ),
        "many.placeholders.plurals.zero": (
            ["String", "Int", "Float", "Float", "Int", "Int", "String", "Float", "String", "Int", "Float"],
            "same '%8$3.2#@f8@'; and '%0$@' is a problem (position 0), not an argument"
        ),
    ]

    /// Ours, in SwiftGen's vocabulary after the deliberate differences.
    static func swiftGenName(_ type: PlaceholderType?) -> String {
        switch type {
        case .double: "Float"
        case .uint: "Int"
        case .some(let type): type.swiftType
        case nil: "?"
        }
    }

    /// The argument types of `key` in table `table`: from its `.strings` value, else its `.stringsdict` plural.
    static func ourTypes(key: String, table: String) -> [String]? {
        let strings = StringsReader.read(Corpus.data("\(resources)/\(table).strings"), file: table)
        if let entry = strings.entries.first(where: { $0.key == key }) {
            return FormatString(parsing: entry.value).argumentTypes.map(swiftGenName)
        }
        let dict = StringsDictReader.read(Corpus.data("\(resources)/\(table).stringsdict"), file: table)
        if let entry = dict.entries.first(where: { $0.key == key }) {
            return entry.plural.formatString.argumentTypes.map(swiftGenName)
        }
        return nil
    }

    @Test(arguments: contexts)
    func typesAgreeWithSwiftGen(context: String) throws {
        let yaml = String(decoding: Corpus.data("swiftgen-fixtures/StencilContexts/\(context).yaml"), as: UTF8.self)
        let items = SwiftGenContext(yaml: yaml).items
        #expect(!items.isEmpty)
        for item in items {
            let ours = Self.ourTypes(key: item.key, table: item.table)
            let expected = Self.differences[item.key]?.ours ?? item.types
            #expect(ours == expected, "\(context): \(item.table) '\(item.key)'")
        }
    }

    @Test func everyContextWithTypesIsChecked() throws {
        let folder = Corpus.root.appendingPathComponent("swiftgen-fixtures/StencilContexts")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
        let withTypes = files.filter {
            String(decoding: Corpus.data("swiftgen-fixtures/StencilContexts/\($0)"), as: UTF8.self).contains("types:")
        }
        #expect(Set(withTypes.map { String($0.dropLast(5)) }) == Set(Self.contexts))
        let total = Self.contexts.reduce(0) { count, context in
            count
                + SwiftGenContext(
                    yaml: String(
                        decoding: Corpus.data("swiftgen-fixtures/StencilContexts/\(context).yaml"), as: UTF8.self)
                ).items.count
        }
        #expect(total > 40)
    }
}
