import Foundation
import LocalizationFormats

/// The settings of a project, read from `localekit.json`.
///
/// Every field is optional. Unknown fields and values of the wrong type are errors that name
/// the field and its line, so a typo never silently turns a check off.
///
/// ```json
/// { "developmentLanguage": "en", "supportedLanguages": ["en", "de"], "minCoverage": { "*": 90 } }
/// ```
public struct LocaleKitConfiguration: Sendable, Hashable {
    /// The name `localekit` looks for in a folder and its parents.
    public static let fileName = LocalizationContract.configurationName

    /// How a rule reports, or `off`.
    public enum RuleSetting: String, Sendable, Hashable, CaseIterable {
        /// The rule reports at this severity; `off` turns it off.
        case error, warning, note, off

        /// The severity, or `nil` for `off`.
        public var severity: Diagnostic.Severity? { Diagnostic.Severity(rawValue: rawValue) }
    }

    /// Options of `localekit generate` (read by the generator).
    public struct GenerateOptions: Sendable, Hashable {
        /// `structured`, `flat`, `swiftgen`, or a template file path.
        public var template: String?
        /// `public` or `internal`.
        public var access: String?
        /// The name of the generated root enum (default `L10n`).
        public var enumName: String?
        /// The bundle expression the accessors look strings up in (e.g. `module`, `main`).
        public var bundle: String?
        /// The key separator that splits keys into namespaces (default `.`).
        public var separator: String?
        /// The access level of the swiftgen template's `tr` lookup function (default `private`).
        public var trAccess: String?
        /// `nested` (`L10n.<Table>`, default) or `separate` (one enum per table).
        public var tables: String?
        /// Whether a String Catalog substitution's parameter is labeled with its name.
        public var substitutionLabels: Bool?
        /// The swiftgen template's own lookup function (SwiftGen's `lookupFunction`), called instead of LocaleKit.
        public var lookupFunction: String?
        /// Who looks the strings up: `runtime` (SwiftLocaleKit, default) or `foundation` (the accessors
        /// import Foundation only).
        public var lookup: String?

        /// Options; `nil` leaves each to the command line or the default.
        public init(
            template: String? = nil, access: String? = nil, enumName: String? = nil, bundle: String? = nil,
            separator: String? = nil, tables: String? = nil, substitutionLabels: Bool? = nil, trAccess: String? = nil,
            lookupFunction: String? = nil, lookup: String? = nil
        ) {
            self.template = template
            self.access = access
            self.enumName = enumName
            self.bundle = bundle
            self.separator = separator
            self.tables = tables
            self.substitutionLabels = substitutionLabels
            self.trAccess = trAccess
            self.lookupFunction = lookupFunction
            self.lookup = lookup
        }

        /// These options over `base`: each one set here wins (flags over `localekit.json`).
        public func applying(over base: GenerateOptions) -> GenerateOptions {
            GenerateOptions(
                template: template ?? base.template, access: access ?? base.access,
                enumName: enumName ?? base.enumName, bundle: bundle ?? base.bundle,
                separator: separator ?? base.separator, tables: tables ?? base.tables,
                substitutionLabels: substitutionLabels ?? base.substitutionLabels,
                trAccess: trAccess ?? base.trAccess, lookupFunction: lookupFunction ?? base.lookupFunction,
                lookup: lookup ?? base.lookup)
        }
    }

    /// The reference language (default `en`).
    public var developmentLanguage: String?
    /// Languages that must be complete; `nil`: every language found on disk except `Base`.
    public var supportedLanguages: [String]?
    /// Globs of files to read, relative to ``directory``; empty: everything under the given paths.
    public var include: [String]
    /// Globs of files to leave out, relative to ``directory``.
    public var exclude: [String]
    /// Severity overrides by rule id.
    public var rules: [String: RuleSetting]
    /// Globs of keys no rule reports on, and coverage does not count.
    public var ignoreKeys: [String]
    /// Minimum percent of development keys translated, by language or `*` for every language.
    public var minCoverage: [String: Double]
    /// Languages whose coverage gaps (`missing-translation`, `missing-table`) are errors, for
    /// release gating; `*` for every language. Empty (the default): gaps are warnings, since a
    /// lookup falls back at run time.
    public var requireComplete: [String] = []
    /// The baseline file (relative to ``directory``).
    public var baseline: String?
    /// Report warnings as errors (`check --strict`).
    public var strict = false
    /// Terms that translations keep as they are (product names): the `glossary` rule.
    public var doNotTranslate: [String]
    /// Maximum translation length in characters by key glob: the `length-limit` rule.
    public var maxLength: [String: Int]
    /// Defaults of `localekit generate` and the build plugin.
    public var generate: GenerateOptions
    /// Where the Swift sources are, for `usage` and the `unused-key` / `undefined-key` rules.
    public var usage = UsageOptions()
    /// The folder the configuration file was read from; relative paths in it are relative to this.
    public var directory: String?
    /// Where the file set its fields (not part of `==`): a value checked after reading is located there.
    package var fieldLocations = FieldLocations()

    /// A configuration with these fields; each default is what an absent field means.
    public init(
        developmentLanguage: String? = nil, supportedLanguages: [String]? = nil, include: [String] = [],
        exclude: [String] = [], rules: [String: RuleSetting] = [:], ignoreKeys: [String] = [],
        minCoverage: [String: Double] = [:], baseline: String? = nil, doNotTranslate: [String] = [],
        maxLength: [String: Int] = [:], generate: GenerateOptions = GenerateOptions(), directory: String? = nil
    ) {
        self.developmentLanguage = developmentLanguage
        self.supportedLanguages = supportedLanguages
        self.include = include
        self.exclude = exclude
        self.rules = rules
        self.ignoreKeys = ignoreKeys
        self.minCoverage = minCoverage
        self.baseline = baseline
        self.doNotTranslate = doNotTranslate
        self.maxLength = maxLength
        self.generate = generate
        self.directory = directory
    }

    /// The minimum coverage for `language`: its own entry, else `*`.
    public func minimumCoverage(for language: String) -> Double? {
        minCoverage[LanguageCode.normalize(language)] ?? minCoverage["*"]
    }

    /// Whether a coverage gap of `language` is an error (``requireComplete`` names it or `*`).
    public func requiresComplete(_ language: String) -> Bool {
        guard !requireComplete.isEmpty else { return false }
        let code = LanguageCode.normalize(language)
        return requireComplete.contains { $0 == "*" || LanguageCode.normalize($0) == code }
    }

    /// Where `field` (`generate.access`) was set: its line and column, else the configuration file.
    package func location(of field: String) -> SourceLocation {
        fieldLocations[field] ?? SourceLocation(file: resolve(Self.fileName))
    }

    /// A path from the configuration, resolved against ``directory``.
    public func resolve(_ path: String) -> String {
        guard let directory, !path.hasPrefix("/") else { return path }
        return directory == "." ? path : directory + "/" + path
    }
}

/// A configuration that could not be read: every problem found, each located in the file.
public struct ConfigurationError: Error, Sendable {
    /// Every problem found, each at its line in `localekit.json`.
    public var diagnostics: [Diagnostic]

    /// An error for `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}

extension LocaleKitConfiguration {
    /// The `localekit.json` in `path` (a folder, or a file's folder) or the nearest parent folder.
    public static func find(from path: String) -> String? {
        nearestFile(named: fileName, from: path)
    }

    /// The file `name` in `path` (a folder, or a file's folder) or the nearest parent folder inside
    /// the repository (the search stops at the folder holding `.git`: a file above a clone belongs to
    /// no project in it), relative to the current directory when it lies below it.
    package static func nearestFile(named name: String, from path: String) -> String? {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        if exists && !isDirectory.boolValue { folder.deleteLastPathComponent() }
        while true {
            let candidate = folder.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: candidate) {
                return relativeIfPossible(candidate)
            }
            // `.git` is a folder in a clone, a file in a worktree or submodule.
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return nil }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads a configuration file. Relative paths inside it become relative to its folder.
    public static func load(file: String, knownRules: Set<String>) throws(ConfigurationError)
        -> LocaleKitConfiguration
    {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ConfigurationError([
                Diagnostic(.error, rule: .config, "cannot read configuration file", at: SourceLocation(file: file))
            ])
        }
        var configuration = try parse(data, file: file, knownRules: knownRules)
        let folder = (file as NSString).deletingLastPathComponent
        configuration.directory = folder.isEmpty ? "." : folder
        return configuration
    }

    /// A path relative to the current directory when it lies below it, for shorter messages.
    static func relativeIfPossible(_ absolute: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
