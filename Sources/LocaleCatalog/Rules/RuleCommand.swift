/// A `localekit` command (or the build plugin) that can report findings: what a
/// ``RuleDescription`` says can raise its id.
public enum RuleCommand: String, Sendable, Hashable, CaseIterable, Comparable {
    case check
    case buildPlugin = "build-plugin"
    case usage
    case sync
    case format
    case generate
    case compile
    case export
    case `import`
    case migrate
    case pseudo
    case stats
    case dump
    case lock

    /// The commands that run the check rules: `check` and the build plugin.
    public static let checking: Set<RuleCommand> = [.check, .buildPlugin]

    /// Every command that reads localization files (the readers' findings reach each of them).
    public static let reading = Set(allCases)

    public static func < (lhs: RuleCommand, rhs: RuleCommand) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
