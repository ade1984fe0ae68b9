import Foundation
import LocalizationFormats

/// The Xcode projects that govern the localization files under some paths: what they declare (the
/// development region, the supported languages) and which files their targets ship.
///
/// The one entry point every command calls (`check`, `stats`, `generate`, `export`):
///
/// ```swift
/// if let scope = try XcodeProjectScope.discover(paths: ["."], project: nil, target: nil) {
///     let configuration = scope.configuration(forRoot: root, files: files, base: configuration)
///     let (shipped, notes) = scope.partition(files)  // files no target ships → notes
/// }
/// ```
///
/// Files inside a local Swift package (a folder with its own `Package.swift` under the project's
/// folder) belong to that package, not to the project: they are never filtered, and the package's
/// `defaultLocalization` is their development language.
public struct XcodeProjectScope: Sendable {
    /// The projects, in path order.
    public var projects: [XcodeProject]
    /// The folder (absolute) whose files the projects govern.
    public var folder: String
    /// Local packages (absolute folders holding a `Package.swift`) under ``folder``, with their
    /// `defaultLocalization`.
    public var packages: [String: String?]
    /// The `Info.plist` files of the targets, read.
    public var infoPlists: [InfoPlistLocalizations]
    /// The one target to check (`--target NAME`), or nil for all.
    public var selectedTarget: String?
    /// The files named on the command line (absolute): read whether a target ships them or not, with a
    /// note when none does; a folder's files follow the project.
    public var namedFiles: Set<String> = []
    /// Whether the paths checked hold the whole project (a folder at or above ``folder``): only then is a
    /// language the project declares and no file has missing (`missing-language`).
    public var coversProject = true

    /// A scope over these projects, local packages and `Info.plist` files.
    public init(
        projects: [XcodeProject], folder: String, packages: [String: String?] = [:],
        infoPlists: [InfoPlistLocalizations] = [], selectedTarget: String? = nil
    ) {
        self.projects = projects
        self.folder = XcodeProjectReader.absolute(folder)
        self.packages = packages
        self.infoPlists = infoPlists
        self.selectedTarget = selectedTarget
    }

    /// The development language: the first project's development region, else an `Info.plist`'s.
    public var developmentLanguage: String? {
        projects.lazy.compactMap(\.developmentLanguage).first
            ?? infoPlists.lazy.compactMap(\.developmentRegion).first.map(XcodeRegion.languageCode)
    }

    /// Every language the projects declare (known regions but `Base`, `CFBundleLocalizations`), each once.
    public var declaredLanguages: [String] {
        var seen: Set<String> = []
        var languages: [String] = []
        if let developmentLanguage { languages.append(developmentLanguage) }
        languages += projects.flatMap(\.declaredLanguages)
        languages += infoPlists.flatMap(\.localizations).map(XcodeRegion.languageCode)
        return languages.filter { $0 != "Base" && seen.insert($0).inserted }
    }

    /// Whether the projects list their languages (an XcodeGen project lists none: its languages are the
    /// folders found).
    public var declaresLanguages: Bool {
        projects.contains { !$0.knownRegions.isEmpty } || infoPlists.contains { !$0.localizations.isEmpty }
    }

    /// The targets files are checked for: the selected one, else every target of every project.
    public var targets: [XcodeTarget] {
        let all = projects.flatMap(\.targets)
        guard let selectedTarget else { return all }
        return all.filter { $0.name == selectedTarget }
    }

    /// The projects' reading problems (located in their `project.pbxproj`).
    public var diagnostics: [Diagnostic] { projects.flatMap(\.diagnostics) }

    /// Whether `path` (a file or folder) is the projects' own, not a local package's.
    public func governs(_ path: String) -> Bool {
        let absolute = XcodeProjectReader.absolute(path)
        guard Self.isInside(absolute, folder) else { return false }
        return !packages.keys.contains { Self.isInside(absolute, $0) }
    }

    /// The local package folder holding `path`, with its `defaultLocalization`, if any.
    public func package(holding path: String) -> (folder: String, defaultLocalization: String?)? {
        let absolute = XcodeProjectReader.absolute(path)
        let holding = packages.keys.filter { Self.isInside(absolute, $0) }.max { $0.count < $1.count }
        return holding.map { ($0, packages[$0] ?? nil) }
    }

    /// `base` with what the project declares where `base` says nothing (`localekit.json` wins): the
    /// development language and the supported languages for a root of the projects' resources (its
    /// `files` hold a `.lproj` or String Catalog file; an XLIFF export holds one language per file, so
    /// its gaps are the projects' `missing-language` findings), a package's `defaultLocalization` for a
    /// root inside a local package.
    public func configuration(forRoot root: String, files: [String], base: LocaleKitConfiguration)
        -> LocaleKitConfiguration
    {
        var configuration = base
        if governs(root) {
            guard files.contains(where: Self.isProjectResource) else {
                if configuration.developmentLanguage == nil { configuration.developmentLanguage = developmentLanguage }
                return configuration
            }
            if configuration.developmentLanguage == nil { configuration.developmentLanguage = developmentLanguage }
            let declared = declaredLanguages
            if configuration.supportedLanguages == nil, declaresLanguages, !declared.isEmpty {
                configuration.supportedLanguages = declared
            }
        } else if let package = package(holding: root), configuration.developmentLanguage == nil {
            configuration.developmentLanguage = package.defaultLocalization
        }
        return configuration
    }

    /// Whether the targets' membership decides about `file`: a table (`.strings`, `.stringsdict`, in a
    /// `.lproj` folder or not) or a String Catalog, and everything inside an Xcode localization export
    /// (`.xcloc`), which no target ships (its `.lproj` folders are copies). A loose XLIFF file is a
    /// translator's exchange file, read where it is named or found.
    static func isProjectResource(_ file: String) -> Bool {
        if file.split(separator: "/").contains(where: { $0.hasSuffix(".xcloc") }) { return true }
        let name = file.lowercased()
        return name.hasSuffix(".xcstrings") || name.hasSuffix(".strings") || name.hasSuffix(".stringsdict")
    }

    /// `path` absolute and standardized, as the targets' paths are.
    public static func absolutePath(_ path: String) -> String {
        XcodeProjectReader.absolute(path)
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
