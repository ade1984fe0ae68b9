import Foundation
import LocaleCatalog
import LocalizationFormats

/// `placeholder-mismatch`: a translation whose arguments differ from the development language's.
///
/// Per language and per plural form: the same positions, compatible Swift types (`%@` vs `%d` is
/// a mismatch, `%d` vs `%ld` is not), none missing, none extra. In a plural form the counted
/// variable's own number may be left out (`"one" = "One item"`); every other argument must be
/// there. Forms are compared with the development language's `other` form, the most general one.
/// Development values without any placeholder are not format strings and are not compared.
/// A variable-width entry is compared width by width (see `PlaceholderMismatchRule+Widths.swift`).
public struct PlaceholderMismatchRule: CheckRule {
    public let id = Diagnostic.Rule.placeholderMismatch
    public let defaultSeverity: Diagnostic.Severity? = .error
    public let summary = "A translation's placeholders differ from the development language's (position or type)."
    /// `import` runs it on the translations it brings in.
    public var commands: Set<RuleCommand> { RuleCommand.checking.union([.import]) }

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .screened }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables {
            guard let reference = context.reference(for: table) else { continue }
            if context.checkedLanguages.contains(context.developmentLanguage) {
                findings += referenceWidthFindings(reference, table: table.name)
            }
            for language in context.checkedTranslationLanguages {
                for pair in context.pairs(of: table, in: language, reference: reference) {
                    guard let original = pair.original else { continue }
                    let (key, entry) = (pair.key, pair.entry)
                    if entry.hasWidthVariants {
                        findings += widthFindings(entry, original: original, table: table.name, language: language)
                    }
                    // Most texts have no `%` on either side: nothing to compare.
                    if case .text(let source) = original.translation, case .text(let target) = entry.translation,
                        !PlaceholderSignature.hasPercent(target) && !PlaceholderSignature.hasPercent(source)
                    {
                        continue
                    }
                    var report = Report(table: table.name, language: language, key: key, rule: id)
                    switch (original.translation, entry.translation) {
                    case (.text(let source), .text(let target)):
                        Self.compareTexts(source, target, of: pair, context: context, report: &report)
                    case (.plural(let source), .plural(let target)):
                        Self.comparePlurals(source, target, of: pair, context: context, report: &report)
                    case (.text(let source), .plural(let target)):
                        Self.compareText(source, withPlural: target, at: entry.location, report: &report)
                    case (.plural(let source), .text(let target)):
                        report.compare(
                            Self.combined(source), PlaceholderSignature(parsing: target),
                            at: entry.valueLocation ?? entry.location, what: "",
                            counted: Self.countedArguments(of: source))
                    }
                    findings += report.findings
                }
            }
        }
        return findings
    }

    /// A text translated as a text.
    private static func compareTexts(
        _ source: String, _ target: String, of pair: EntryPairs.Pair, context: CheckContext, report: inout Report
    ) {
        // The same text has the same arguments: nothing to report. An empty translation is one
        // defect, `empty-value`'s, not one missing placeholder each.
        guard target != source, !target.isEmpty else { return }
        let location = pair.entry.valueLocation ?? pair.entry.location
        let expected: PlaceholderSignature?
        if case .text(_, _, let signature) = context.referenceArguments(of: pair) {
            expected = signature
        } else {
            expected = textSignature(source)
        }
        guard let expected else { return report.addedToPlainText(target, at: location) }
        report.compare(expected, PlaceholderSignature(parsing: target), at: location, what: "")
    }

    /// A plural translated as a plural.
    private static func comparePlurals(
        _ source: PluralTranslation, _ target: PluralTranslation, of pair: EntryPairs.Pair, context: CheckContext,
        report: inout Report
    ) {
        let expected: PluralSource
        if case .plural(let known) = context.referenceArguments(of: pair) {
            expected = known
        } else {
            expected = PluralSource(source)
        }
        report.comparePlural(
            expected, target,
            parsed: context.parsedPlural(target, key: report.key, table: report.table, language: report.language),
            at: pair.entry.location)
    }

    /// A text translated as a plural: the forms together against the text.
    private static func compareText(
        _ source: String, withPlural target: PluralTranslation, at location: SourceLocation, report: inout Report
    ) {
        guard let expected = textSignature(source) else {
            for form in target.variables.flatMap({ $0.forms.values }).sorted() {
                report.addedToPlainText(form, at: location)
            }
            return
        }
        report.compare(expected, combined(target), at: location, what: "", counted: countedArguments(of: target))
    }

    /// What comparing with one development plural needs, worked out once per key.
    struct PluralSource: Sendable {
        /// One development variable: the type of its count, its reference form's signature and
        /// the positions there that print the count, and its own arguments.
        struct Variable: Sendable {
            var countedType: PlaceholderType?
            var expected: PlaceholderSignature
            var formCounted: Set<Int>
            var own: PlaceholderSignature
        }

        var plural: PluralTranslation
        var all: PlaceholderSignature
        var format: PlaceholderSignature
        var counted: Set<Int>
        /// By the index of the variable in `plural.variables`.
        var variables: [Variable]

        init(_ plural: PluralTranslation) {
            self.plural = plural
            all = PlaceholderSignature.combined(plural)
            let format = PlaceholderSignature(parsing: plural.format)
            self.format = format
            counted = PlaceholderMismatchRule.countedArguments(of: plural)
            let positions = plural.variablePositions
            variables = plural.variables.map { variable in
                let countedType = PlaceholderSignature.type(ofValueType: variable.valueType)
                let position = positions[variable.name]
                let expected = PlaceholderSignature(form: Report.referenceForm(of: variable), position: position)
                return Variable(
                    countedType: countedType, expected: expected,
                    formCounted: Report.countedPositions(
                        in: expected, countedType: countedType, formatPosition: position),
                    own: PlaceholderMismatchRule.ownArguments(of: variable, position: position))
            }
        }
    }

    /// The signature of a development text, or `nil` when it is not a format string.
    static func textSignature(_ text: String) -> PlaceholderSignature? {
        guard PlaceholderSignature.isFormat(text) else { return nil }
        return PlaceholderSignature(parsing: text)
    }

    /// Whether a translated text with the arguments `actual` agrees with the development
    /// language's arguments `expected` (of a text, or of a plural with its `counted` arguments):
    /// what ``check(_:)`` compares for a translated text, without building findings.
    static func textArgumentsAgree(
        _ expected: PlaceholderSignature, _ actual: PlaceholderSignature, counted: Set<Int> = []
    ) -> Bool {
        var report = Report(table: "", language: "", key: "", rule: .placeholderMismatch)
        report.compare(expected, actual, at: SourceLocation(file: ""), what: "", counted: counted)
        return report.findings.isEmpty
    }

    /// A plural as one argument list: the format's own arguments and every variable's forms.
    static func combined(_ plural: PluralTranslation) -> PlaceholderSignature {
        PlaceholderSignature.combined(plural)
    }

    /// The arguments that are counted numbers: a translation may print them where the
    /// development language does not (`"%#@v1@ deleted"` with forms `article`/`articles`), or
    /// leave them out.
    static func countedArguments(of plural: PluralTranslation) -> Set<Int> {
        let positions = plural.variablePositions
        var counted: Set<Int> = []
        for variable in plural.variables {
            let type = PlaceholderSignature.type(ofValueType: variable.valueType)
            let position = positions[variable.name]
            if let position { counted.insert(position) }
            let reference = PlaceholderSignature(form: Report.referenceForm(of: variable), position: position)
            counted.formUnion(Report.countedPositions(in: reference, countedType: type, formatPosition: position))
        }
        return counted
    }

    /// The arguments of every form of one variable counting argument `position`.
    static func ownArguments(of variable: PluralVariable, position: Int?) -> PlaceholderSignature {
        var own = PlaceholderSignature(FormatString(placeholders: [], problems: []))
        for (_, form) in variable.forms.sorted(by: { $0.key < $1.key }) {
            for placeholder in PlaceholderSignature.parseForm(form, position: position).placeholders
            where placeholder.variable == nil {
                own.insert(placeholder)
            }
        }
        return own
    }

    /// Collects the mismatches of one entry in one language.
    struct Report {
        var table: String
        var language: String
        var key: String
        var rule: Diagnostic.Rule
        var findings: [Finding] = []

        mutating func add(_ message: String, at location: SourceLocation) {
            let diagnostic = Diagnostic(.error, rule: rule, "'\(key)' (\(language))\(message)", at: location)
            findings.append(Finding(diagnostic, table: table, language: language, key: key))
        }

        /// A translation of a text that is no format string: each placeholder it has that
        /// cannot be prose would print literally, or read an argument nobody passes.
        mutating func addedToPlainText(_ target: String, at location: SourceLocation) {
            for placeholder in PlaceholderSignature.unambiguousPlaceholders(target) {
                add(
                    " has \(PlaceholderSignature.describe(placeholder)), but the development-language text has no "
                        + "placeholder: it would print literally or read an argument that is not passed",
                    at: location)
            }
        }

        /// Compares argument lists; `counted` positions may be missing, and may be extra when
        /// their type is `countedType`. `what` is built only for a mismatch (most comparisons find
        /// none).
        mutating func compare(
            _ expected: PlaceholderSignature, _ actual: PlaceholderSignature, at location: SourceLocation,
            what: @autoclosure () -> String, counted: Set<Int> = [], countedType: PlaceholderType? = nil,
            onlyExpected: Bool = false, onlyActual: Bool = false
        ) {
            for position in expected.positions where !onlyActual {
                guard let want = expected.byPosition[position] else { continue }
                guard let have = actual.byPosition[position] else {
                    if !counted.contains(position) {
                        add("\(what()) is missing \(PlaceholderSignature.describe(want))", at: location)
                    }
                    continue
                }
                if !PlaceholderSignature.compatible(want.type, have.type) {
                    add(
                        "\(what()) has \(PlaceholderSignature.describe(have)) where the development language has "
                            + PlaceholderSignature.describe(want), at: location)
                }
            }
            for position in actual.positions where !onlyExpected {
                guard let have = actual.byPosition[position] else { continue }
                if let want = expected.byPosition[position] {
                    if onlyActual && !PlaceholderSignature.compatible(want.type, have.type) {
                        add(
                            "\(what()) has \(PlaceholderSignature.describe(have)) where the development language has "
                                + PlaceholderSignature.describe(want), at: location)
                    }
                    continue
                }
                if counted.contains(position) && PlaceholderSignature.compatible(have.type, countedType) { continue }
                add(
                    "\(what()) has \(PlaceholderSignature.describe(have)), which the development language does not have",
                    at: location)
            }
        }

        /// Variables are local names: `%#@v0@` in one language may be `%#@v1@` in another, and a
        /// translation may print a counted argument as a plain `%2$d`. So the format's own arguments
        /// are checked against the other side's whole argument list; variables of the same name are
        /// compared form by form, others through the whole argument list.
        mutating func comparePlural(
            _ source: PluralSource, _ target: PluralTranslation, parsed parsedTarget: PlaceholderSignature.ParsedPlural,
            at location: SourceLocation
        ) {
            let sourceAll = source.all
            let targetAll = parsedTarget.all
            let sourceFormat = source.format
            let targetFormat = parsedTarget.format
            let counted = source.counted
            compare(sourceFormat, targetAll, at: location, what: " format", counted: counted, onlyExpected: true)
            compare(sourceAll, targetFormat, at: location, what: " format", counted: counted, onlyActual: true)
            var paired: Set<String> = []
            let targetPositions = parsedTarget.positions
            for (variable, forms) in zip(target.variables, parsedTarget.forms) {
                let partner = source.plural.variables.firstIndex { $0.name == variable.name }
                let where_ = variable.location ?? location
                guard let partner else {
                    // A variable the development language does not have: its arguments must exist there.
                    let own = PlaceholderMismatchRule.ownArguments(
                        of: variable, position: targetPositions[variable.name])
                    compare(
                        sourceAll, own, at: where_, what: " plural '\(variable.name)'", counted: counted,
                        onlyActual: true)
                    continue
                }
                let original = source.plural.variables[partner]
                let prepared = source.variables[partner]
                paired.insert(original.name)
                let countedType = prepared.countedType
                let targetType = PlaceholderSignature.type(ofValueType: variable.valueType)
                if !PlaceholderSignature.compatible(countedType, targetType) {
                    add(
                        " counts '\(variable.name)' as %\(variable.valueType ?? "") where the development language "
                            + "uses %\(original.valueType ?? "")", at: where_)
                }
                for (category, form) in forms {
                    compare(
                        prepared.expected, PlaceholderSignature(form),
                        at: variable.location(of: category) ?? where_,
                        what: " form '\(category.rawValue)' of '\(variable.name)'", counted: prepared.formCounted,
                        countedType: countedType)
                }
            }
            // A development variable the translation has no counterpart for: its arguments, its
            // count included, must still be printed somewhere (e.g. as a plain `%2$d`).
            for (index, original) in source.plural.variables.enumerated() where !paired.contains(original.name) {
                compare(source.variables[index].own, targetAll, at: location, what: "", onlyExpected: true)
            }
        }

        /// The development form that translations are compared with: `other`, else the one with most arguments.
        static func referenceForm(of variable: PluralVariable) -> String {
            if let other = variable.forms[.other] { return other }
            // In CLDR order, the first of equals (`max` keeps it): not the dictionary's hash-seeded order.
            return PluralCategory.allCases.compactMap { variable.forms[$0] }.max {
                PlaceholderSignature(parsing: $0).positions.count < PlaceholderSignature(parsing: $1).positions.count
            } ?? ""
        }

        /// The positions that print the counted number itself: the one at the variable's position
        /// when it has the counted type, else the only argument of that type.
        static func countedPositions(
            in signature: PlaceholderSignature, countedType: PlaceholderType?, formatPosition: Int?
        ) -> Set<Int> {
            let candidates = signature.positions.filter { position in
                PlaceholderSignature.compatible(signature.byPosition[position]?.type, countedType)
            }
            if let formatPosition, candidates.contains(formatPosition) { return [formatPosition] }
            if candidates.count == 1, let only = candidates.first { return [only] }
            if let formatPosition, signature.byPosition[formatPosition] == nil { return [formatPosition] }
            return []
        }
    }
}

extension Diagnostic.Rule {
    /// `placeholder-mismatch`: a translation whose arguments differ from the development language's.
    public static let placeholderMismatch = Diagnostic.Rule("placeholder-mismatch")
}
