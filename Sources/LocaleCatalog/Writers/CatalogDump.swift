import Foundation
import LocalizationFormats

/// The `localekit dump` view of a catalog, as stable JSON or readable text.
///
/// JSON shape: `{"developmentLanguage", "tables": {table: {language: {key: entry}}}, "diagnostics": […]}`
/// where an entry is `{"value"|"plural"|"stringSet", "comment"?, "placeholders"?, "state"?, "devices"?, "widths"?,
/// "file", "line", "column"}`; `widths` maps each width of a variable-width entry to its text (`value` is the
/// widest); `stringSet` lists a String Catalog string set's phrases (App Shortcuts), in file order.
public enum CatalogDump {
    /// The catalog as JSON (the shape above), keys sorted.
    public static func json(_ catalog: Catalog) -> String {
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

    /// The catalog as text, one line per entry and language, for reading and diffing.
    public static func text(_ catalog: Catalog) -> String {
        var lines = ["development language: \(catalog.developmentLanguage)"]
        for name in catalog.tableNames {
            guard let table = catalog.tables[name] else { continue }
            for language in table.languages.keys.sorted() {
                guard let languageTable = table.languages[language] else { continue }
                lines.append("\(name) [\(language)] \(languageTable.entries.count) keys")
                for key in languageTable.sortedKeys {
                    guard let entry = languageTable.entries[key] else { continue }
                    switch entry.translation {
                    case .text where entry.isStringSet:
                        lines.append("  \(quoted(key)) = string set of \(entry.stringSet.count)")
                        lines += entry.stringSet.map { "    \(quoted($0))" }
                    case .text(let value):
                        lines.append("  \(quoted(key)) = \(quoted(value))")
                        for width in entry.widthVariants.widths {
                            lines.append("    width \(width) = \(quoted(entry.widthVariants.texts[width] ?? ""))")
                        }
                    case .plural(let plural):
                        lines.append("  \(quoted(key)) = plural \(quoted(plural.format))")
                        for variable in plural.variables {
                            for (category, form) in variable.forms.sorted(by: { $0.key < $1.key }) {
                                lines.append("    \(variable.name).\(category.rawValue) = \(quoted(form))")
                            }
                        }
                    }
                }
            }
        }
        return lines.joined(separator: "\n")
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

    /// Quoted as in a `.strings` file, so that the text dump reads like one.
    private static func quoted(_ string: String) -> String {
        StringsWriter.quoted(string)
    }
}
