import Foundation
import LocaleCatalog
import LocalizationFormats

/// One target of an Xcode project in one declared language: of the keys of the tables the target
/// ships, how many the language translates, how many a more general language covers (`es-MX` falls
/// back to `es`, `zh-Hant-HK` to `zh-Hant`) and how many show the development language.
public struct ProjectCoverage: Sendable, Hashable {
    /// The Xcode target.
    public var target: String
    /// A language the project declares.
    public var language: String
    /// Keys the target ships translated in this language.
    public var translated: Int
    /// At most this many: counted per table as the general language's translations beyond the
    /// language's own (all of them when the general language is complete).
    public var fallback: Int
    /// Keys neither translated nor covered by a fallback language.
    public var missing: Int

    /// A row with these counts.
    public init(target: String, language: String, translated: Int, fallback: Int, missing: Int) {
        self.target = target
        self.language = language
        self.translated = translated
        self.fallback = fallback
        self.missing = missing
    }

    /// Every key the target ships.
    public var total: Int { translated + fallback + missing }

    /// The rows of every target of `scope` (in target order) and every declared language but the
    /// development language (in the projects' order).
    /// - Parameters:
    ///   - scope: the Xcode projects: their targets and declared languages.
    ///   - coverage: the check's table rows (each supported language of each table).
    ///   - files: root → the checked files (a target ships a table when it ships one of its files).
    public static func rows(scope: XcodeProjectScope, coverage: [TableCoverage], files: [String: [String]])
        -> [ProjectCoverage]
    {
        var byTable: [String: [String: TableCoverage]] = [:]
        for row in coverage { byTable[row.root + "\u{0}" + row.table, default: [:]][row.language] = row }
        let languages = scope.declaredLanguages.filter { $0 != scope.developmentLanguage }
        return scope.targets.flatMap { target -> [ProjectCoverage] in
            let tables = shippedTables(of: target, files: files).compactMap { byTable[$0] }
            guard !tables.isEmpty else { return [] }
            return languages.map { language in
                var row = ProjectCoverage(
                    target: target.name, language: language, translated: 0, fallback: 0, missing: 0)
                for table in tables { row.add(table, language: language) }
                return row
            }
        }
    }

    /// Adds one table's keys: the language's own row, else nothing translated; the fallback from the
    /// nearest more general language that has a row.
    private mutating func add(_ table: [String: TableCoverage], language: String) {
        guard let total = table.values.map(\.total).max() else { return }
        let own = Self.match(language, in: table).map { min($0.translated, total) } ?? 0
        let general = LanguageCode.fallbacks(of: language).dropFirst().lazy.compactMap { Self.match($0, in: table) }
            .first
        let covered = general.map { max(0, min($0.translated, total) - own) } ?? 0
        translated += own
        fallback += covered
        missing += total - own - covered
    }

    private static func match(_ language: String, in table: [String: TableCoverage]) -> TableCoverage? {
        table[language] ?? table.first { LanguageCode.isSameLanguage($0.key, language) }?.value
    }

    /// The root and table name of each table one of whose files the target ships.
    private static func shippedTables(of target: XcodeTarget, files: [String: [String]]) -> [String] {
        var tables: Set<String> = []
        for (root, rootFiles) in files {
            for file in rootFiles where target.contains(file: XcodeProjectScope.absolutePath(file)) {
                let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
                tables.insert(root + "\u{0}" + name)
            }
        }
        return tables.sorted()
    }
}
