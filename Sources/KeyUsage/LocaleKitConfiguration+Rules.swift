import AccessorGeneration
import Foundation
import LocaleCatalog
import LocaleCheck

/// `localekit.json` read with every rule `check` can run as the ids it accepts in `rules`: the
/// configuration lives in `LocaleCatalog` (the generator reads it too), which knows no rules.
extension LocaleKitConfiguration {
    /// The ids of ``CheckRules/all`` and ``CheckRules/usage``.
    public static var builtInRuleIDs: Set<String> { CheckRules.knownIDs }

    /// Parses `localekit.json` text; `rules` may name any built-in rule.
    public static func parse(_ data: Data, file: String) throws(ConfigurationError) -> LocaleKitConfiguration {
        try parse(data, file: file, knownRules: builtInRuleIDs)
    }

    /// Reads a configuration file; `rules` may name any built-in rule.
    public static func load(file: String) throws(ConfigurationError) -> LocaleKitConfiguration {
        try load(file: file, knownRules: builtInRuleIDs)
    }

    /// ``resolve(explicitFile:paths:knownRules:)`` with the built-in rules.
    public static func resolve(explicitFile: String?, paths: [String]) throws(ConfigurationError)
        -> LocaleKitConfiguration
    {
        try resolve(explicitFile: explicitFile, paths: paths, knownRules: builtInRuleIDs)
    }
}
