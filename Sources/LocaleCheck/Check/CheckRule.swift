import LocaleCatalog
import LocalizationFormats

/// One validation rule of `localekit check`: a small value with an id, a default severity and
/// a one-line description, that turns a ``CheckContext`` into findings.
///
/// Rules report at their own severity; ``Checker`` applies configuration overrides, ignored
/// keys, the baseline and `--strict` afterwards, so a rule never needs to know about them.
/// A rule keeps no state: the engine may call it for several tables at once.
public protocol CheckRule: Sendable {
    /// The id used in output (`[missing-translation]`) and in `localekit.json` (`"rules": {…}`).
    var id: Diagnostic.Rule { get }
    /// The severity the rule reports at, or `nil` when it is off unless configured.
    var defaultSeverity: Diagnostic.Severity? { get }
    /// One line for `--help`, SARIF `tool.driver.rules` and the docs.
    var summary: String { get }
    /// The commands that can report the rule (default: `RuleCommand.checking`, `check` and the build plugin).
    var commands: Set<RuleCommand> { get }
    /// What the rule looks at, and so when the engine calls ``check(_:)`` (default: ``CheckScope/table``).
    var scope: CheckScope { get }
    /// How the rule reads a translation's `.strings` entries (default: ``TranslatedEntryUse/unknown``,
    /// which keeps every entry of every file for the rule).
    var translatedEntryUse: TranslatedEntryUse { get }
    /// What a screened rule needs the screen to keep for it (default: nothing beyond the shared checks).
    var screenNeeds: ScreenNeeds { get }
    /// The findings in `context`'s tables and checked languages, at the rule's own severity.
    func check(_ context: CheckContext) -> [Finding]
    /// Whether a reader's own diagnostic says what this rule reports (and better located or
    /// classified), so that ``Checker`` drops the reader's copy instead of reporting it twice.
    func supersedes(_ readerDiagnostic: Diagnostic) -> Bool
}

extension CheckRule {
    public func supersedes(_ readerDiagnostic: Diagnostic) -> Bool { false }
    public var scope: CheckScope { .table }
    public var commands: Set<RuleCommand> { RuleCommand.checking }
    public var translatedEntryUse: TranslatedEntryUse { .unknown }
    public var screenNeeds: ScreenNeeds { [] }
}

/// The built-in rules, in the order they are documented.
public enum CheckRules {
    /// Every built-in rule, as `localekit check` runs them.
    public static let all: [any CheckRule] =
        [
            SyntaxRule(),
            EscapeRule(),
            MissingTranslationRule(),
            MissingTableRule(),
            DevelopmentOnlyTableRule(),
            TableNameCaseRule(),
            ExtraKeyRule(),
            EmptyValueRule(),
            DuplicateKeyRule(),
            UntranslatedRule(),
            PlaceholderMismatchRule(),
            PluralMissingCategoryRule(),
            PluralUnusedCategoryRule(),
            HiddenTranslationRule(),
            InvalidFormatRule(),
            StateRule(),
            StaleObjectKeyRule(),
            MinCoverageRule(),
        ] + textPairChecks.map { rule(for: $0) } + [InconsistentTranslationRule(), SourceChangedRule()]

    /// The translator-QA checks that compare one development text with one translation, each run
    /// as a ``TextPairRule`` (and asked by `TranslationScreen` which entries it could report).
    public static let textPairChecks: [any TextPairCheck.Type] = [
        MarkupMismatch.self, URLMismatch.self, NumberMismatch.self, WhitespaceMismatch.self, ControlCharacter.self,
        Glossary.self, LengthLimit.self, EndPunctuation.self,
    ]

    private static func rule<Check: TextPairCheck>(for _: Check.Type) -> any CheckRule {
        TextPairRule<Check>()
    }

    /// The rule with `id`, if it is built in.
    public static func rule(id: Diagnostic.Rule) -> (any CheckRule)? {
        all.first { $0.id == id }
    }
}
