import Foundation
import LocalizationFormats

/// The `localekit dump` view of a catalog, as stable JSON or readable text.
///
/// JSON shape: `{"developmentLanguage", "tables": {table: {language: {key: entry}}}, "diagnostics": […]}`
/// where an entry is `{"value"|"plural"|"stringSet", "comment"?, "placeholders"?, "state"?, "devices"?, "widths"?,
/// "file", "line", "column"}`; `widths` maps each width of a variable-width entry to its text (`value` is the
/// widest); `stringSet` lists a String Catalog string set's phrases (App Shortcuts), in file order.
public enum CatalogDump {
    /// The catalog as JSON (the shape above): the bytes `JSONSerialization` writes with `.sortedKeys,
    /// .prettyPrinted, .withoutEscapingSlashes` (members in ``XcodeKeyOrder``, the comparison its
    /// `.sortedKeys` makes), written directly.
    ///
    /// `JSONSerialization` sorted every dictionary with a collation comparison, the keys of each
    /// language apart, and bridged every value: 13 times the text dump's time on a large app. Here a
    /// table's keys are sorted once for all its languages, and an entry's fields are written in their
    /// sorted order as they are.
    public static func json(_ catalog: Catalog) -> String {
        var tables: [LocatedJSON.Member] = []
        for name in sorted(Array(catalog.tables.keys)) {
            guard let table = catalog.tables[name] else { continue }
            let keys = sorted(Array(Set(table.languages.values.flatMap(\.entries.keys))))
            var languages: [LocatedJSON.Member] = []
            for language in sorted(Array(table.languages.keys)) {
                let entries = table.languages[language]?.entries ?? [:]
                let members = keys.compactMap { key in entries[key].map { member(key, object(for: $0)) } }
                languages.append(member(language, .object(members)))
            }
            tables.append(member(name, .object(languages)))
        }
        let root = LocatedJSON.object([
            member("developmentLanguage", .string(catalog.developmentLanguage)),
            member("diagnostics", .array(catalog.diagnostics.map(object(for:)))),
            member("tables", .object(tables)),
        ])
        var output: [UInt8] = []
        output.reserveCapacity(1 << 20)
        StringCatalogWriter.write(root, indent: 0, to: &output)
        return String(decoding: output, as: UTF8.self)
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

    /// An entry's object, its fields in sorted order (column, comment, devices, file, line,
    /// placeholders, plural, shouldTranslate, state, stringSet, value, widths).
    static func object(for entry: Entry) -> LocatedJSON {
        var fields: [LocatedJSON.Member] = [member("column", .number(Double(entry.location.column)))]
        if let comment = entry.comment { fields.append(member("comment", .string(comment))) }
        if !entry.deviceVariants.isEmpty {
            let devices = entry.deviceVariants.compactMap { device, variant -> (String, LocatedJSON)? in
                if case .text(let value) = variant { return (device, .string(value)) }
                return nil
            }
            fields.append(member("devices", sortedObject(devices)))
        }
        fields.append(member("file", .string(entry.location.file)))
        fields.append(member("line", .number(Double(entry.location.line))))
        var text: String?
        switch entry.translation {
        case .text where entry.isStringSet:
            break  // Alternative phrases, not a format: no placeholders.
        case .text(let value):
            text = value
            let placeholders = FormatString(parsing: value).placeholders
            if !placeholders.isEmpty {
                fields.append(member("placeholders", .array(placeholders.map(object(for:)))))
            }
        case .plural(let plural):
            let variables = plural.variables.map { variable -> (String, LocatedJSON) in
                var forms = variable.forms.map { ($0.key.rawValue, LocatedJSON.string($0.value)) }
                if let valueType = variable.valueType { forms.append(("valueType", .string(valueType))) }
                return (variable.name, sortedObject(forms))
            }
            fields.append(
                member(
                    "plural",
                    .object([member("format", .string(plural.format)), member("variables", sortedObject(variables))])))
        }
        if !entry.shouldTranslate { fields.append(member("shouldTranslate", .bool(false))) }
        if let state = entry.state { fields.append(member("state", .string(state))) }
        if entry.isStringSet { fields.append(member("stringSet", .array(entry.stringSet.map { .string($0) }))) }
        if let text { fields.append(member("value", .string(text))) }
        if !entry.widthVariants.isEmpty {
            fields.append(
                member("widths", sortedObject(entry.widthVariants.texts.map { (String($0.key), .string($0.value)) })))
        }
        return .object(fields)
    }

    private static func object(for placeholder: FormatPlaceholder) -> LocatedJSON {
        var fields = [
            member("position", .number(Double(placeholder.position))), member("spec", .string(placeholder.spec)),
        ]
        if let type = placeholder.type { fields.append(member("type", .string(type.swiftType))) }
        return .object(fields)
    }

    /// A diagnostic's object, its fields in sorted order.
    static func object(for diagnostic: Diagnostic) -> LocatedJSON {
        var fields: [LocatedJSON.Member] = []
        let location = diagnostic.location
        if let location, location.column > 0 { fields.append(member("column", .number(Double(location.column)))) }
        if let location { fields.append(member("file", .string(location.file))) }
        if let location, location.line > 0 { fields.append(member("line", .number(Double(location.line)))) }
        fields.append(member("message", .string(diagnostic.message)))
        if !diagnostic.notes.isEmpty {
            fields.append(
                member(
                    "notes",
                    .array(
                        diagnostic.notes.map { note in
                            var item: [LocatedJSON.Member] = []
                            if let location = note.location {
                                item.append(member("column", .number(Double(location.column))))
                                item.append(member("file", .string(location.file)))
                                item.append(member("line", .number(Double(location.line))))
                            }
                            item.append(member("message", .string(note.message)))
                            return .object(item)
                        })))
        }
        fields.append(member("rule", .string(diagnostic.rule.rawValue)))
        fields.append(member("severity", .string(diagnostic.severity.rawValue)))
        return .object(fields)
    }

    private static func member(_ name: String, _ value: LocatedJSON) -> LocatedJSON.Member {
        LocatedJSON.Member(name: name, offset: -1, value: value)
    }

    private static func sorted(_ names: [String]) -> [String] {
        names.sorted(by: XcodeKeyOrder.precedes)
    }

    private static func sortedObject(_ members: [(String, LocatedJSON)]) -> LocatedJSON {
        .object(members.sorted { XcodeKeyOrder.precedes($0.0, $1.0) }.map { member($0.0, $0.1) })
    }

    /// Quoted as in a `.strings` file, so that the text dump reads like one.
    private static func quoted(_ string: String) -> String {
        StringsWriter.quoted(string)
    }
}
