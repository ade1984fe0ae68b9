import LocalizationFormats

/// What one rule id means to the user: its default severity, a one-line summary, the commands that
/// can report it, and whether `localekit.json` `rules` and `--rule` may set its severity.
///
/// Every id a command reports has one description, listed by `LocaleCheck`'s `RuleRegistry` (the
/// check rules describe themselves; each module describes the other ids it reports beside them).
public struct RuleDescription: Sendable, Hashable {
    /// The id findings show in brackets (`[unused-key]`).
    public let id: Diagnostic.Rule
    /// The severity reported when nothing is configured (the highest, for an id reported at several);
    /// nil when the rule is off unless configured.
    public let defaultSeverity: Diagnostic.Severity?
    /// One line for `--help`, SARIF and docs/checking.md.
    public let summary: String
    /// The commands that can report it.
    public let commands: Set<RuleCommand>
    /// Whether `rules`/`--rule` may set its severity (or turn it off).
    public let isConfigurable: Bool

    /// A description; `commands` lists the commands that can report `id`.
    public init(
        _ id: Diagnostic.Rule, _ defaultSeverity: Diagnostic.Severity?, _ summary: String,
        commands: Set<RuleCommand>, configurable: Bool = false
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.commands = commands
        self.isConfigurable = configurable
    }
}
