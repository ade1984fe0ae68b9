import Foundation
import LocaleCatalog
import LocalizationFormats

/// `localekit format`: one canonical form for localization files, so that a diff shows only real
/// changes (see docs/format.md).
///
/// - String Catalogs (`.xcstrings`) as Xcode saves them: members in ``XcodeKeyOrder``, Xcode's bytes
///   (``StringCatalogWriter``), no final newline.
/// - `.strings` tables of every language in the development language's key order (keys it lacks
///   after those, in their own order); a repeated key keeps its last definition, as Foundation reads
///   it, with a note at each one dropped. Comments, spacing, escapes, the encoding (UTF-16 stays UTF-16)
///   and the bytes of every entry are kept ([`StringsTableFormatter`]). A formatted table is read again
///   and must give the keys, values and comments it gave before, or it is left alone.
/// - A `.strings` in property-list form (XML, binary) is left alone with a note; other files are not
///   touched.
///
/// ```swift
/// let result = CatalogFormatter.format(files: ["App/en.lproj/Localizable.strings"], developmentLanguage: "en")
/// _ = try AtomicFileWriter.write(result.files)  // only the files whose bytes change
/// ```
public enum CatalogFormatter {
    /// A file not in its canonical form.
    public struct Change: Sendable {
        public var path: String
        /// The canonical bytes.
        public var data: Data
        /// What differs (`2 duplicate definitions dropped`, `not in Xcode's bytes`).
        public var reasons: [String]

        /// `path: error: not in canonical form (…) [format]`, what `--check` reports.
        public var diagnostic: Diagnostic {
            Diagnostic(
                .error, rule: .format, "not in canonical form (\(reasons.joined(separator: "; ")))",
                at: SourceLocation(file: path))
        }
    }

    /// What formatting changes and says.
    public struct Result: Sendable {
        /// Notes (a dropped definition, a file left alone) and problems (errors).
        public var diagnostics: [Diagnostic] = []
        /// The files whose bytes change, in path order.
        public var changes: [Change] = []
        /// ``changes`` as ``AtomicFileWriter`` takes them.
        public var files: [(path: String, data: Data)] { changes.map { ($0.path, $0.data) } }
    }

    /// Formats each `.xcstrings` and `.strings` of `files`; a `.strings` table is ordered like the
    /// table of the same name in `developmentLanguage`'s `.lproj` beside it (else `Base.lproj`'s).
    public static func format(files: [String], developmentLanguage: String) -> Result {
        var result = Result()
        var tables: [String: [String]] = [:]
        for path in files.sorted() {
            if path.hasSuffix(".xcstrings") {
                formatCatalog(path, into: &result)
            } else if path.hasSuffix(".strings") {
                tables[tableGroup(of: path), default: []].append(path)
            }
        }
        for group in tables.keys.sorted() {
            formatTables(tables[group] ?? [], developmentLanguage: developmentLanguage, into: &result)
        }
        result.changes.sort { $0.path < $1.path }
        return result
    }

    static func formatCatalog(_ path: String, into result: inout Result) {
        guard let data = read(path, into: &result) else { return }
        do {
            let document = try StringCatalogDocument(data: data, path: path)
            let canonical = document.inXcodeForm()
            let written = StringCatalogWriter.data(canonical)
            guard written != data else { return }
            result.changes.append(Change(path: path, data: written, reasons: reasons(document, data)))
        } catch {
            result.diagnostics.append(error.diagnostic)
        }
    }

    /// Why a catalog's bytes are not the ones Xcode would save.
    static func reasons(_ document: StringCatalogDocument, _ data: Data) -> [String] {
        var asRead = document
        asRead.endsWithNewline = false
        var reasons: [String] = []
        if document.inXcodeForm() != asRead { reasons.append("keys out of Xcode's order") }
        if document.endsWithNewline { reasons.append("a final newline Xcode does not write") }
        // Written in its own order, the file would keep its bytes unless its spacing or escapes differ.
        if StringCatalogWriter.data(asRead) != data.dropLast(document.endsWithNewline ? 1 : 0) {
            reasons.append("not in Xcode's bytes")
        }
        return reasons
    }

    /// The tables of one name in the `.lproj` folders of one folder.
    static func formatTables(_ paths: [String], developmentLanguage: String, into result: inout Result) {
        var tables: [StringsTableFormatter] = []
        var reference: [String]?
        var referencePath: String?
        for path in paths {
            guard let data = read(path, into: &result) else { continue }
            let isReference = isReferenceTable(path, developmentLanguage: developmentLanguage, among: paths)
            if PropertyListForm(of: data) != .text {
                let form = PropertyListForm(of: data) == .xml ? "an XML" : "a binary"
                result.diagnostics.append(
                    Diagnostic(
                        .note, rule: .format, "left alone: \(form) property list has no text form to keep",
                        at: SourceLocation(file: path)))
                if isReference {
                    (reference, referencePath) = (StringsReader.read(data, file: path).entries.map(\.key), path)
                }
                continue
            }
            do {
                let table = try StringsTableFormatter(path: path, data: data)
                if isReference { (reference, referencePath) = (table.keys, path) }
                tables.append(table)
            } catch {
                result.diagnostics.append(error.diagnostic)
            }
        }
        for table in tables {
            let outcome = table.formatted(order: table.path == referencePath ? nil : reference)
            result.diagnostics += outcome.notes
            guard outcome.data != table.data else { continue }
            guard readsAlike(outcome.data, table.data, path: table.path) else {
                result.diagnostics.append(
                    Diagnostic(
                        .warning, rule: .format,
                        "left alone: formatted, it would not read the same (a comment that stands apart would become an entry's)",
                        at: SourceLocation(file: table.path)))
                continue
            }
            result.changes.append(Change(path: table.path, data: outcome.data, reasons: outcome.reasons))
        }
    }

    /// Whether two texts of a table give the same keys, values and comments.
    static func readsAlike(_ formatted: Data, _ original: Data, path: String) -> Bool {
        func contents(_ data: Data) -> [String: [String?]] {
            let file = StringsReader.read(data, file: path)
            guard !file.isRefused else { return [:] }
            return Dictionary(
                file.entries.map { ($0.key, [$0.value, $0.comment]) }, uniquingKeysWith: { _, last in last })
        }
        return contents(formatted) == contents(original)
    }

    /// The reference of its group: the development language's table, else `Base.lproj`'s when the group
    /// has none in the development language.
    static func isReferenceTable(_ path: String, developmentLanguage: String, among paths: [String]) -> Bool {
        func isDevelopment(_ path: String) -> Bool {
            LocalizationFolder.language(ofFile: path).map { LanguageCode.isSameLanguage($0, developmentLanguage) }
                ?? false
        }
        if isDevelopment(path) { return true }
        return !paths.contains(where: isDevelopment) && LocalizationFolder.language(ofFile: path) == "Base"
    }

    /// `folder/Table.strings` for `folder/xx.lproj/Table.strings`: the tables one app ships in each
    /// language; a file outside an `.lproj` is a group of its own.
    static func tableGroup(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        guard folder.hasSuffix(LocalizationFolder.suffix) else { return path }
        return (folder as NSString).deletingLastPathComponent + "/" + (path as NSString).lastPathComponent
    }

    static func read(_ path: String, into result: inout Result) -> Data? {
        guard let data = FileManager.default.contents(atPath: path) else {
            result.diagnostics.append(
                Diagnostic(.error, rule: .io, "cannot read \(path)", at: SourceLocation(file: path)))
            return nil
        }
        return data
    }
}
