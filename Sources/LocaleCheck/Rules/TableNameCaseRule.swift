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
                guard !Self.isNamed(file, table.name) else { return false }
                let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
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

extension TableNameCaseRule {
    /// Whether `file` is `…/<table>.<extension>`, as nearly every file of a table is: decided on the
    /// bytes, where Foundation's path methods cost tens of thousands of instructions a file on Linux.
    static func isNamed(_ file: String, _ table: String) -> Bool {
        let path = file.utf8
        guard !table.isEmpty, let dot = path.lastIndex(of: 0x2E), path.index(after: dot) != path.endIndex,
            !path[dot...].contains(0x2F)
        else { return false }
        // Bytes, not characters: a name that is only canonically equal goes to Foundation's methods.
        let stem = path[..<dot]
        guard stem.count >= table.utf8.count, stem.suffix(table.utf8.count).elementsEqual(table.utf8) else {
            return false
        }
        let start = path.index(dot, offsetBy: -table.utf8.count)
        return start == path.startIndex || path[path.index(before: start)] == 0x2F
    }
}

extension Diagnostic.Rule {
    /// `table-name-case`: one table whose files are spelled in different cases.
    public static let tableNameCase = Diagnostic.Rule("table-name-case")
}
