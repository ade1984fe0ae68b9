import LocaleCatalog
import LocalizationFormats

/// Every rule a check can run and when each runs: the rule ids `localekit.json` accepts in
/// `rules`, so the engine validates its own configuration.
///
/// The engine's own rules are ``builtIn``; a module with more rules registers them (the usage
/// rules of `KeyUsage` join only when the configuration names Swift sources, so a check without
/// them keeps its streaming path and its output).
///
/// ```swift
/// let registry = RuleRegistry.builtIn.registering([MyRule()]) { !$0.doNotTranslate.isEmpty }
/// let configuration = try LocaleKitConfiguration.load(file: "localekit.json", registry: registry)
/// let report = Checker(configuration: configuration, rules: registry.rules(for: configuration)).check(paths: ["."])
/// ```
public struct RuleRegistry: Sendable {
    /// Rules that run together, and the configurations they run for.
    struct Registration: Sendable {
        var rules: [any CheckRule]
        var applies: @Sendable (LocaleKitConfiguration) -> Bool
    }

    private var registrations: [Registration]

    /// The engine's rules (``CheckRules/all``), run for every configuration.
    public static let builtIn = RuleRegistry(registrations: [
        Registration(rules: CheckRules.all, applies: { _ in true })
    ])

    /// This registry and `rules`, which run only for configurations `applies` accepts.
    public func registering(
        _ rules: [any CheckRule], when applies: @escaping @Sendable (LocaleKitConfiguration) -> Bool
    ) -> RuleRegistry {
        RuleRegistry(registrations: registrations + [Registration(rules: rules, applies: applies)])
    }

    /// Every registered rule, in registration order (for `--help`, SARIF and the README).
    public var all: [any CheckRule] { registrations.flatMap(\.rules) }

    /// Every rule id `localekit.json` may configure.
    public var knownIDs: Set<String> { Set(all.map(\.id.rawValue)) }

    /// The rules a check of `configuration` runs.
    public func rules(for configuration: LocaleKitConfiguration) -> [any CheckRule] {
        registrations.filter { $0.applies(configuration) }.flatMap(\.rules)
    }
}
