import LocaleCatalog

/// What a command's flags say about the project: each one overrides the `localekit.json` field of
/// the same meaning; `nil` or empty leaves the file's value. ``ProjectOption/all`` is the one table
/// of flag → field: it reads the flags into these properties and lays them over the file, so a
/// property here is set by its table entry (or, for the few that are not flags, by the command).
public struct CommandLineOptions: Sendable {
    /// The files or folders given; empty: the configuration's folder, else `.`.
    public var paths: [String] = []
    /// `--config`: this file instead of the nearest `localekit.json`.
    public var configFile: String?
    /// Whether, without `--config`, the nearest `localekit.json` applies (`build-plugin` reads only
    /// the one the plugin names, which is the one it declares as an input).
    public var findsConfiguration = true
    /// Where to look for `localekit.json` when `paths` is empty (`import --into`); default: the working folder.
    public var searchPath: String?
    /// `--project`: the Xcode project (`.xcodeproj` or XcodeGen `project.yml`) that declares the
    /// languages and the files each target ships; nil: one found from the paths (see
    /// `XcodeProjectScope.discover`), unless ``findsConfiguration`` is off.
    public var xcodeProject: String?
    /// `--target`: only the files this target of the Xcode project ships.
    public var xcodeTarget: String?
    /// `--development-language` → `developmentLanguage`.
    public var developmentLanguage: String?
    /// `--supported-language` (repeatable) → `supportedLanguages`.
    public var supportedLanguages: [String] = []
    /// `--include` / `--exclude` (repeatable) → `include` / `exclude`.
    public var include: [String] = []
    public var exclude: [String] = []
    /// `--rule ID=SEVERITY` (repeatable) → `rules`.
    public var rules: [String: LocaleKitConfiguration.RuleSetting] = [:]
    /// `--ignore-key` (repeatable) → `ignoreKeys`.
    public var ignoreKeys: [String] = []
    /// `--min-coverage LANG=PERCENT` (repeatable) → `minCoverage`.
    public var minCoverage: [String: Double] = [:]
    /// `--require-complete[=LANG,…]` → `requireComplete` (added to the file's; `*`: every language).
    public var requireComplete: [String] = []
    /// `--do-not-translate TERM` (repeatable) → `doNotTranslate`.
    public var doNotTranslate: [String] = []
    /// `--max-length GLOB=N` (repeatable) → `maxLength`.
    public var maxLength: [String: Int] = [:]
    /// `--strict` → `strict`.
    public var strict: Bool?
    /// `--baseline` → `baseline`.
    public var baseline: String?
    /// `--write-baseline`: the baseline is being recorded, so it is not read.
    public var recordsBaseline = false
    /// `--template`, `--access`, `--enum-name`, `--bundle`, `--separator`, `--tables`,
    /// `--substitution-labels`, `--tr-access`, `--lookup-function` → the `generate` object's fields of
    /// the same names.
    public var generate = LocaleKitConfiguration.GenerateOptions()
    /// `--sources`/`--swift-source` (repeatable) → `usage.sources` (nil: the file's; `build-plugin`
    /// sets exactly the target's Swift files it was given, maybe none); `--functions` → `usage.functions`
    /// (added to the file's); `--usage-template` (`usage --template`) → `usage.template`;
    /// `--table-enums` → `usage.tableEnums` (merged over the file's).
    public var usageSources: [String]?
    public var usageFunctions: [String] = []
    public var usageTemplate: String?
    public var tableEnums: [String: String] = [:]
    /// Whether the command runs the check rules (`check`, `build-plugin`): only then are the lock
    /// and the baseline read.
    public var runsRules = false

    public init(paths: [String] = []) { self.paths = paths }

    /// What `localekit build-plugin` is given: the target's localization `files`, the configuration
    /// the plugin declared as an input (no other is searched for), and the target's Swift files
    /// (the usage rules' sources, exactly these; none: the usage rules do not run); for an Xcode
    /// project's target, its name (the project is then found from the files, as every command finds it).
    public static func pluginBuild(
        files: [String], configFile: String?, swiftSources: [String], xcodeTarget: String? = nil
    ) -> CommandLineOptions {
        var options = CommandLineOptions(paths: files)
        options.xcodeTarget = xcodeTarget
        options.configFile = configFile
        options.findsConfiguration = false
        options.usageSources = swiftSources
        options.runsRules = true
        return options
    }
}
