import LocaleCatalog
import LocalizationFormats

/// Every rule id localekit reports, described once (`RuleDescription`: default severity, summary,
/// the commands that raise it, whether it is configurable), and every rule a check can run and when
/// each runs. `check`, `usage`, `sync`, the build plugin, `localekit.json` `rules`, `--rule`, the
/// help and docs/checking.md all read it: an id it does not list as configurable is refused in one
/// place, with one message (``unknownRuleProblem(_:)``).
///
/// The engine's own rules and the readers' ids are ``builtIn``; a module with more rules or ids
/// registers them (the usage rules of `KeyUsage` run only when the configuration names Swift
/// sources, so a check without them keeps its streaming path and its output).
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
    /// The ids reported by code other than a check rule (readers, commands).
    private var reported: [RuleDescription]

    /// The engine's rules (``CheckRules/all``), run for every configuration, and the ids the readers,
    /// the project model, the lock and the baseline report.
    public static let builtIn = RuleRegistry(
        registrations: [Registration(rules: CheckRules.all, applies: { _ in true })],
        reported: RuleDescription.catalog + RuleDescription.checkFiles)

    /// This registry and `rules`, which run only for configurations `applies` accepts.
    public func registering(
        _ rules: [any CheckRule], when applies: @escaping @Sendable (LocaleKitConfiguration) -> Bool
    ) -> RuleRegistry {
        RuleRegistry(
            registrations: registrations + [Registration(rules: rules, applies: applies)], reported: reported)
    }

    /// This registry and the ids `descriptions` describe, which code other than a check rule reports.
    public func describing(_ descriptions: [RuleDescription]) -> RuleRegistry {
        RuleRegistry(registrations: registrations, reported: reported + descriptions)
    }

    /// Every registered rule, in registration order (for SARIF and the README).
    public var all: [any CheckRule] { registrations.flatMap(\.rules) }

    /// Every id, described: the rules' in registration order, then the other ids.
    public var descriptions: [RuleDescription] {
        let rules = all.map { rule in
            RuleDescription(
                rule.id, rule.defaultSeverity, rule.summary, commands: rule.commands, configurable: true)
        }
        let ruleIDs = Set(rules.map(\.id))
        var seen = ruleIDs
        return rules + reported.filter { !ruleIDs.contains($0.id) && seen.insert($0.id).inserted }
    }

    /// The description of `id`, if it is registered.
    public func description(of id: Diagnostic.Rule) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    /// Every rule id `localekit.json` `rules` and `--rule` may set.
    public var knownIDs: Set<String> { Set(descriptions.filter(\.isConfigurable).map(\.id.rawValue)) }

    /// The rules a check of `configuration` runs.
    public func rules(for configuration: LocaleKitConfiguration) -> [any CheckRule] {
        registrations.filter { $0.applies(configuration) }.flatMap(\.rules)
    }

    /// The problem of naming `id` in `rules` or `--rule` when it is not configurable here, in the
    /// words both give it; nil when it is.
    public func unknownRuleProblem(_ id: String) -> String? {
        let known = knownIDs
        return known.contains(id) ? nil : LocaleKitConfiguration.unknownRuleProblem(id, known: known)
    }
}
