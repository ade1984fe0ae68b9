import Foundation

extension LocaleKitConfiguration {
    /// The configuration a command uses: `explicitFile` (`--config`), else the `localekit.json`
    /// in the first path's folder or its nearest parent inside the repository, else defaults.
    public static func resolve(explicitFile: String?, paths: [String], knownRules: Set<String>)
        throws(ConfigurationError) -> LocaleKitConfiguration
    {
        if let explicitFile { return try load(file: explicitFile, knownRules: knownRules) }
        let start = paths.first ?? FileManager.default.currentDirectoryPath
        guard let found = find(from: start) else { return LocaleKitConfiguration() }
        return try load(file: found, knownRules: knownRules)
    }

    /// The paths a command reads when none are given: the configuration's folder, else `.`.
    public var defaultPaths: [String] { [directory ?? "."] }
}
