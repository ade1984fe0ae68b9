import Foundation
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// `localekit check --format json`: a stable, documented schema (version 1).
///
/// ```
/// { "version": 1, "developmentLanguage": "en",
///   "summary": { "error", "warning", "note", "baselined" },
///   "coverage": [ { "language", "translated", "total", "percent",
///                   "tables": [ { "root", "table", "translated", "total", "percent" } ] } ],
///   "findings": [ { "rule", "severity", "message", "file"?, "line"?, "column"?,
///                   "table"?, "language"?, "key"?, "notes"?: [ { "message", "file"?, "line"?, "column"? } ] } ] }
/// ```
/// Keys appear in this order; `percent` has at most two decimals; findings are in output order.
public enum CheckJSONRenderer {
    public static func render(_ report: CheckReport) -> String {
        var output = ""
        render(report) { output += $0 }
        return output
    }

    /// Writes the report in chunks, findings one by one.
    public static func render(_ report: CheckReport, to sink: @escaping (String) -> Void) {
        var writer = ChunkedWriter(sink: sink)
        let summary: JSONValue = .object([
            ("error", .int(report.count(.error))), ("warning", .int(report.count(.warning))),
            ("note", .int(report.count(.note))), ("baselined", .int(report.baselined)),
        ])
        writer.write("{\n  \"version\": 1,\n  \"developmentLanguage\": ")
        writer.append { JSONValue.writeString(report.developmentLanguage, to: &$0) }
        writer.write(",\n  \"summary\": ")
        writer.append { summary.write(to: &$0, indent: 1) }
        writer.write(",\n  \"coverage\": ")
        writer.append { JSONValue.array(report.coverage.map(value(for:))).write(to: &$0, indent: 1) }
        writer.write(",\n  \"findings\": [")
        var first = true
        let missing = report.missingTranslations
        // A table and language's notes are written once for all its missing translations.
        var groupNotes = [String?](repeating: nil, count: missing.groups.count)
        func write(_ finding: FindingFields) {
            writer.write(first ? "\n    " : ",\n    ")
            first = false
            writer.append { Self.write(finding, to: &$0) }
        }
        report.forEachItem(
            other: { write(FindingFields($0)) },
            missing: { item in
                let group = Int(item.group)
                let notes = groupNotes[group] ?? notesMember(missing.groups[group].notes)
                groupNotes[group] = notes
                write(FindingFields(missing, item, notes: notes))
            })
        writer.write(report.findingCount == 0 ? "]\n}\n" : "\n  ]\n}\n")
        writer.flush()
    }

    /// What one finding's object holds, from a ``Finding`` or a compact `missing-translation` item.
    struct FindingFields {
        var rule: String
        var severity: String
        var message: String
        var location: SourceLocation?
        var table: String?
        var language: String?
        var key: String?
        /// ``notesMember(_:)`` of its notes.
        var notes: String

        init(_ finding: Finding) {
            let diagnostic = finding.diagnostic
            rule = diagnostic.rule.rawValue
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
            location = diagnostic.location
            (table, language, key) = (finding.table, finding.language, finding.key)
            notes = notesMember(diagnostic.notes)
        }

        /// A compact finding, no ``Finding`` built; `notes` is its group's ``notesMember(_:)``.
        init(_ missing: MissingTranslations, _ item: MissingTranslations.Item, notes: String) {
            let key = missing.keys[Int(item.key)]
            let group = missing.groups[Int(item.group)]
            rule = MissingTranslations.rule.rawValue
            severity = group.severity.rawValue
            message = missing.message(of: item)
            location = key.location
            (table, language, self.key) = (group.table, group.language, key.key)
            self.notes = notes
        }
    }

    /// One finding's object at depth 2, members in the schema's order.
    static func write(_ finding: FindingFields, to output: inout String) {
        func member(_ name: String) {
            output += ",\n      \""
            output += name
            output += "\": "
        }
        func member(_ name: String, _ text: String?) {
            guard let text else { return }
            member(name)
            JSONValue.writeString(text, to: &output)
        }
        output += "{\n      \"rule\": "
        JSONValue.writeString(finding.rule, to: &output)
        member("severity", finding.severity)
        member("message", finding.message)
        if let location = finding.location {
            member("file", location.file)
            if location.line > 0 {
                member("line")
                output += String(location.line)
            }
            if location.column > 0 {
                member("column")
                output += String(location.column)
            }
        }
        member("table", finding.table)
        member("language", finding.language)
        member("key", finding.key)
        output += finding.notes
        output += "\n    }"
    }

    /// `,\n      "notes": [...]` at depth 2 (empty when there are no notes).
    static func notesMember(_ notes: [Diagnostic.Note]) -> String {
        guard !notes.isEmpty else { return "" }
        let values = notes.map { note in
            JSONValue.object([("message", .string(note.message))] + location(note.location))
        }
        return ",\n      \"notes\": " + JSONValue.array(values).text(indent: 3)
    }

    static func location(_ location: SourceLocation?) -> [(String, JSONValue)] {
        guard let location else { return [] }
        var members: [(String, JSONValue)] = [("file", .string(location.file))]
        if location.line > 0 { members.append(("line", .int(location.line))) }
        if location.column > 0 { members.append(("column", .int(location.column))) }
        return members
    }

    static func value(for coverage: LanguageCoverage) -> JSONValue {
        .object([
            ("language", .string(coverage.language)), ("translated", .int(coverage.translated)),
            ("total", .int(coverage.total)), ("percent", .double(rounded(coverage.percent))),
            ("fallback", .int(coverage.fallback)), ("coveredPercent", .double(rounded(coverage.coveredPercent))),
            (
                "tables",
                .array(
                    coverage.tables.map { table in
                        .object([
                            ("root", .string(table.root)), ("table", .string(table.table)),
                            ("translated", .int(table.translated)), ("total", .int(table.total)),
                            ("percent", .double(rounded(table.percent))), ("fallback", .int(table.fallback)),
                        ])
                    })
            ),
        ])
    }

    static func rounded(_ percent: Double) -> Double {
        (percent * 100).rounded(.down) / 100
    }
}
