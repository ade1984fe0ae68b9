import Foundation
import LocalizationFormats

/// A catalog's tables as String Catalogs, the way Xcode's migration writes them: one key per
/// entry with the development language's translator comment; each language's text as a
/// `stringUnit` with its state (a `.strings` value is `translated`); a plural whose format is one
/// `%#@var@` as `variations.plural`; any other plural as a `stringUnit` whose `%N$#@var@`
/// references become `%#@var@`, plus one `substitutions` member per variable (`argNum`,
/// `formatSpecifier`, its forms with the counted argument written `%arg`); device variants as
/// `variations.device`.
///
/// ```swift
/// let catalog = CatalogLoader(developmentLanguage: "en").load(["Resources"])
/// for (table, document) in StringCatalogMigration.documents(catalog) { … }
/// ```
public enum StringCatalogMigration {
    /// One catalog per table, sorted by table name. A table whose development texts live only in
    /// `Base.lproj` has them under the development language (``Catalog/withBaseAsDevelopmentLanguage()``).
    public static func documents(_ catalog: Catalog) -> [(table: String, document: StringCatalogDocument)] {
        let catalog = catalog.withBaseAsDevelopmentLanguage()
        return catalog.tableNames.compactMap { name in
            catalog.tables[name].map { (name, document($0, sourceLanguage: catalog.developmentLanguage)) }
        }
    }

    /// The catalog of one table. A table read from one String Catalog starts from that file as
    /// it is (every field Xcode wrote kept, byte for byte where nothing is added); only the
    /// localizations its other files hold are added to it.
    public static func document(_ table: Table, sourceLanguage: String) -> StringCatalogDocument {
        if let (path, input) = catalogInput(of: table) { return adding(table, notIn: path, to: input) }
        var document = StringCatalogDocument(sourceLanguage: sourceLanguage)
        let languages = table.languages.keys.sorted(by: XcodeKeyOrder.precedes)
        let keys = Set(table.languages.values.flatMap(\.entries.keys)).sorted(by: XcodeKeyOrder.precedes)
        let members = keys.map { key in
            let entries = languages.compactMap { language in
                table.languages[language]?.entries[key].map { (language, $0) }
            }
            let source = entries.first { $0.0 == sourceLanguage }?.1
            return LocatedJSON.Member(
                name: key, offset: -1, value: keyObject(entries, source: source))
        }
        document.update(["strings"]) { $0 = .object(members) }
        return document
    }

    /// The one String Catalog among a table's files, read; `nil` when there is none, several, or it cannot be read.
    private static func catalogInput(of table: Table) -> (path: String, document: StringCatalogDocument)? {
        let catalogs = Set(table.languages.values.flatMap(\.files).filter { $0.hasSuffix(".xcstrings") })
        guard catalogs.count == 1, let path = catalogs.first, let data = FileManager.default.contents(atPath: path),
            let document = try? StringCatalogDocument(data: data, path: path)
        else { return nil }
        return (path, document)
    }

    /// `document` with the localizations of `table` that the catalog at `path` does not hold.
    private static func adding(_ table: Table, notIn path: String, to input: StringCatalogDocument)
        -> StringCatalogDocument
    {
        var document = input
        let sourceLanguage = input.sourceLanguage
        for language in table.languages.keys.sorted(by: XcodeKeyOrder.precedes) {
            guard let languageTable = table.languages[language] else { continue }
            for key in languageTable.sortedKeys {
                guard let entry = languageTable.entries[key], entry.location.file != path else { continue }
                document.update(["strings", key]) { object in
                    if object["localizations"]?.value[language] != nil { return }
                    if object["comment"] == nil, let comment = entry.comment, !comment.isEmpty,
                        language == sourceLanguage
                    {
                        object.set("comment", .string(comment))
                    }
                    object.update(["localizations", language][...]) { $0 = localization(entry) }
                }
            }
        }
        return document
    }

    private static func keyObject(_ entries: [(String, Entry)], source: Entry?) -> LocatedJSON {
        var members: [LocatedJSON.Member] = []
        let comment = source?.comment ?? entries.lazy.compactMap(\.1.comment).first
        if let comment, !comment.isEmpty { members.append(member("comment", .string(comment))) }
        let localizations = entries.map { member($0.0, localization($0.1)) }
        members.append(member("localizations", .object(localizations)))
        if let source, !source.shouldTranslate { members.append(member("shouldTranslate", .bool(false))) }
        return .object(members)
    }

    static func member(_ name: String, _ value: LocatedJSON) -> LocatedJSON.Member {
        LocatedJSON.Member(name: name, offset: -1, value: value)
    }

    static func stringUnit(_ value: String, state: String) -> LocatedJSON {
        .object([member("stringUnit", .object([member("state", .string(state)), member("value", .string(value))]))])
    }

    private static func localization(_ entry: Entry) -> LocatedJSON {
        let state = CatalogState.from(entry.state)
        guard entry.deviceVariants.isEmpty else {
            let variants = entry.deviceVariants.keys.sorted(by: XcodeKeyOrder.precedes).compactMap { device in
                entry.deviceVariants[device].map { member(device, translation($0, state: state)) }
            }
            return .object([member("variations", .object([member("device", .object(variants))]))])
        }
        return translation(entry.translation, state: state)
    }

    private static func translation(_ translation: Translation, state: String) -> LocatedJSON {
        switch translation {
        case .text(let value):
            return stringUnit(value, state: state)
        case .plural(let plural):
            // A plural whose forms name no argument (`Close Other Tab` / `Close Other Tabs`) keeps its
            // argument type only as a substitution's `formatSpecifier`: variations alone have none.
            if plural.variables.count == 1, let variable = plural.variables.first,
                plural.format == "%#@\(variable.name)@",
                variable.valueType == nil
                    || variable.forms.values.contains(where: { !FormatString(parsing: $0).placeholders.isEmpty })
            {
                return .object([member("variations", pluralVariations(variable.forms, state: state))])
            }
            return substituted(plural, state: state)
        }
    }

    static func pluralVariations(_ forms: [PluralCategory: String], state: String) -> LocatedJSON {
        let categories = forms.keys.sorted { $0.rawValue < $1.rawValue }
        return .object([
            member("plural", .object(categories.map { member($0.rawValue, stringUnit(forms[$0] ?? "", state: state)) }))
        ])
    }

    /// `"%1$@ has %2$#@files@"` → `"%1$@ has %#@files@"` + `substitutions.files` with `argNum` 2.
    private static func substituted(_ plural: PluralTranslation, state: String) -> LocatedJSON {
        let format = FormatString(parsing: plural.format)
        var text = plural.format
        var substitutions: [LocatedJSON.Member] = []
        let positions = plural.variablePositions
        for reference in format.placeholders.reversed() {
            guard let name = reference.variable else { continue }
            text = replacing(reference, with: "%#@\(name)@", in: text)
        }
        for variable in plural.variables {
            let argument = positions[variable.name]
            let specifier = variable.valueType ?? SubstitutionArgument.defaultSpecifier
            let forms = variable.forms.mapValues {
                SubstitutionArgument.collapse($0, argument: argument, specifier: specifier)
            }
            var fields: [LocatedJSON.Member] = []
            if let argument { fields.append(member("argNum", .number(Double(argument)))) }
            fields.append(member("formatSpecifier", .string(specifier)))
            fields.append(member("variations", pluralVariations(forms, state: state)))
            substitutions.append(member(variable.name, .object(fields)))
        }
        substitutions.sort { XcodeKeyOrder.precedes($0.name, $1.name) }
        guard case .object(var members) = stringUnit(text, state: state) else { return .null }
        members.append(member("substitutions", .object(substitutions)))
        return .object(members)
    }

    /// `text` with `placeholder`'s specifier (at its scalar offset) replaced.
    private static func replacing(_ placeholder: FormatPlaceholder, with replacement: String, in text: String) -> String
    {
        var scalars = Array(text.unicodeScalars)
        let end = placeholder.offset + placeholder.spec.unicodeScalars.count
        guard end <= scalars.count else { return text }
        scalars.replaceSubrange(placeholder.offset..<end, with: replacement.unicodeScalars)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}

extension StringCatalogMigration {
    /// `<Table>.xcstrings` for each table, sorted.
    public static func files(_ catalog: Catalog) -> [(path: String, data: Data)] {
        documents(catalog).map { ("\($0.table).xcstrings", StringCatalogWriter.data($0.document)) }
    }

    /// Writes ``files(_:)`` under `directory` (all or none, only changed bytes).
    public static func migrate(_ catalog: Catalog, toDirectory directory: String) throws -> CatalogCompiler.Result {
        try CatalogCompiler.write(files(catalog), to: directory)
    }

    /// Writes each localization root's tables under `directory`, in the root's folder relative to the
    /// roots' common folder (`App/Localizable.xcstrings`, `Widget/Localizable.xcstrings`): an app's and
    /// its widget's tables stay two catalogs. One root writes as ``migrate(_:toDirectory:)`` does.
    public static func migrate(roots: [(root: String, catalog: Catalog)], toDirectory directory: String) throws
        -> CatalogCompiler.Result
    {
        try CatalogCompiler.write(LocalizationRoot.prefixed(roots, files), to: directory)
    }

    /// Writes the catalog's only table to `path`; `nil` when the catalog has more or fewer than one table.
    public static func migrate(_ catalog: Catalog, toFile path: String) throws -> CatalogCompiler.Result? {
        guard catalog.tables.count == 1, let (_, document) = documents(catalog).first else { return nil }
        let changed = try AtomicFileWriter.write(StringCatalogWriter.data(document), to: path)
        return CatalogCompiler.Result(written: changed ? [path] : [], unchanged: changed ? [] : [path])
    }
}
