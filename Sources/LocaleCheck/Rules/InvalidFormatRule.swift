import LocaleCatalog
import LocalizationFormats

/// `invalid-format`: a format string the printf parser rejects: an unknown conversion, numbered
/// and unnumbered arguments mixed, one position used with two types, a lone `%` at the end.
///
/// Texts are checked when the development value is a format string (it has a placeholder or
/// `%%`), so a plain "100% free" is not reported; plural formats and forms are always checked.
/// A plural format may mix `%#@var@` references with numbered arguments (Apple accepts it).
public struct InvalidFormatRule: CheckRule {
    public let id = Diagnostic.Rule.invalidFormat
    public let defaultSeverity: Diagnostic.Severity? = .error
    public let summary = "A format string is malformed: unknown conversion, mixed numbering, or conflicting types."
    /// Reported by the readers, so every command that reads the files reports it.
    public var commands: Set<RuleCommand> { RuleCommand.reading }

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .screened }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables {
            let reference = context.reference(for: table)
            // Whether each reference value is a format string, decided once for all languages.
            var referenceIsFormat: [String: Bool] = [:]
            for language in context.checkedLanguages {
                guard let languageTable = table.languages[language] else { continue }
                for (key, entry) in languageTable.entries {
                    var report = Report(rule: id, table: table.name, language: language, key: key)
                    switch entry.translation {
                    case .text(let value):
                        checkText(
                            value, of: entry, reference: reference, referenceIsFormat: &referenceIsFormat,
                            report: &report)
                    case .plural(let plural):
                        checkPlural(plural, of: entry, reference: reference, context: context, report: &report)
                    }
                    findings += report.findings
                }
            }
        }
        return findings
    }

    /// A text (each width of a variable-width entry), when it is used as a format string.
    private func checkText(
        _ value: String, of entry: Entry, reference: LanguageTable?, referenceIsFormat: inout [String: Bool],
        report: inout Report
    ) {
        // A variable-width entry's translation is its widest text: each width is checked.
        let hasWidths = entry.hasWidthVariants
        guard
            PlaceholderSignature.hasPercent(value)
                || (hasWidths && entry.widthVariants.texts.values.contains(where: PlaceholderSignature.hasPercent))
        else { return }
        // Decided by the development value; a key it lacks, by the entry's own value.
        if let referenceEntry = reference?.entries[report.key] {
            let isFormat = referenceIsFormat[report.key] ?? Self.isFormatContext(referenceEntry)
            referenceIsFormat[report.key] = isFormat
            guard isFormat else { return }
        } else {
            guard Self.isFormatContext(entry) else { return }
        }
        let location = entry.valueLocation ?? entry.location
        guard hasWidths else {
            report.add(FormatString(parsing: value).problems, in: "", at: location)
            return
        }
        let widths = entry.widthVariants
        for width in widths.widths {
            report.add(
                FormatString(parsing: widths.texts[width] ?? "").problems, in: " width \(width)",
                at: widths.location(of: width) ?? location)
        }
    }

    /// A plural: its format, each form, and the forms that print the count as another type.
    private func checkPlural(
        _ plural: PluralTranslation, of entry: Entry, reference: LanguageTable?, context: CheckContext,
        report: inout Report
    ) {
        let parsedPlural = context.parsedPlural(
            plural, key: report.key, table: report.table, language: report.language)
        let format = parsedPlural.parsedFormat
        let onlyVariablesUnnumbered = format.placeholders.allSatisfy {
            $0.variable != nil || $0.spec.utf8.contains(UInt8(ascii: "$"))
        }
        let problems = format.problems.filter { $0.kind != .mixedNumbering || !onlyVariablesUnnumbered }
        report.add(problems, in: " format", at: entry.location)
        for (variable, forms) in zip(plural.variables, parsedPlural.forms) {
            let position = parsedPlural.positions[variable.name]
            var conflicts: [(PluralCategory, FormatProblem)] = []
            for (category, parsed) in forms {
                // A form's location is looked up only for a problem.
                if !parsed.problems.isEmpty {
                    report.add(
                        parsed.problems, in: " form '\(category.rawValue)' of '\(variable.name)'",
                        at: variable.location(of: category) ?? entry.location)
                }
                if let conflict = Self.countConflict(variable, position: position, form: parsed) {
                    conflicts.append((category, conflict))
                }
            }
            // One defect, one finding: the forms that print the count as another type, together;
            // in a translation of a key the reference has, `placeholder-mismatch` reports it.
            let translated = report.language != context.developmentLanguage && report.language != "Base"
            if let (first, conflict) = conflicts.first, !translated || reference?.entries[report.key] == nil {
                let forms = conflicts.map { "'\($0.0.rawValue)'" }.joined(separator: ", ")
                report.add(
                    [conflict], in: " form\(conflicts.count == 1 ? "" : "s") \(forms) of '\(variable.name)'",
                    at: variable.location(of: first) ?? entry.location)
            }
        }
    }

    /// One entry's findings.
    private struct Report {
        let rule: Diagnostic.Rule
        let table: String
        let language: String
        let key: String
        var findings: [Finding] = []

        /// `what` is built only for a problem (most texts have none).
        mutating func add(_ problems: [FormatProblem], in what: @autoclosure () -> String, at location: SourceLocation)
        {
            for problem in problems {
                // A dropped trailing `%` loses one character, the rest shows as written.
                let severity: Diagnostic.Severity = problem.kind == .trailingPercent ? .warning : .error
                let diagnostic = Diagnostic(
                    severity, rule: rule, "'\(key)' (\(language))\(what()): \(problem.message)", at: location)
                findings.append(Finding(diagnostic, table: table, language: language, key: key))
            }
        }
    }

    /// A form that prints its variable's own count with a type other than the count's
    /// (`%#@COUNT@` of type `d`, `%1$@` in a form): Foundation reads one argument as two types,
    /// so the text crashes or prints garbage whichever value is passed.
    static func countConflict(_ variable: PluralVariable, position: Int?, form: FormatString) -> FormatProblem? {
        guard let position, let counted = variable.countedType else { return nil }
        for placeholder in form.placeholders where placeholder.variable == nil && placeholder.position == position {
            guard let type = placeholder.type, !PlaceholderSignature.compatible(counted, type) else { continue }
            return FormatProblem(
                kind: .conflictingTypes,
                message: "prints argument \(position) as \(placeholder.spec) (\(type.rawValue)), but "
                    + "'\(variable.name)' counts it as \(variable.valueType ?? "") (\(counted.rawValue)): "
                    + "Foundation reads one argument as two types", offset: 0)
        }
        return nil
    }

    /// Whether an entry's reference value is used as a format string.
    static func isFormatContext(_ entry: Entry) -> Bool {
        switch entry.translation {
        case .text(let value): PlaceholderSignature.isFormat(value)
        case .plural: true
        }
    }
}
