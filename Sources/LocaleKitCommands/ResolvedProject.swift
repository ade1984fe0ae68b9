import AccessorGeneration
import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// Everything a command needs to know about the project, resolved once by ``Frontend``: the
/// configuration with the flags applied, the paths, the rules with their severities, the lock, the
/// baseline, the generation options and template, and the usage naming.
public struct ResolvedProject: Sendable {
    /// `localekit.json` with every flag applied over it.
    public var configuration: LocaleKitConfiguration
    /// What the command reads: the paths given, else the configuration's folder, else `.`.
    public var paths: [String]
    /// The rules a check runs (built-in, and the usage rules when Swift sources are named);
    /// severities are the configuration's `rules`.
    public var rules: [any CheckRule]
    /// `localekit.lock` beside the configuration, for `source-changed` (read for commands that check).
    public var lock: TranslationLock?
    /// The baseline the configuration or `--baseline` names (read for commands that check).
    public var baseline: Baseline?
    public var generation: GenerationOptions
    public var template: GenerationTemplate
    /// Whose accessor naming the Swift sources follow (`usage.template`).
    public var usageTemplate: UsageTemplate
    /// The Xcode projects governing ``paths``: their declared languages and the files their targets
    /// ship; nil without one.
    public var projectScope: XcodeProjectScope?

    /// The configured development language (`--development-language`, else `localekit.json`, else
    /// the Xcode project's development region); nil: decided from the files (see `DevelopmentLanguage`).
    public var developmentLanguage: String? { configuration.developmentLanguage ?? projectScope?.developmentLanguage }

    /// The severities `check` and the build plugin report at: `rules` (and `--rule`) and `strict`.
    public var policy: FindingPolicy { FindingPolicy(configuration: configuration) }

    /// The severities `usage` and `sync` report at: `rules` (and `--rule`); `strict` is `check`'s gate.
    public var usagePolicy: FindingPolicy { FindingPolicy(settings: configuration.rules) }

    /// The check engine with this project's rules, severities, lock, baseline and strictness.
    public var checker: Checker {
        var checker = Checker(
            configuration: configuration, strict: configuration.strict, baseline: baseline, rules: rules, lock: lock)
        checker.projectScope = projectScope
        return checker
    }

    /// The localization files under ``paths``, filtered by `include`/`exclude` and grouped by
    /// localization root: the one place a command finds its roots.
    /// - Parameter changedFiles: ``paths`` are files changed in a commit (each selects its root).
    public func roots(changedFiles: Bool = false) -> CatalogRoots {
        changedFiles
            ? CatalogRoots.forChangedFiles(paths, configuration: configuration)
            : CatalogRoots.find(paths, configuration: configuration)
    }

    /// Every file of ``roots(changedFiles:)`` read as one catalog (with an Xcode project, only the
    /// files its targets ship), in the development language this project decides, with the problems
    /// of paths that could not be read first.
    /// - Parameter languages: `.development` for a command that writes from the development language
    ///   alone (the other languages' tables are not read; see ``CatalogLoader/Languages``).
    public func loadCatalog(languages: CatalogLoader.Languages = .all) -> Catalog {
        let scoped = scopedRoots()
        var catalog = CatalogLoader(developmentLanguage: developmentLanguage, languages: languages).load(
            scoped.files.values.flatMap { $0 }.sorted())
        catalog.diagnostics = scoped.diagnostics + catalog.diagnostics
        return catalog
    }

    /// ``loadCatalog(languages:)`` one localization root at a time (an app's and its widget's
    /// `InfoPlist` stay two tables), in root order; the problems of paths and the project's notes go
    /// with the first root.
    public func loadCatalogsByRoot(languages: CatalogLoader.Languages = .all) -> [(root: String, catalog: Catalog)] {
        let scoped = scopedRoots()
        let loader = CatalogLoader(developmentLanguage: developmentLanguage, languages: languages)
        var catalogs = scoped.files.keys.sorted().map { root in
            (root: root, catalog: loader.load(scoped.files[root] ?? []))
        }
        if catalogs.isEmpty {
            catalogs = [(".", Catalog(developmentLanguage: developmentLanguage ?? DevelopmentLanguage.fallback))]
        }
        catalogs[0].catalog.diagnostics = scoped.diagnostics + catalogs[0].catalog.diagnostics
        return catalogs
    }

    /// ``roots(changedFiles:)`` with what the project's targets ship (a `not-in-target` note for what
    /// they leave out: never dropped without a word), and the problems of paths that could not be read:
    /// the files a command that rewrites them in place (`format`) works on.
    public func scopedRoots() -> (files: [String: [String]], diagnostics: [Diagnostic]) {
        let found = roots()
        let (files, notes) = projectScope.map { $0.restrict(found.files) } ?? (found.files, [])
        return (files, found.diagnostics + notes)
    }
}
