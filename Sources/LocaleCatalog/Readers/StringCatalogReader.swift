import Foundation
import LocalizationFormats

/// Reads a String Catalog (`.xcstrings`, Xcode 15+) into a ``CatalogFragment``.
///
/// - `sourceLanguage` → the fragment's source language; `strings` → one entry per key and language.
/// - `comment`, `shouldTranslate` → the entry's comment and flag; `stringUnit.state` → its state.
/// - `variations.plural` → a plural translation with format `%#@plural@` and one variable `plural`;
///   `variations.device` → ``Entry/deviceVariants`` (the `other` variant is the entry's translation);
///   `variations.width` (keys are widths, as in a `.stringsdict` variable-width rule; Xcode documents no such
///   variation, so this only keeps one a tool wrote) → ``Entry/widthVariants`` (the widest is the translation).
/// - `stringSet` (`{"state", "values": [phrases]}`, which Xcode writes for App Shortcuts phrases: alternative
///   wordings, not a format) → ``Entry/stringSet``, the first phrase as the translation; an empty set is an
///   untranslated key (the language still has the table).
/// - `substitutions` (`argNum`, `formatSpecifier`, `variations.plural`) → one plural variable each,
///   referenced as `%#@NAME@` in the string; `%arg` in a form becomes `%<argNum>$<formatSpecifier>`.
/// - A key without a source-language localization has its key as source text (Xcode's rule), as a
///   source copy whose state is the key's `extractionState`.
///
/// Problems point at the line of the key that holds them.
enum StringCatalogReader {
    static func read(_ data: Data, path: String) -> CatalogFragment {
        let lines = LineIndex(data, file: path)
        let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let root: LocatedJSON
        do {
            root = try LocatedJSON.parse(data)
        } catch {
            return CatalogFragment(diagnostics: [.syntax(error.message, at: lines.location(ofOffset: error.offset))])
        }
        var reader = Reading(lines: lines, table: table, path: path)
        reader.read(root)
        return reader.fragment
    }

    private struct Reading {
        let lines: LineIndex
        let table: String
        let path: String
        var fragment = CatalogFragment()

        mutating func problem(_ message: String, at offset: Int, severity: Diagnostic.Severity = .error) {
            fragment.diagnostics.append(
                Diagnostic(severity, rule: .xcstrings, message, at: lines.location(ofOffset: offset)))
        }

        mutating func read(_ root: LocatedJSON) {
            guard root.members != nil else {
                fragment.diagnostics.append(
                    .syntax("a String Catalog is a JSON object", at: lines.location(ofOffset: 0)))
                return
            }
            guard let sourceMember = root["sourceLanguage"], let source = sourceMember.value.stringValue else {
                fragment.diagnostics.append(
                    Diagnostic(
                        .error, rule: .xcstrings, "missing \"sourceLanguage\"",
                        at: SourceLocation(file: path, line: 1, column: 1)))
                return
            }
            let sourceLanguage = LanguageCode.normalize(source)
            fragment.sourceLanguage = sourceLanguage
            fragment.files.append(.init(table: table, language: sourceLanguage, path: path))
            guard let strings = root["strings"] else { return }
            guard let members = strings.value.members else {
                problem("\"strings\" must be an object", at: strings.offset)
                return
            }
            var languages: Set<String> = [sourceLanguage]
            for member in members {
                languages.formUnion(readKey(member, sourceLanguage: sourceLanguage))
            }
            for language in languages.sorted() where language != sourceLanguage {
                fragment.files.append(.init(table: table, language: language, path: path))
            }
        }

        /// Reads one key; returns the languages it has localizations in.
        mutating func readKey(_ member: LocatedJSON.Member, sourceLanguage: String) -> [String] {
            let key = member.name
            let location = lines.location(ofOffset: member.offset)
            guard member.value.members != nil else {
                problem("the value of \"\(key)\" must be an object", at: member.offset)
                return []
            }
            let comment = member.value["comment"]?.value.stringValue
            let extractionState = member.value["extractionState"]?.value.stringValue
            var shouldTranslate = true
            if let flag = member.value["shouldTranslate"] {
                if case .bool(let value) = flag.value {
                    shouldTranslate = value
                } else {
                    problem("\"shouldTranslate\" of \"\(key)\" must be true or false", at: flag.offset)
                }
            }
            // What every localization of the key shares; with the key as text, the source copy (Xcode's rule).
            let keyEntry = Entry(
                key: key, translation: .text(key), comment: comment, location: location,
                shouldTranslate: shouldTranslate)
            var languages: [String] = []
            var hasSource = false
            if let localizations = member.value["localizations"] {
                for localization in localizations.value.members ?? [] {
                    let language = LanguageCode.normalize(localization.name)
                    // An empty stringSet is an untranslated key of a language that has the table.
                    let hasTable = localization.value["stringSet"] != nil
                    guard let entry = readEntry(localization, key: key, keyEntry: keyEntry) else {
                        if hasTable { languages.append(language) }
                        continue
                    }
                    fragment.units.append(.init(table: table, language: language, entry: entry))
                    languages.append(language)
                    hasSource = hasSource || language == sourceLanguage
                }
            }
            if !hasSource {
                var entry = keyEntry
                entry.state = extractionState
                fragment.units.append(.init(table: table, language: sourceLanguage, entry: entry, isSourceCopy: true))
            }
            return languages
        }

        /// One localization of a key as an entry like `keyEntry`; nil when it has none (a problem, an empty stringSet).
        mutating func readEntry(_ localization: LocatedJSON.Member, key: String, keyEntry: Entry) -> Entry? {
            var entry = keyEntry
            entry.valueLocation = lines.location(ofOffset: localization.offset)
            if let set = localization.value["stringSet"] {
                guard let (phrases, state) = readStringSet(set, key: key), let first = phrases.first else { return nil }
                entry.translation = .text(first)
                entry.state = state
                entry.stringSet = phrases
                return entry
            }
            guard let (translation, state, devices) = readLocalization(localization, key: key) else { return nil }
            entry.translation = translation
            entry.state = state
            entry.deviceVariants = devices
            entry.widthVariants = readWidths(localization, key: key)
            return entry
        }

        /// `"stringSet": {"state": …, "values": ["phrase", …]}` → the phrases (none: untranslated) and the state.
        mutating func readStringSet(_ set: LocatedJSON.Member, key: String) -> (phrases: [String], state: String?)? {
            guard case .array(let values) = set.value["values"]?.value ?? .array([]),
                case let phrases = values.compactMap(\.stringValue), phrases.count == values.count
            else {
                problem("the stringSet of \"\(key)\" must have an array of strings as \"values\"", at: set.offset)
                return nil
            }
            return (phrases, set.value["state"]?.value.stringValue)
        }

        /// `{stringUnit}` or `{variations}`, plus `substitutions`.
        mutating func readLocalization(_ localization: LocatedJSON.Member, key: String) -> (
            Translation, String?, [String: Translation]
        )? {
            guard let (base, state) = readVariable(localization, key: key) else { return nil }
            var translation = base
            var devices: [String: Translation] = [:]
            if let device = localization.value["variations"]?.value["device"] {
                for variant in device.value.members ?? [] {
                    if let (text, _) = readVariable(variant, key: key) { devices[variant.name] = text }
                }
                translation = devices["other"] ?? devices.sorted { $0.key < $1.key }.first?.value ?? base
            }
            if let substitutions = localization.value["substitutions"] {
                var variables: [PluralVariable] = []
                var arguments: [String: Int] = [:]
                for substitution in substitutions.value.members ?? [] {
                    if let read = readSubstitution(substitution, key: key) {
                        variables.append(read.variable)
                        arguments[read.variable.name] = read.argument
                    }
                }
                switch translation {
                case .text(let format):
                    let numbered = StringCatalogReader.numberingReferences(in: format, as: arguments)
                    translation = .plural(PluralTranslation(format: numbered, variables: variables))
                case .plural(var plural):
                    plural.variables += variables
                    translation = .plural(plural)
                }
            }
            return (translation, state, devices)
        }

        /// A `stringUnit`, or `variations.plural` (as a plural translation), or `variations.device` (its
        /// `other` variant). Returns the translation and the first state found.
        mutating func readVariable(_ member: LocatedJSON.Member, key: String) -> (Translation, String?)? {
            if let unit = member.value["stringUnit"] {
                guard let value = unit.value["value"]?.value.stringValue else {
                    problem("the stringUnit of \"\(key)\" has no string \"value\"", at: unit.offset)
                    return nil
                }
                return (.text(value), unit.value["state"]?.value.stringValue)
            }
            guard let variations = member.value["variations"] else {
                if member.value["substitutions"] == nil {
                    problem(
                        "\"\(member.name)\" of \"\(key)\" has neither a stringUnit nor variations", at: member.offset)
                    return nil
                }
                return (.text(""), nil)
            }
            if let plural = variations.value["plural"] {
                let (forms, state, locations) = readForms(plural, key: key)
                let variable = PluralVariable(
                    name: PluralAssembler.catalogPluralVariable, valueType: PluralAssembler.inferredValueType(forms),
                    forms: forms, location: lines.location(ofOffset: plural.offset), formLocations: locations)
                let format = "%#@\(PluralAssembler.catalogPluralVariable)@"
                return (.plural(PluralTranslation(format: format, variables: [variable])), state)
            }
            if let device = variations.value["device"] {
                let variants = device.value.members ?? []
                let chosen = variants.last { $0.name == "other" } ?? variants.min { $0.name < $1.name }
                if let chosen, let result = readVariable(chosen, key: key) { return result }
                return (.text(""), nil)
            }
            if let width = variations.value["width"] {
                // The widest variant (its widths are read by `readWidths`).
                let widest = (width.value.members ?? []).max { (Self.width($0) ?? .min) < (Self.width($1) ?? .min) }
                if let widest, let result = readVariable(widest, key: key) { return result }
                return (.text(""), nil)
            }
            problem(
                "unsupported variations of \"\(key)\" (expected plural, device or width)", at: variations.offset,
                severity: .warning)
            return nil
        }

        /// `"variations": {"width": {"20": {"stringUnit": …}, …}}` → the text of each width.
        mutating func readWidths(_ localization: LocatedJSON.Member, key: String) -> WidthVariants {
            var widths = WidthVariants()
            guard let width = localization.value["variations"]?.value["width"] else { return widths }
            for variant in width.value.members ?? [] {
                guard let value = Self.width(variant) else {
                    problem("'\(variant.name)' is not a width (in \"\(key)\")", at: variant.offset)
                    continue
                }
                if let text = variant.value["stringUnit"]?.value["value"]?.value.stringValue {
                    widths.texts[value] = text
                    widths.locations[value] = lines.location(ofOffset: variant.offset)
                }
            }
            return widths
        }

        private static func width(_ member: LocatedJSON.Member) -> Int? {
            WidthVariants.width(ofKey: member.name)
        }

        /// `{"one": {"stringUnit": …}, "other": …}` → forms.
        mutating func readForms(_ plural: LocatedJSON.Member, key: String) -> (
            forms: [PluralCategory: String], state: String?, locations: [PluralCategory: SourceLocation]
        ) {
            var forms: [PluralCategory: String] = [:]
            var locations: [PluralCategory: SourceLocation] = [:]
            var state: String?
            for form in plural.value.members ?? [] {
                guard let category = PluralCategory(rawValue: form.name) else {
                    problem("'\(form.name)' is not a plural category (in \"\(key)\")", at: form.offset)
                    continue
                }
                guard let unit = form.value["stringUnit"], let value = unit.value["value"]?.value.stringValue else {
                    problem("plural form '\(form.name)' of \"\(key)\" has no stringUnit value", at: form.offset)
                    continue
                }
                forms[category] = value
                locations[category] = lines.location(ofOffset: form.offset)
                state = state ?? unit.value["state"]?.value.stringValue
            }
            return (forms, state, locations)
        }

        /// `"NAME": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": …}}` → a variable.
        mutating func readSubstitution(_ substitution: LocatedJSON.Member, key: String) -> (
            variable: PluralVariable, argument: Int?
        )? {
            var argument: Int?
            if let argNum = substitution.value["argNum"] {
                if case .number(let number) = argNum.value, number >= 1, number == number.rounded() {
                    argument = Int(number)
                } else {
                    problem(
                        "\"argNum\" of substitution '\(substitution.name)' must be a positive integer",
                        at: argNum.offset)
                }
            }
            let specifier = substitution.value["formatSpecifier"]?.value.stringValue ?? "lld"
            guard let plural = substitution.value["variations"]?.value["plural"] else {
                problem(
                    "substitution '\(substitution.name)' of \"\(key)\" has no plural variations",
                    at: substitution.offset)
                return nil
            }
            let (forms, _, locations) = readForms(plural, key: key)
            let variable = PluralVariable(
                name: substitution.name, valueType: specifier,
                forms: forms.mapValues { SubstitutionArgument.expand($0, argument: argument, specifier: specifier) },
                location: lines.location(ofOffset: substitution.offset), formLocations: locations)
            return (variable, argument)
        }
    }
}

extension StringCatalogReader {
    /// `format` with each unnumbered `%#@name@` whose substitution counts another argument
    /// (`argNum`) than the one its place gives it written `%N$#@name@`, as Xcode compiles it:
    /// Foundation counts a variable by its reference's argument, so `"%#@arg2@で%#@arg1@"` with
    /// `arg2` counting argument 2 must read `"%2$#@arg2@で%1$#@arg1@"`.
    static func numberingReferences(in format: String, as arguments: [String: Int]) -> String {
        guard !arguments.isEmpty else { return format }
        let references = FormatString(parsing: format).placeholders.filter { placeholder in
            guard let name = placeholder.variable, let argument = arguments[name] else { return false }
            return !placeholder.spec.contains("$") && placeholder.position != argument
        }
        guard !references.isEmpty else { return format }
        var scalars = Array(format.unicodeScalars)
        for reference in references.reversed() {
            guard let name = reference.variable, let argument = arguments[name] else { continue }
            // `offset` counts scalars; the `%` is followed by `#@name@`.
            scalars.insert(contentsOf: "\(argument)$".unicodeScalars, at: reference.offset + 1)
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}
