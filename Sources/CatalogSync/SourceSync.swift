import CodeReading
import Foundation
import LocaleCatalog
import LocalizationFormats

/// `localekit sync`: the String Catalogs and development-language `.strings` tables brought in
/// line with what the sources use, as Xcode's build-time extraction does (see docs/sync.md).
///
/// ```swift
/// let extraction = StringExtraction.extract(sources: ["Sources/App"])
/// let result = SourceSync.sync(files: ["Sources/App/Localizable.xcstrings"], extraction: extraction)
/// _ = try AtomicFileWriter.write(result.files)  // only the files whose bytes change
/// ```
public enum SourceSync {
    /// What a sync changes and says.
    public struct Result: Sendable {
        /// Each change (a note at the source's line, or the catalog's for a stale key), each
        /// undeterminable literal (a warning), unused `.strings` keys, and problems (errors).
        public var diagnostics: [Diagnostic] = []
        /// The files whose bytes change, with their new bytes.
        public var files: [(path: String, data: Data)] = []
        /// Whether a file would change: the catalogs do not match the code.
        public var isOutOfDate: Bool { !files.isEmpty }
    }

    /// Syncs each localization file of `files` with the Swift sources of its own module among `sources`
    /// (``SyncModules``: its SwiftPM target folder, else its Xcode targets in `scope`, else the sources
    /// outside every SwiftPM target): each module's sources are extracted as one module, apart.
    public static func sync(
        files: [String], sources: [String], scope: XcodeProjectScope? = nil, developmentLanguage: String? = nil,
        calls: LocalizedCallTable = LocalizedCallTable()
    ) -> Result {
        let (modules, problems) = SyncModules.modules(files: files, sourceFolders: sources, scope: scope)
        var result = Result()
        result.diagnostics = problems
        for module in modules {
            // A module of Info.plist or Interface Builder tables only: nothing to extract.
            let needsSources = module.files.contains { file in
                isSyncable(file) && nonSwiftSource(of: file, table: tableName(of: file)) == nil
            }
            guard needsSources else {
                result.diagnostics += sync(files: module.files, extraction: Extraction()).diagnostics
                continue
            }
            guard !module.sources.isEmpty else {
                result.diagnostics += module.files.filter(isSyncable).map { file in
                    Diagnostic(
                        .note, rule: .sync,
                        "left alone: no Swift or Objective-C file of its module (\(module.name)) is among the sources",
                        at: SourceLocation(file: file))
                }
                continue
            }
            let extraction = StringExtraction.extract(files: module.sources, calls: calls)
            let part = sync(files: module.files, extraction: extraction, developmentLanguage: developmentLanguage)
            result.diagnostics += part.diagnostics
            result.files += part.files
        }
        return result
    }

    static func tableName(of path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    static func isSyncable(_ file: String) -> Bool { file.hasSuffix(".xcstrings") || file.hasSuffix(".strings") }

    /// Syncs each `.xcstrings` of `files`, and each `.strings` in `developmentLanguage`'s `.lproj`
    /// (other files are left alone); a file's table is its name.
    public static func sync(files: [String], extraction: Extraction, developmentLanguage: String? = nil) -> Result {
        var result = Result()
        result.diagnostics = extraction.problems
        var synced = Set<String>()
        for path in files.sorted() {
            let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if let source = nonSwiftSource(of: path, table: table) {
                result.diagnostics.append(
                    Diagnostic(
                        .note, rule: .sync, "left alone: its keys come from \(source), not from Swift sources",
                        at: SourceLocation(file: path)))
                continue
            }
            let uses = KeyUses(
                strings: extraction.strings.filter { $0.table == table },
                undeterminable: extraction.undeterminable.filter { $0.table == table })
            guard let data = FileManager.default.contents(atPath: path) else {
                result.diagnostics.append(
                    Diagnostic(.error, rule: .io, "cannot read \(path)", at: SourceLocation(file: path)))
                continue
            }
            if path.hasSuffix(".xcstrings") {
                syncCatalog(path, data: data, uses: uses, into: &result)
                synced.insert(table)
            } else if path.hasSuffix(".strings"), let language = developmentLanguage,
                LocalizationFolder.language(ofFile: path).map({ LanguageCode.isSameLanguage($0, language) }) ?? false
            {
                syncTable(path, data: data, uses: uses, into: &result)
                synced.insert(table)
            }
        }
        result.diagnostics += extraction.undeterminable.filter { synced.contains($0.table) }.map(\.diagnostic)
        result.diagnostics += notes(forTablesWithout: synced, extraction: extraction)
        return result
    }

    static func syncCatalog(_ path: String, data: Data, uses: KeyUses, into result: inout Result) {
        let document: StringCatalogDocument
        do {
            document = try StringCatalogDocument(data: data, path: path)
        } catch {
            result.diagnostics.append(error.diagnostic)
            return
        }
        var synchronizer = CatalogSynchronizer(path: path, data: data, document: document, uses: uses)
        synchronizer.run()
        result.diagnostics += synchronizer.changes
        let written = StringCatalogWriter.data(synchronizer.document)
        if written != data { result.files.append((path, written)) }
    }

    static func syncTable(_ path: String, data: Data, uses: KeyUses, into result: inout Result) {
        var synchronizer = StringsTableSynchronizer(path: path, data: data, uses: uses)
        synchronizer.run()
        result.diagnostics += synchronizer.changes
        if let edited = synchronizer.edited, edited != data { result.files.append((path, edited)) }
    }

    /// One note per table the sources use that no file given holds (Xcode adds no catalog either).
    /// What a table's keys come from when it is not Swift code, as Xcode extracts them: `InfoPlist` from
    /// the `Info.plist`, `AppShortcuts` from the App Shortcuts provider, and a table that localizes an
    /// Interface Builder file (a catalog in `mul.lproj`/`Base.lproj`, or `Main.strings` beside
    /// `Base.lproj/Main.storyboard`) from its object ids. Marking their keys stale would be wrong.
    static func nonSwiftSource(of path: String, table: String) -> String? {
        if table == "InfoPlist" { return "the Info.plist" }
        if table == "AppShortcuts" { return "the App Shortcuts provider" }
        let folder = (path as NSString).deletingLastPathComponent
        if path.hasSuffix(".xcstrings"), folder.hasSuffix(".lproj") { return "an Interface Builder file" }
        let root = (folder as NSString).deletingLastPathComponent
        for name in ["storyboard", "xib", "intentdefinition"] {
            let base = (root as NSString).appendingPathComponent("Base.lproj/\(table).\(name)")
            if FileManager.default.fileExists(atPath: base) { return "Base.lproj/\(table).\(name)" }
        }
        return nil
    }

    static func notes(forTablesWithout synced: Set<String>, extraction: Extraction) -> [Diagnostic] {
        var firsts: [String: (count: Int, location: SourceLocation)] = [:]
        for string in extraction.strings where !synced.contains(string.table) {
            firsts[string.table, default: (0, string.location)].count += 1
        }
        return firsts.sorted { $0.key < $1.key }.map { table, first in
            Diagnostic(
                .note, rule: .sync,
                "\(first.count) uses of table '\(table)', which no catalog or development-language table here holds",
                at: first.location)
        }
    }
}

extension UndeterminableString {
    /// A warning at the literal: its key cannot be known, so it is neither added nor guessed.
    public var diagnostic: Diagnostic {
        let text = pieces.joined(separator: "\\(…)")
        return Diagnostic(
            .warning, rule: .undeterminableKey,
            "\(call) \"\(text)\": the key cannot be known without the compiler (\(reason)); not added", at: location)
    }
}
