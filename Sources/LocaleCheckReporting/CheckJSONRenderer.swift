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
        var groupNotes = [String?](repeating: nil, count: missing.groups.count)
        report.forEachItem(
            other: { finding in
                writer.write(first ? "\n    " : ",\n    ")
                first = false
                writer.append { value(for: finding).write(to: &$0, indent: 2) }
            },
            missing: { item in
                writer.write(first ? "\n    " : ",\n    ")
                first = false
                let notes: String
                if let known = groupNotes[Int(item.group)] {
                    notes = known
                } else {
                    notes = notesMember(missing.groups[Int(item.group)].notes)
                    groupNotes[Int(item.group)] = notes
                }
                writer.append { write(missing, item, notes: notes, to: &$0) }
            })
        writer.write(report.findingCount == 0 ? "]\n}\n" : "\n  ]\n}\n")
        writer.flush()
    }

    static func value(for finding: Finding) -> JSONValue {
        let diagnostic = finding.diagnostic
        var members: [(String, JSONValue)] = [
            ("rule", .string(diagnostic.rule.rawValue)), ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
        ]
        members += location(diagnostic.location)
        if let table = finding.table { members.append(("table", .string(table))) }
        if let language = finding.language { members.append(("language", .string(language))) }
        if let key = finding.key { members.append(("key", .string(key))) }
        if !diagnostic.notes.isEmpty {
            let notes = diagnostic.notes.map { note in
                JSONValue.object([("message", .string(note.message))] + location(note.location))
            }
            members.append(("notes", .array(notes)))
        }
        return .object(members)
    }

    /// A compact `missing-translation` finding, written as ``value(for:)`` writes its ``Finding``
    /// (at depth 2) without building it; `notes` is its group's ``notesMember(_:)``.
    static func write(
        _ missing: MissingTranslations, _ item: MissingTranslations.Item, notes: String, to output: inout String
    ) {
        let key = missing.keys[Int(item.key)]
        let group = missing.groups[Int(item.group)]
        output += "{\n      \"rule\": \"\(MissingTranslations.rule)\",\n      \"severity\": \""
        output += group.severity.rawValue
        output += "\",\n      \"message\": "
        JSONValue.writeString(missing.message(of: item), to: &output)
        output += ",\n      \"file\": "
        JSONValue.writeString(key.location.file, to: &output)
        if key.location.line > 0 {
            output += ",\n      \"line\": "
            output += String(key.location.line)
        }
        if key.location.column > 0 {
            output += ",\n      \"column\": "
            output += String(key.location.column)
        }
        output += ",\n      \"table\": "
        JSONValue.writeString(group.table, to: &output)
        output += ",\n      \"language\": "
        JSONValue.writeString(group.language, to: &output)
        output += ",\n      \"key\": "
        JSONValue.writeString(key.key, to: &output)
        output += notes
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
