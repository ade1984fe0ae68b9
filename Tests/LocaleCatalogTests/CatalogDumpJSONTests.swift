import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// `dump --format json` writes its JSON itself: the bytes are the ones `JSONSerialization` wrote
/// before (`.sortedKeys, .prettyPrinted, .withoutEscapingSlashes`), on every corpus folder.
@Suite struct CatalogDumpJSONTests {
    static let corpusFolders: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.corpus)) ?? []
        return names.filter { !$0.contains(".") }.sorted().map { TestPaths.corpus + "/" + $0 }
    }()

    @Test(arguments: corpusFolders)
    func sameBytesAsJSONSerialization(_ folder: String) {
        let catalog = CatalogLoader().load([folder])
        let written = CatalogDump.json(catalog)
        let oracle = FoundationDump.json(catalog)
        #expect(written == oracle, "first difference at \(Self.firstDifference(written, oracle))")
    }

    /// An empty catalog, and entries with every optional field (a device-varied, a variable-width, a
    /// plural with a value type, a string not to translate, a state, a comment, a diagnostic with notes).
    @Test func everyFieldAsJSONSerializationWritesIt() {
        var catalog = Catalog(developmentLanguage: "en")
        #expect(CatalogDump.json(catalog) == FoundationDump.json(catalog))
        let at = SourceLocation(file: "en.lproj/L.strings", line: 3, column: 1)
        var devices = Entry(key: "d", translation: .text("Tap"), comment: "c", location: at, state: "translated")
        devices.deviceVariants = ["mac": .text("Click"), "iphone": .text("Tap")]
        let widths = Entry(
            key: "w", widthVariants: WidthVariants([20: "Short", 100: "Long text"]), location: at)
        let plural = Entry(
            key: "p",
            translation: .plural(
                PluralTranslation(
                    format: "%#@n@",
                    variables: [
                        PluralVariable(name: "n", valueType: "d", forms: [.one: "%d file", .other: "%d files"])
                    ])),
            location: at, shouldTranslate: false)
        catalog.tables["L"] = Table(
            name: "L",
            languages: [
                "en": LanguageTable(
                    language: "en",
                    entries: [
                        "d": devices, "w": widths, "p": plural,
                        "f": Entry(key: "f", translation: .text("%1$@ and %2$lld / \"x\"\n"), location: at),
                    ])
            ])
        catalog.diagnostics = [
            Diagnostic(.warning, rule: .xcstrings, "m", at: at, notes: [.init("n", at: at)]),
            Diagnostic(.error, rule: .io, "no file", at: SourceLocation(file: "x")),
        ]
        #expect(CatalogDump.json(catalog) == FoundationDump.json(catalog))
    }

    static func firstDifference(_ lhs: String, _ rhs: String) -> Int {
        zip(lhs.utf8, rhs.utf8).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(lhs.utf8.count, rhs.utf8.count)
    }
}

/// The dump's JSON as `JSONSerialization` wrote it until `CatalogDump` wrote it itself: the oracle.
enum FoundationDump {
    static func json(_ catalog: Catalog) -> String {
        var tables: [String: Any] = [:]
        for (name, table) in catalog.tables {
            var languages: [String: Any] = [:]
            for (language, languageTable) in table.languages {
                var entries: [String: Any] = [:]
                for (key, entry) in languageTable.entries {
                    entries[key] = object(for: entry)
                }
                languages[language] = entries
            }
            tables[name] = languages
        }
        let root: [String: Any] = [
            "developmentLanguage": catalog.developmentLanguage,
            "tables": tables,
            "diagnostics": catalog.diagnostics.map(object(for:)),
        ]
        let data =
            (try? JSONSerialization.data(
                withJSONObject: root, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func object(for entry: Entry) -> [String: Any] {
        var object: [String: Any] = [
            "file": entry.location.file, "line": entry.location.line, "column": entry.location.column,
        ]
        switch entry.translation {
        case .text where entry.isStringSet:
            // Alternative phrases, not a format: no placeholders.
            object["stringSet"] = entry.stringSet
        case .text(let value):
            object["value"] = value
            let placeholders = FormatString(parsing: value).placeholders
            if !placeholders.isEmpty {
                object["placeholders"] = placeholders.map { placeholder -> [String: Any] in
                    var item: [String: Any] = ["position": placeholder.position, "spec": placeholder.spec]
                    if let type = placeholder.type { item["type"] = type.swiftType }
                    return item
                }
            }
        case .plural(let plural):
            var variables: [String: Any] = [:]
            for variable in plural.variables {
                var forms: [String: Any] = [:]
                for (category, form) in variable.forms { forms[category.rawValue] = form }
                if let valueType = variable.valueType { forms["valueType"] = valueType }
                variables[variable.name] = forms
            }
            object["plural"] = ["format": plural.format, "variables": variables]
        }
        if !entry.deviceVariants.isEmpty {
            var devices: [String: Any] = [:]
            for (device, variant) in entry.deviceVariants {
                if case .text(let value) = variant { devices[device] = value }
            }
            object["devices"] = devices
        }
        if !entry.widthVariants.isEmpty {
            object["widths"] = Dictionary(
                uniqueKeysWithValues: entry.widthVariants.texts.map { (String($0.key), $0.value) })
        }
        if let comment = entry.comment { object["comment"] = comment }
        if let state = entry.state { object["state"] = state }
        if !entry.shouldTranslate { object["shouldTranslate"] = false }
        return object
    }

    static func object(for diagnostic: Diagnostic) -> [String: Any] {
        var object: [String: Any] = [
            "severity": diagnostic.severity.rawValue, "rule": diagnostic.rule.rawValue, "message": diagnostic.message,
        ]
        if let location = diagnostic.location {
            object["file"] = location.file
            if location.line > 0 { object["line"] = location.line }
            if location.column > 0 { object["column"] = location.column }
        }
        if !diagnostic.notes.isEmpty {
            object["notes"] = diagnostic.notes.map { note -> [String: Any] in
                var item: [String: Any] = ["message": note.message]
                if let location = note.location {
                    item["file"] = location.file
                    item["line"] = location.line
                    item["column"] = location.column
                }
                return item
            }
        }
        return object
    }

}
