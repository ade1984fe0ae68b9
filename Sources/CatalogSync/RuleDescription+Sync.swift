import LocaleCatalog
import LocalizationFormats

extension RuleDescription {
    /// The ids `sync` and `format` report.
    package static let sync: [RuleDescription] = [
        RuleDescription(
            .sync, .note, "A change sync makes to a catalog or table (an error with --check).", commands: [.sync]),
        RuleDescription(
            .undeterminableKey, .warning, "A localizable literal whose key the sources do not settle.",
            commands: [.sync], configurable: true),
        RuleDescription(
            .format, .error, "A file not in its canonical form, or one format leaves alone (warning, note).",
            commands: [.format]),
    ]
}
