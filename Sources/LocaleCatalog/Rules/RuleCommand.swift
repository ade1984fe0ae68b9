/// A `localekit` command (or the build plugin) that can report findings: what a
/// ``RuleDescription`` says can raise its id.
public enum RuleCommand: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `localekit check`.
    case check
    /// The build plugin (`localekit build-plugin`).
    case buildPlugin = "build-plugin"
    /// `localekit usage`.
    case usage
    /// `localekit sync`.
    case sync
    /// `localekit format`.
    case format
    /// `localekit generate`.
    case generate
    /// `localekit compile`.
    case compile
    /// `localekit export`.
    case export
    /// `localekit import`.
    case `import`
    /// `localekit migrate`.
    case migrate
    /// `localekit pseudo`.
    case pseudo
    /// `localekit stats`.
    case stats
    /// `localekit dump`.
    case dump
    /// `localekit lock`.
    case lock

    /// The commands that run the check rules: `check` and the build plugin.
    public static let checking: Set<RuleCommand> = [.check, .buildPlugin]

    /// Every command that reads localization files (the readers' findings reach each of them).
    public static let reading = Set(allCases)

    /// In the order of `allCases`.
    public static func < (lhs: RuleCommand, rhs: RuleCommand) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
