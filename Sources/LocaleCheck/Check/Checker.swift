import Foundation
import LocaleCatalog
import LocalizationFormats

/// Runs the rules over catalogs and applies what the user asked for: severity overrides, ignored
/// keys, `--strict` and a baseline. The engine behind `localekit check`.
///
/// ```swift
/// let report = Checker(configuration: configuration).check(paths: ["Resources"])
/// print(CheckTextRenderer().render(report))
/// exit(report.exitCode)
/// ```
public struct Checker: Sendable {
    /// The project's `localekit.json`: supported languages, severities, ignored keys.
    public var configuration: LocaleKitConfiguration
    /// Report warnings as errors.
    public var strict: Bool
    /// Findings to leave out (already known).
    public var baseline: Baseline?
    /// The rules to run (default: ``CheckRules/all``).
    public var rules: [any CheckRule]
    /// The recorded development values of translations (`localekit.lock`), for `source-changed`.
    public var lock: TranslationLock?
    /// The Xcode projects governing the paths: their declared languages, the files their targets ship.
    public var projectScope: XcodeProjectScope?
    /// Whether the rules that report notes (at their configured or default severity) run. The build
    /// plugin turns it off: a note never changes a build, and Xcode would list each as an issue.
    public var reportsNotes = true
    /// How many `missing-translation` findings of each table and language the report puts in order
    /// (nil: all): the build plugin prints one line per table and language, naming its first keys.
    /// The rest are counted, and ordered only if the report's ``CheckReport/forEachFinding(_:)`` is called.
    public var orderedMissingTranslationsPerTable: Int?

    /// A checker with these settings; the defaults are `localekit check` without options.
    public init(
        configuration: LocaleKitConfiguration = .init(), strict: Bool = false, baseline: Baseline? = nil,
        rules: [any CheckRule] = CheckRules.all, lock: TranslationLock? = nil
    ) {
        self.configuration = configuration
        self.strict = strict
        self.baseline = baseline
        self.rules = rules
        self.lock = lock
    }

    /// Checks every localization root under `paths`.
    /// - Parameters:
    ///   - paths: files and folders, searched recursively.
    ///   - changedFiles: treat `paths` as files changed in a commit (pre-commit mode):
    ///     each selects its whole localization root.
    public func check(paths: [String], changedFiles: Bool = false) -> CheckReport {
        check(
            roots: changedFiles
                ? CatalogRoots.forChangedFiles(paths, configuration: configuration)
                : CatalogRoots.find(paths, configuration: configuration))
    }

    /// Checks every localization root of `roots` (found by the caller, e.g. with the include and
    /// exclude globs of ``configuration``).
    public func check(roots found: CatalogRoots) -> CheckReport {
        var roots = found
        // Each root decides its development language (see `DevelopmentLanguage`); the report names
        // the first root's, and roots whose files declare different ones are one error.
        var report = CheckReport(developmentLanguage: "")
        report.add(roots.diagnostics.map { Finding($0) }, coverage: [])
        if let projectScope {
            let (kept, notes) = projectScope.restrict(roots.files)
            roots.files = kept
            report.add((projectScope.summaryNotes + notes).map { Finding($0) }, coverage: [])
        }
        var declarations: [DevelopmentLanguage.Declaration] = []
        var projectLanguages: Set<String> = []
        for root in roots.files.keys.sorted() {
            let files = roots.files[root] ?? []
            let checker = checker(forRoot: root, files: files)
            let source = checker.source(of: files)
            // Within a root the loader reports a conflict itself.
            if let declaration = source.declaration { declarations.append(declaration) }
            if projectScope?.governs(root) == true { projectLanguages.formUnion(source.tables.skeleton.languages) }
            let rootReport = RootCheck(checker: checker, root: root, source: source.tables).run()
            if report.developmentLanguage.isEmpty { report.developmentLanguage = rootReport.developmentLanguage }
            report.merge(rootReport)
        }
        if let projectScope {
            if projectScope.coversProject {
                report.add(projectScope.languageFindings(present: projectLanguages).map { Finding($0) }, coverage: [])
            }
            let coverage = ProjectCoverage.rows(scope: projectScope, coverage: report.tableCoverage, files: roots.files)
            report.project = ProjectSummary(scope: projectScope, coverage: coverage)
        }
        if configuration.developmentLanguage == nil, let conflict = DevelopmentLanguage.conflict(in: declarations) {
            report.add([Finding(conflict)], coverage: [])
        }
        if report.developmentLanguage.isEmpty {
            report.developmentLanguage = DevelopmentLanguage.spelling(
                of: configuration.developmentLanguage ?? projectScope?.developmentLanguage
                    ?? DevelopmentLanguage.fallback,
                in: [])
        }
        report.finish(missingPerGroup: orderedMissingTranslationsPerTable)
        return report
    }

    /// This checker with the configuration of one root: what the Xcode project declares for it, where
    /// `localekit.json` says nothing.
    private func checker(forRoot root: String, files: [String]) -> Checker {
        guard let projectScope else { return self }
        var checker = self
        checker.configuration = projectScope.configuration(forRoot: root, files: files, base: configuration)
        return checker
    }

    /// A root's tables, and the development language its files declare (if they are read whole).
    private typealias RootSource = (tables: any TableSource, declaration: DevelopmentLanguage.Declaration?)

    /// The tables of one root's `files`: read a table and a language at a time, and screened, when
    /// every file is a `.strings`/`.stringsdict` one (or an Interface Builder file) and no rule needs the
    /// whole catalog; else the loaded catalog, with the development language its files declare.
    private func source(of files: [String]) -> RootSource {
        if streams(files) {
            return (FileTableSource(files: files, configuredLanguage: configuration.developmentLanguage), nil)
        }
        let catalog = CatalogLoader(developmentLanguage: configuration.developmentLanguage).load(files)
        return (CatalogTableSource(catalog), catalog.declarations.first)
    }

    /// Whether a check of `files` reads them a table and a language at a time, never holding the
    /// whole catalog (as ``check(files:root:)`` and ``check(roots:)`` do when they can).
    public func streams(_ files: [String]) -> Bool {
        FileTableSource.applies(to: files) && !enabledRules.contains { $0.rule.scope == .catalog }
    }

    /// Checks `files` as one localization root (the build plugin's target, one bundle), reading
    /// them as ``check(roots:)`` reads a root's: a table and a language at a time where it can.
    public func check(files: [String], root: String) -> CheckReport {
        var report = RootCheck(checker: self, root: root, source: source(of: files).tables).run()
        report.finish(missingPerGroup: orderedMissingTranslationsPerTable)
        return report
    }

    /// Checks one catalog (the files of one localization root).
    public func check(_ catalog: Catalog, root: String = ".") -> CheckReport {
        var report = RootCheck(checker: self, root: root, source: CatalogTableSource(catalog)).run()
        report.finish(missingPerGroup: orderedMissingTranslationsPerTable)
        return report
    }

    /// A rule the configuration leaves on, with the severity it sets for it.
    typealias EnabledRule = (rule: any CheckRule, override: Diagnostic.Severity?)

    /// The rules the configuration leaves on, in order.
    var enabledRules: [EnabledRule] {
        rules.compactMap { rule -> EnabledRule? in
            let enabled: EnabledRule
            switch configuration.rules[rule.id.rawValue] {
            case .off: return nil
            case .some(let setting): enabled = (rule, setting.severity)
            case .none:
                guard rule.defaultSeverity != nil else { return nil }
                enabled = (rule, nil)
            }
            // A configured severity applies to every finding; a rule that defaults to a note reports only notes.
            if !reportsNotes, (enabled.override ?? rule.defaultSeverity) == .note { return nil }
            return enabled
        }
    }

    /// Reader diagnostics as findings with the table and language of their file, and the key
    /// the reader named: what `ignoreKeys` and baselines match, and what JSON reports.
    package static func located(_ diagnostics: [Diagnostic], in catalog: Catalog) -> [Finding] {
        guard !diagnostics.isEmpty else { return [] }
        // A `.strings`/`.stringsdict` file is one table in one language. A String Catalog or XLIFF
        // file holds several languages (a problem of one may have kept it out of the catalog), so
        // its findings name a language only when the reader does.
        var tables: [String: Set<String>] = [:]
        var languages: [String: Set<String>] = [:]
        for table in catalog.tables.values {
            for languageTable in table.languages.values {
                for file in languageTable.files {
                    tables[file, default: []].insert(table.name)
                    if file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") {
                        languages[file, default: []].insert(languageTable.language)
                    }
                }
            }
        }
        func only(_ values: Set<String>?) -> String? { values?.count == 1 ? values?.first : nil }
        return diagnostics.map { diagnostic in
            let file = diagnostic.location?.file
            return Finding(
                diagnostic, table: only(file.flatMap { tables[$0] }), language: only(file.flatMap { languages[$0] }),
                key: diagnostic.key)
        }
    }

    /// The severities the configuration and `--strict` set (``FindingPolicy``).
    public var policy: FindingPolicy { FindingPolicy(settings: configuration.rules, strict: strict) }

    /// The severity a finding is reported at: `--strict` makes warnings errors.
    func reported(_ severity: Diagnostic.Severity) -> Diagnostic.Severity {
        policy.reported(severity)
    }

    /// The severity `rule`'s findings are reported at, when the rule reports at `severity`: the
    /// configured override, else `severity`, then ``reported(_:)``.
    func reported(_ severity: Diagnostic.Severity, by rule: EnabledRule) -> Diagnostic.Severity {
        reported(rule.override ?? severity)
    }

    /// Whether the baseline accepts a finding with this fingerprint (it is then left out).
    func isBaselined(_ fingerprint: Baseline.Fingerprint) -> Bool {
        baseline?.fingerprints.contains(fingerprint) ?? false
    }

    /// The findings of `enabled`'s text-pair rules, made together in one ``TextPairPass`` when
    /// there are several (nil for every other rule, which runs on its own).
    private func textPairFindings(of enabled: [EnabledRule], in context: CheckContext) -> [[Finding]?] {
        var found = [[Finding]?](repeating: nil, count: enabled.count)
        let members = enabled.indices.compactMap { index in
            (enabled[index].rule as? any TextPairPassMember).map { (index: index, rule: $0) }
        }
        guard members.count > 1 else { return found }
        let pass = TextPairPass(members: members.map { $0.rule.member(in: context) })
        for (member, findings) in zip(members, pass.findings(in: context)) { found[member.index] = findings }
        return found
    }

    /// Runs `enabled` over `context` and applies what the user asked for: severity overrides,
    /// ignored keys, `--strict`, the baseline. The catalog's reader diagnostics that no rule owns
    /// (nor any of `allEnabled` supersedes) pass through. Returns the findings, unsorted, and how
    /// many the baseline left out.
    func run(
        _ enabled: [EnabledRule], in context: CheckContext, allEnabled: [EnabledRule]
    ) -> (findings: [Finding], baselined: Int) {
        let pairFindings = textPairFindings(of: enabled, in: context)
        var ruleFindings = enabled.indices.map { index in
            let (rule, override) = enabled[index]
            var findings = pairFindings[index] ?? rule.check(context)
            if let override {
                for index in findings.indices { findings[index].diagnostic.severity = override }
            }
            if rule.id == .missingTable {
                // A language that must be complete: its gaps are errors whatever the rule's severity.
                for index in findings.indices {
                    guard let language = findings[index].language, let table = findings[index].table else { continue }
                    findings[index].diagnostic.severity = context.coverageGapSeverity(
                        findings[index].severity, language: language, table: table)
                }
            }
            return findings
        }
        // Reader diagnostics that no rule owns (`io`, or a reader's own ids) pass through as they are.
        // Most runs read none: the ids are gathered only when there are some.
        var findings: [Finding] = []
        if !context.catalog.diagnostics.isEmpty {
            let owned = Set(CheckRules.all.map(\.id)).union(rules.map(\.id))
            let passing = context.catalog.diagnostics.filter { diagnostic in
                !owned.contains(diagnostic.rule) && !allEnabled.contains { $0.rule.supersedes(diagnostic) }
            }
            findings = Self.located(passing, in: context.catalog)
        }
        for index in ruleFindings.indices {
            findings += ruleFindings[index]
            ruleFindings[index] = []
        }
        findings.removeAll { finding in finding.key.map(context.isIgnored) ?? false }
        if strict {
            for index in findings.indices { findings[index].diagnostic.severity = reported(findings[index].severity) }
        }
        var baselined = 0
        if let baseline {
            let before = findings.count
            findings.removeAll(where: baseline.contains)
            baselined = before - findings.count
        }
        return (findings, baselined)
    }
}
