import AccessorGeneration
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// The usage rules, registered into the engine's ``RuleRegistry``: they join the built-in ones only
/// when the configuration names Swift sources, so a check without them keeps its streaming path and
/// its output.
extension CheckRules {
    public static let usage: [any CheckRule] = [UndefinedKeyRule(), UnusedKeyRule()]
}

extension RuleRegistry {
    /// The built-in rules and the usage rules: every rule a check runs (`LocaleKitCommands`' `standard`
    /// adds the ids the generator, `sync` and `format` report).
    public static let checking = RuleRegistry.builtIn.registering(CheckRules.usage) { !$0.usage.sources.isEmpty }
}
