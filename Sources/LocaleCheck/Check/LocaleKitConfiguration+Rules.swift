import Foundation
import LocaleCatalog

/// `localekit.json` read with the rules of a ``RuleRegistry`` as the ids it accepts in `rules`: the
/// configuration lives in `LocaleCatalog` (the generator reads it too), which knows no rules.
extension LocaleKitConfiguration {
    /// Parses `localekit.json` text; `rules` may name any rule of `registry`.
    public static func parse(_ data: Data, file: String, registry: RuleRegistry) throws(ConfigurationError)
        -> LocaleKitConfiguration
    {
        try parse(data, file: file, knownRules: registry.knownIDs)
    }

    /// Reads a configuration file; `rules` may name any rule of `registry`.
    public static func load(file: String, registry: RuleRegistry) throws(ConfigurationError)
        -> LocaleKitConfiguration
    {
        try load(file: file, knownRules: registry.knownIDs)
    }

    /// `resolve(explicitFile:paths:knownRules:)` with the rules of `registry`.
    public static func resolve(explicitFile: String?, paths: [String], registry: RuleRegistry)
        throws(ConfigurationError) -> LocaleKitConfiguration
    {
        try resolve(explicitFile: explicitFile, paths: paths, knownRules: registry.knownIDs)
    }
}
