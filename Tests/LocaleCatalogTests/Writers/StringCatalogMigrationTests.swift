import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

struct StringCatalogMigrationTests {
    /// SwiftGen's fixtures that are valid (its `LocPluralError*` files are invalid on purpose).
    static let swiftGenInputs: [String] = {
        let folder = TestPaths.corpus + "/swiftgen-fixtures/Resources"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix("LocPluralError") }.sorted().map { folder + "/" + $0 }
    }()

    /// Every app of the test corpus, migrated root by root (a root's files, or an app's XLIFF files
    /// together), read back: the same tables, keys, values, plural forms and argument types.
    @Test(arguments: [
        "wikipedia-ios", "swiftgen-app", "focusios-xliff", "xcode-xliff/tinode-ios", "xcode-xliff/geteduroam",
        "xcstrings-apps/linearmouse", "xcstrings-apps/coteditor", "xcstrings-apps/xcodes", "swiftgen-fixtures",
    ])
    func theMigratedCatalogsHoldTheInputsValues(app: String) throws {
        var compared = 0
        for group in Self.groups(TestPaths.corpus + "/" + app) {
            let input = CatalogLoader().load(group)
            guard !input.tables.isEmpty else { continue }
            #expect(StringCatalogMigration.mixedRoots(input).isEmpty)
            let folder = try TestPaths.scratchFolder(app)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            _ = try StringCatalogMigration.migrate(input, toDirectory: folder)
            let migrated = CatalogLoader(developmentLanguage: input.developmentLanguage).load([folder])
            #expect(migrated.diagnostics.filter { $0.severity == .error }.isEmpty)
            #expect(migrated.tableNames == input.tableNames)
            let dropped: Set = ["state", "comment"]
            // A table only in `Base.lproj` (the widgets' and the app's `InfoPlist`) is the development
            // language's: a catalog has no `Base`.
            let written = input.withBaseAsDevelopmentLanguage()
            let expected = DumpComparison.tables(MigrationNormalForm.catalog(written), dropping: dropped)
            let actual = DumpComparison.tables(
                MigrationNormalForm.catalog(migrated, withoutSourceCopiesMissingIn: written), dropping: dropped)
            let difference = DumpComparison.firstDifference(actual, expected)
            #expect(difference == "equal", "\(group.first ?? "")")
            compared += 1
        }
        #expect(compared > 0)
    }

    /// An app's files in the groups `migrate` takes: each localization root on its own, its XLIFF
    /// files together (an export is one language per file); an `.xcloc`'s `Source Contents` (copies
    /// of the project's files, repeated in every bundle) left out.
    static func groups(_ folder: String) -> [[String]] {
        var xliff: [String] = []
        var byRoot: [String: [String]] = [:]
        // SwiftGen's `LocPluralError*` fixtures are invalid on purpose.
        let files = LocalizationFileFinder.find(under: folder).files.filter {
            !$0.contains("/Source Contents/") && !$0.contains("/LocPluralError")
        }
        for file in files {
            if file.hasSuffix(".xliff") || file.hasSuffix(".xlf") {
                xliff.append(file)
            } else {
                byRoot[LocalizationRoot.of(file), default: []].append(file)
            }
        }
        return (xliff.isEmpty ? [] : [xliff.sorted()]) + byRoot.keys.sorted().compactMap { byRoot[$0]?.sorted() }
    }

    @Test func developmentCommentsBecomeTheKeysComment() throws {
        let input = CatalogLoader().load(Self.swiftGenInputs)
        let documents = StringCatalogMigration.documents(input)
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try StringCatalogMigration.migrate(input, toDirectory: folder)
        let migrated = CatalogLoader().load([folder])
        var compared = 0
        for (table, _) in documents {
            for (key, entry) in input.tables[table]?.languages["en"]?.entries ?? [:] where entry.comment != nil {
                #expect(migrated.tables[table]?.languages["en"]?.entries[key]?.comment == entry.comment)
                compared += 1
            }
        }
        #expect(compared > 0)
    }

    @Test func severalPluralReferencesBecomeSubstitutionsWithArgNumAndArg() throws {
        let variable = { (name: String, one: String, other: String) in
            PluralVariable(name: name, valueType: "d", forms: [.one: one, .other: other])
        }
        let plural = PluralTranslation(
            format: "%1$@ has %2$#@files@ in %3$#@folders@",
            variables: [variable("files", "%2$d file", "%2$d files"), variable("folders", "%d folder", "%d folders")])
        let entry = Entry(
            key: "summary", translation: .plural(plural), location: SourceLocation(file: "x", line: 1, column: 1))
        let table = Table(
            name: "Localizable",
            languages: ["en": LanguageTable(language: "en", entries: ["summary": entry])])
        let document = StringCatalogMigration.document(table, sourceLanguage: "en")
        let text = String(decoding: StringCatalogWriter.data(document), as: UTF8.self)
        #expect(text.contains(#""value" : "%1$@ has %#@files@ in %#@folders@""#))
        #expect(text.contains(#""argNum" : 2,"#) && text.contains(#""argNum" : 3,"#))
        #expect(text.contains(#""formatSpecifier" : "d","#))
        #expect(text.contains(#""value" : "%arg files""#) && text.contains(#""value" : "%arg folder""#))
        #expect(text.contains(#""state" : "translated""#))
    }
}

/// Catalogs in a form where a migration's legitimate changes do not count: plural variables named by
/// their order of reference (a catalog names a lone plural `plural`), references unnumbered, and the
/// forms' placeholders unnumbered (a substitution's `%arg` reads back numbered: `%2$d`), and
/// variable-width entries as their widest text.
enum MigrationNormalForm {
    static func catalog(_ catalog: Catalog, withoutSourceCopiesMissingIn original: Catalog? = nil) -> Catalog {
        var result = catalog
        result.diagnostics = []
        for (name, table) in catalog.tables {
            for (language, languageTable) in table.languages {
                var entries: [String: Entry] = [:]
                for (key, entry) in languageTable.entries {
                    if let original, original.tables[name]?.languages[language]?.entries[key] == nil { continue }
                    var normalized = entry
                    // A String Catalog has no documented width variation: `migrate` keeps a
                    // variable-width entry's widest text (its value), which is what is compared.
                    normalized.widthVariants = WidthVariants()
                    if case .plural(let plural) = entry.translation { normalized.translation = .plural(form(plural)) }
                    entries[key] = normalized
                }
                result.tables[name]?.languages[language]?.entries = entries
                // A language with no entry (geteduroam's untranslated `et` export) has nothing a catalog could hold.
                if entries.isEmpty { result.tables[name]?.languages[language] = nil }
            }
        }
        return result
    }

    static func form(_ plural: PluralTranslation) -> PluralTranslation {
        let references = FormatString(parsing: plural.format).placeholders.filter { $0.variable != nil }
        // By variable, not by reference: a catalog numbers a variable's second reference (`%1$#@v@`) where a
        // `.stringsdict` leaves it unnumbered, and both name one variable. Replaced at their offsets, so a
        // new name never meets an old one (wikipedia-ios names its variables `v1`, `v2`…).
        var indexes: [String: Int] = [:]
        for reference in references where indexes[reference.variable ?? ""] == nil {
            indexes[reference.variable ?? ""] = indexes.count
        }
        var scalars = Array(plural.format.unicodeScalars)
        for reference in references.reversed() {
            let end = reference.offset + reference.spec.unicodeScalars.count
            let index = indexes[reference.variable ?? ""] ?? 0
            scalars.replaceSubrange(reference.offset..<end, with: "%#@v\(index)@".unicodeScalars)
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        let format = String(view)
        var variables: [PluralVariable] = []
        for (name, index) in indexes.sorted(by: { $0.value < $1.value }) {
            guard var variable = plural.variable(named: name) else { continue }
            variable.name = "v\(index)"
            variable.location = nil
            variable.forms = variable.forms.mapValues { text in
                FormatString(parsing: text).placeholders.reversed().reduce(text) { text, placeholder in
                    guard let dollar = placeholder.spec.firstIndex(of: "$") else { return text }
                    let unnumbered = "%" + placeholder.spec[placeholder.spec.index(after: dollar)...]
                    return text.replacingOccurrences(of: placeholder.spec, with: unnumbered)
                }
            }
            // The argument's type, not its spelling: a catalog's plural reads back `lld` for a `%lld` form.
            variable.valueType = variable.valueType.flatMap { FormatString(parsing: "%" + $0).placeholders.first?.type }
                .map { "\($0)" }
            variables.append(variable)
        }
        return PluralTranslation(format: format, variables: variables)
    }
}
