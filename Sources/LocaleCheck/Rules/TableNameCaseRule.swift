import Foundation
import LocaleCatalog
import LocalizationFormats

/// `table-name-case`: one table whose files are spelled in different cases (`InfoPlist.strings`
/// in most languages, `infoPlist.strings` in some). Apple's default volumes are case-insensitive
/// and the app ships both, so they are checked as one table; but a case-sensitive volume misses
/// the odd spellings, and `CFBundleCopyLocalizedString`'s documentation says a table name's case
/// "must match that of the file name, even on file systems … that are not case sensitive". One
/// warning per table, naming the files.
public struct TableNameCaseRule: CheckRule {
    public let id = Diagnostic.Rule.tableNameCase
    public let defaultSeverity: Diagnostic.Severity? = .warning
    public let summary = "A table's files differ in the case of their names (breaks on case-sensitive volumes)."

    /// The rule, at its default severity.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .none }

    public func check(_ context: CheckContext) -> [Finding] {
        context.tables.compactMap { table in
            let files = table.languages.values.flatMap(\.files).sorted()
            let odd = files.filter { file in
                // The file's name as Foundation's path methods give it, read on the bytes where it can be.
                let name = FileReader.tableAndLanguage(of: file).table
                return name != table.name && name.lowercased() == table.name.lowercased()
            }
            guard let first = odd.first else { return nil }
            let names = odd.map { ($0 as NSString).lastPathComponent }
            let spellings = Set(names).sorted().joined(separator: ", ")
            let diagnostic = Diagnostic(
                .warning, rule: id,
                "\(spellings) (\(odd.count) file\(odd.count == 1 ? "" : "s")) differs only in case from table "
                    + "'\(table.name)': checked as one table, but a case-sensitive volume does not find it, and "
                    + "Core Foundation documents table names as case-sensitive on every volume; rename it",
                at: SourceLocation(file: first), notes: odd.dropFirst().map { Diagnostic.Note($0) })
            return Finding(diagnostic, table: table.name)
        }
    }
}

extension Diagnostic.Rule {
    /// `table-name-case`: one table whose files are spelled in different cases.
    public static let tableNameCase = Diagnostic.Rule("table-name-case")
}
