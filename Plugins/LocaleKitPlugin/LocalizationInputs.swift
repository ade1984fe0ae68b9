import Foundation

/// What the plugin needs to know about a target before the build: its localization files, the
/// configuration that applies, and which `<lang>.lproj` tables its XLIFF and String Catalog files
/// compile to (a build command must name its outputs up front).
struct LocalizationInputs {
    static let catalogExtensions = LocalizationContract.catalogExtensions
    static let interfaceBuilderExtensions = LocalizationContract.interfaceBuilderExtensions
    static let configName = LocalizationContract.configurationName

    /// The target's localization files, sorted by path.
    var catalogFiles: [URL]
    /// Storyboards and `.xib` files in `.lproj` folders: `localekit` does not read them, but they
    /// make their table an Interface Builder table (never `missing-table`), as `check` decides it.
    var interfaceFiles: [URL]
    /// The nearest `localekit.json`: in the target folder, else at the package root.
    var configFile: URL?
    /// A custom template that the configuration names (`generate.template`): an input too.
    var templateFile: URL?
    /// The `localekit.lock` beside the configuration (`source-changed`) and the baseline it names:
    /// `localekit` reads both, as `check` does.
    var recordFiles: [URL]
    /// The target's Swift files, when the configuration turns a usage rule on (`undefined-key`,
    /// `unused-key`); otherwise none, so that editing Swift code does not re-run the step.
    var swiftFiles: [URL]
    /// Relative paths such as `de.lproj/Menu.strings` of the tables compiled from XLIFF and `.xcstrings`:
    /// ``LocalizationOutputs``, the function `localekit build-plugin` computes them with too.
    var compiledTables: [String]

    /// Every file the build command reads.
    var allInputs: [URL] {
        catalogFiles + interfaceFiles + [configFile, templateFile].compactMap { $0 } + recordFiles + swiftFiles
    }

    /// - Parameter stringCatalogsCompiledElsewhere: the target is an Xcode project's, whose String
    ///   Catalogs Xcode compiles itself.
    init(files: [URL], targetDirectory: URL, packageDirectory: URL, stringCatalogsCompiledElsewhere: Bool = false)
        throws
    {
        catalogFiles = files.filter { Self.catalogExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        interfaceFiles = files.filter { file in
            Self.interfaceBuilderExtensions.contains(file.pathExtension.lowercased())
                && file.deletingLastPathComponent().pathExtension == "lproj"
        }
        .sorted { $0.path < $1.path }
        configFile = [targetDirectory, packageDirectory]
            .map { $0.appending(path: Self.configName) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        let settings = try configFile.map(Self.settings) ?? [:]
        templateFile = configFile.flatMap { Self.customTemplate(settings, of: $0) }
        recordFiles = configFile.map { Self.recordFiles(settings, of: $0) } ?? []
        swiftFiles =
            Self.usesSwiftSources(settings)
            ? files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path } : []
        compiledTables = try LocalizationOutputs.tables(
            of: catalogFiles, stringCatalogsCompiledElsewhere: stringCatalogsCompiledElsewhere, read: Self.read)
    }

    /// The configuration's JSON object; empty when it is not valid JSON (then `localekit` reports
    /// the error at its line and column).
    static func settings(_ config: URL) throws -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: read(config)) as? [String: Any]) ?? [:]
    }

    /// The file `generate.template` names, relative to the configuration's folder (not a built-in
    /// template such as `structured`, `flat` or `swiftgen`).
    static func customTemplate(_ settings: [String: Any], of config: URL) -> URL? {
        guard let template = (settings["generate"] as? [String: Any])?["template"] as? String,
            !LocalizationContract.builtInTemplates.contains(template)
        else { return nil }
        return resolve(template, against: config)
    }

    /// `localekit.lock` beside the configuration and the `baseline` file it names, those that exist.
    static func recordFiles(_ settings: [String: Any], of config: URL) -> [URL] {
        let lock = config.deletingLastPathComponent().appending(path: LocalizationContract.lockName)
        let baseline = (settings["baseline"] as? String).map { resolve($0, against: config) }
        return [lock, baseline].compactMap { $0 }.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Whether a usage rule runs: the configuration names Swift sources (`usage.sources`) or sets a
    /// usage rule to anything but `off`. In a build, the target's Swift files are the sources.
    static func usesSwiftSources(_ settings: [String: Any]) -> Bool {
        let sources = (settings["usage"] as? [String: Any])?["sources"] as? [Any] ?? []
        let rules = settings["rules"] as? [String: Any] ?? [:]
        return !sources.isEmpty
            || LocalizationContract.usageRules.contains { rule in rules[rule].map { "\($0)" != "off" } ?? false }
    }

    static func resolve(_ path: String, against config: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : config.deletingLastPathComponent().appending(path: path)
    }

    static func read(_ file: URL) throws -> Data {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw LocaleKitPluginError.unreadable(file, "cannot read file")
        }
        return data
    }
}
