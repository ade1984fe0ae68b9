import LocaleCatalog
import LocalizationFormats

/// The severity every finding is reported at, decided in one place from the project's `rules`
/// (`localekit.json` and `--rule`) and `strict`: a rule set off is off in every command that reports
/// it, a rule set to a severity reports at it, and `strict` makes warnings errors. ``Checker``,
/// `usage`, `sync` and the build plugin all ask it.
///
/// ```swift
/// let policy = FindingPolicy(configuration: configuration)
/// let shown = policy.applying(to: diagnostics)  // without the rules turned off
/// ```
public struct FindingPolicy: Sendable, Hashable {
    /// Severity settings by rule id.
    public var settings: [String: LocaleKitConfiguration.RuleSetting]
    /// Report warnings as errors.
    public var strict: Bool

    /// The policy `configuration` sets (its `rules` and `strict`).
    public init(configuration: LocaleKitConfiguration) {
        self.init(settings: configuration.rules, strict: configuration.strict)
    }

    /// A policy with these settings.
    public init(settings: [String: LocaleKitConfiguration.RuleSetting] = [:], strict: Bool = false) {
        self.settings = settings
        self.strict = strict
    }

    /// Whether `rule` is set off.
    public func isOff(_ rule: Diagnostic.Rule) -> Bool { settings[rule.rawValue] == .off }

    /// The severity a finding of `rule` reported at `severity` is shown at, or nil when the rule is off.
    public func severity(of rule: Diagnostic.Rule, reportedAt severity: Diagnostic.Severity)
        -> Diagnostic.Severity?
    {
        var result = severity
        switch settings[rule.rawValue] {
        case .off: return nil
        case .some(let setting): result = setting.severity ?? severity
        case .none: break
        }
        return reported(result)
    }

    /// `severity` after `strict`: a warning is an error.
    public func reported(_ severity: Diagnostic.Severity) -> Diagnostic.Severity {
        strict && severity == .warning ? .error : severity
    }

    /// `diagnostics` at their severities, without those of rules set off.
    public func applying(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard let severity = severity(of: diagnostic.rule, reportedAt: diagnostic.severity) else { return nil }
            var shown = diagnostic
            shown.severity = severity
            return shown
        }
    }
}
