import AccessorGeneration
import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// The one place a command reads the project: from its flags (``CommandLineOptions``), the
/// `localekit.json` that applies and the files, it resolves once everything any command needs (a
/// ``ResolvedProject``). Every `localekit` subcommand and ``PluginBuild`` go through it, so they
/// cannot disagree on the development language, the rules or the generate options.
///
/// ```swift
/// var options = CommandLineOptions(paths: ["Resources"])
/// options.developmentLanguage = "de"
/// let project = try Frontend(options).resolve()
/// let catalog = project.loadCatalog()
/// ```
public struct Frontend: Sendable {
    public var options: CommandLineOptions
    /// The rules `localekit.json` may name and the check runs.
    public var registry: RuleRegistry

    public init(_ options: CommandLineOptions, registry: RuleRegistry = .standard) {
        self.options = options
        self.registry = registry
    }

    /// Reads `localekit.json` (`--config`, else the nearest one to the first path), applies the
    /// flags over it and derives the rest: rules, lock, baseline, generation options and template.
    ///
    /// - Throws: ``ConfigurationError`` with every located problem of the configuration, the lock
    ///   or the baseline, or of a `generate` value the generator cannot use.
    public func resolve() throws(ConfigurationError) -> ResolvedProject {
        let start = options.paths.isEmpty ? options.searchPath.map { [$0] } ?? [] : options.paths
        var file = LocaleKitConfiguration()
        if options.findsConfiguration || options.configFile != nil {
            file = try LocaleKitConfiguration.resolve(
                explicitFile: options.configFile, paths: start, registry: registry)
        }
        return try resolve(configuration: file)
    }

    /// ``resolve()`` from a configuration already read (or made in code).
    public func resolve(configuration file: LocaleKitConfiguration) throws(ConfigurationError) -> ResolvedProject {
        // `--rule` names a rule as `rules` does: an id the registry does not let be set is the same error.
        let unknown = options.rules.keys.sorted().compactMap(registry.unknownRuleProblem)
        if !unknown.isEmpty {
            throw ConfigurationError(
                unknown.map { Diagnostic(.error, rule: .config, $0, at: SourceLocation(file: "--rule")) })
        }
        let configuration = Self.applying(options, to: file)
        let generation: GenerationOptions
        do {
            generation = try GenerationOptions(configuration: configuration)
        } catch {
            throw ConfigurationError(error.diagnostics)
        }
        var project = ResolvedProject(
            configuration: configuration,
            paths: options.paths.isEmpty ? configuration.defaultPaths : options.paths,
            rules: registry.rules(for: configuration),
            generation: generation,
            template: GenerationTemplate(configuration: configuration),
            usageTemplate: configuration.usage.template.flatMap(UsageTemplate.init(rawValue:)) ?? .structured)
        if options.findsConfiguration || options.xcodeProject != nil || options.xcodeTarget != nil {
            project.projectScope = try Self.projectScope(options, paths: project.paths)
        }
        // An Xcode app target has no `Bundle.module` (SwiftPM makes it for a package's resources); a
        // framework's tables ship in the framework's bundle, found through a class of its own.
        if configuration.generate.bundle == nil, let scope = project.projectScope,
            !project.paths.isEmpty, project.paths.allSatisfy(scope.governs)
        {
            let targets = scope.targets
            let isFramework = !targets.isEmpty && targets.allSatisfy(\.isFramework)
            project.generation.bundle = isFramework ? GenerationOptions.frameworkBundle : ".main"
        }
        // A plain package's `defaultLocalization` is its development language (an Xcode project's
        // local packages are the project scope's to read).
        if project.configuration.developmentLanguage == nil, project.projectScope == nil,
            let language = Self.packageDefaultLocalization(project.paths)
        {
            project.configuration.developmentLanguage = language
        }
        if options.runsRules {
            project.lock = try TranslationLock.load(file: TranslationLock.file(for: configuration))
            if let baseline = configuration.baseline, !options.recordsBaseline {
                project.baseline = try Baseline.load(file: configuration.resolve(baseline))
            }
        }
        return project
    }

    /// The `defaultLocalization` of the package holding the first of `paths`, if one does (inside the repository).
    static func packageDefaultLocalization(_ paths: [String]) -> String? {
        var packages = PackageFolders()
        let path = XcodeProjectScope.absolutePath(paths.first ?? ".")
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let folder = exists && !isDirectory.boolValue ? (path as NSString).deletingLastPathComponent : path
        return packages.nearest(holding: folder).flatMap(PackageManifest.defaultLocalization(inFolder:))
    }

    /// The Xcode projects governing `paths` (`--project`, else one found from them), or nil.
    /// - Throws: when `--project` names no project, or `--target` no target (or there is no project).
    static func projectScope(_ options: CommandLineOptions, paths: [String]) throws(ConfigurationError)
        -> XcodeProjectScope?
    {
        let problem: String
        do {
            let scope = try XcodeProjectScope.discover(
                paths: paths, project: options.xcodeProject, target: options.xcodeTarget)
            if scope != nil || options.xcodeTarget == nil { return scope }
            problem = "--target needs an Xcode project (none found; name one with --project)"
        } catch {
            problem = (error as? XcodeProjectScope.DiscoveryError)?.description ?? "\(error)"
        }
        let location = SourceLocation(file: options.xcodeProject ?? paths.first ?? ".")
        throw ConfigurationError([Diagnostic(.error, rule: .config, problem, at: location)])
    }

    /// `configuration` with every flag given set over its field, as ``ProjectOption/all`` lays each
    /// one over. Paths given as flags stay relative to the working folder (the file's are relative to it).
    public static func applying(_ options: CommandLineOptions, to file: LocaleKitConfiguration)
        -> LocaleKitConfiguration
    {
        var configuration = file
        let paths = ProjectOption.Paths(file: file)
        for option in ProjectOption.all { option.overlay(options, &configuration, paths) }
        // `usage --template`: the flag generate's `--template` also is, so `usage` reads it itself.
        if let template = options.usageTemplate { configuration.usage.template = template }
        return configuration
    }

    /// A path given on the command line (relative to the working folder), spelled so that
    /// `configuration.resolve` gives it back as the user meant it: as given when the configuration's
    /// folder is the working folder, else absolute.
    static func relative(_ path: String, to configuration: LocaleKitConfiguration) -> String {
        guard let directory = configuration.directory, directory != ".", !path.hasPrefix("/") else { return path }
        return FileManager.default.currentDirectoryPath + "/" + path
    }
}
