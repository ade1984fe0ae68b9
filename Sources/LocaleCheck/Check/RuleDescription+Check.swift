import LocaleCatalog
import LocalizationFormats

extension RuleDescription {
    /// The ids of the files a check reads besides the tables: `localekit.lock` and the baseline.
    static let checkFiles: [RuleDescription] = [
        RuleDescription(
            .lock, .error, "A localekit.lock that cannot be read (the command stops, exit 2).",
            commands: RuleCommand.checking.union([.lock])),
        RuleDescription(
            .baseline, .error, "A baseline file that cannot be read (the command stops, exit 2).",
            commands: [.check]),
    ]
}
