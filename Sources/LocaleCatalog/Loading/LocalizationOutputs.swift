import Foundation

/// The `<lang>.lproj/<Table>.strings` and `.stringsdict` files a target's build step writes, decided
/// by one function that both sides of the build compile: the plugin declares these outputs before
/// the build (`Plugins/LocaleKitPlugin/LocalizationOutputs.swift` is a link to this file) and
/// `localekit build-plugin` computes them again from the same files to write exactly them, no more
/// and no fewer (an empty table for one its catalog has nothing for).
///
/// What a name says decides first: a `.strings`/`.stringsdict` file in a `.lproj` folder is bundled
/// as it is (no output), a String Catalog `Menu.xcstrings` compiles to table `Menu`. What only the
/// content says is read with the plain scans below, never a full parse: a String Catalog's
/// languages, an XLIFF file's tables (`<file original>`) and languages.
public enum LocalizationOutputs {
    /// The files that compile to tables, by extension (lowercased): XLIFF and String Catalogs.
    public static let compiledExtensions: Set<String> = ["xliff", "xlf", "xcstrings"]

    /// The tables a target's files compile to, as sorted relative paths such as `de.lproj/Menu.strings`:
    /// for every (table, language) of an XLIFF or String Catalog file, its `.strings` and `.stringsdict`,
    /// except the tables a `.lproj` folder of the target already provides.
    /// - Parameters:
    ///   - files: the target's files (any kind: only localization files count).
    ///   - stringCatalogsCompiledElsewhere: Xcode compiles a target's String Catalogs itself, so an
    ///     Xcode target's build step writes only the XLIFF tables.
    ///   - read: the contents of a file (the plugin and the tool each read with their own error).
    public static func tables(
        of files: [URL], stringCatalogsCompiledElsewhere: Bool = false, read: (URL) throws -> Data
    ) rethrows -> [String] {
        // A table a `.lproj` folder provides is bundled as it is; one Xcode compiles from a String
        // Catalog would be produced twice ("Multiple commands produce …").
        var elsewhere = Set(files.compactMap(lprojTable))
        var compiled: [(table: String, language: String)] = []
        for file in files where compiledExtensions.contains(file.pathExtension.lowercased()) {
            let pairs = compiledTables(of: file, contents: try read(file))
            if stringCatalogsCompiledElsewhere, file.pathExtension.lowercased() == "xcstrings" {
                elsewhere.formUnion(pairs.map { "\($0.language)/\($0.table)" })
            } else {
                compiled += pairs
            }
        }
        var tables: Set<String> = []
        for (table, language) in compiled where !elsewhere.contains("\(language)/\(table)") {
            tables.insert("\(language).lproj/\(table).strings")
            tables.insert("\(language).lproj/\(table).stringsdict")
        }
        return tables.sorted()
    }

    /// `de/Localizable` for `…/de.lproj/Localizable.strings` (a `.strings` or `.stringsdict` file);
    /// nil for any other file.
    public static func lprojTable(_ file: URL) -> String? {
        let kind = file.pathExtension.lowercased()
        let folder = file.deletingLastPathComponent()
        guard kind == "strings" || kind == "stringsdict", folder.pathExtension == "lproj" else { return nil }
        return "\(folder.deletingPathExtension().lastPathComponent)/\(file.deletingPathExtension().lastPathComponent)"
    }

    /// The (table, language) pairs an XLIFF or String Catalog file compiles to, sorted; none for any
    /// other file.
    public static func compiledTables(of file: URL, contents: Data) -> [(table: String, language: String)] {
        switch file.pathExtension.lowercased() {
        case "xcstrings":
            let table = file.deletingPathExtension().lastPathComponent
            return stringCatalogLanguages(contents).sorted().map { (table, $0) }
        case "xliff", "xlf":
            let text = String(decoding: contents, as: UTF8.self)
            let tables = attributeValues(["original"], in: text).map(LocalizationContract.xliffTable(of:))
            let languages = attributeValues(["source-language", "target-language", "srcLang", "trgLang"], in: text)
            return Set(tables).sorted().flatMap { table in languages.sorted().map { (table, $0) } }
        default:
            return []
        }
    }

    /// The source language and every language a String Catalog has a localization for; none when the
    /// file is not valid JSON (then `localekit` reports the error at its line and column).
    static func stringCatalogLanguages(_ contents: Data) -> Set<String> {
        guard let root = try? JSONSerialization.jsonObject(with: contents) as? [String: Any] else { return [] }
        var languages: Set<String> = []
        if let source = root["sourceLanguage"] as? String {
            languages.insert(source)
        }
        let strings = root["strings"] as? [String: Any] ?? [:]
        for case let entry as [String: Any] in strings.values {
            if let localizations = entry["localizations"] as? [String: Any] {
                languages.formUnion(localizations.keys)
            }
        }
        return languages
    }

    /// Every value of the named attributes in an XML text (a plain scan: enough for XLIFF headers).
    static func attributeValues(_ names: [String], in text: String) -> Set<String> {
        var values: Set<String> = []
        for name in names {
            var rest = text[...]
            while let range = rest.range(of: "\(name)=") {
                let preceding = rest[..<range.lowerBound].last
                rest = rest[range.upperBound...]
                guard preceding?.isWhitespace == true, let quote = rest.first, quote == "\"" || quote == "'" else {
                    continue
                }
                let value = rest.dropFirst().prefix { $0 != quote }
                if !value.isEmpty { values.insert(String(value)) }
            }
        }
        return values
    }
}
