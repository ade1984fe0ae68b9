import Dispatch
import Foundation
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
    public var configuration: LocaleKitConfiguration
    /// Report warnings as errors.
    public var strict: Bool
    /// Findings to leave out (already known).
    public var baseline: Baseline?
    public var rules: [any CheckRule]

    public init(
        configuration: LocaleKitConfiguration = .init(), strict: Bool = false, baseline: Baseline? = nil,
        rules: [any CheckRule] = CheckRules.all
    ) {
        self.configuration = configuration
        self.strict = strict
        self.baseline = baseline
        self.rules = rules
    }

    /// Checks every localization root under `paths`.
    /// - Parameter changedFiles: treat `paths` as files changed in a commit (pre-commit mode):
    ///   each selects its whole localization root.
    public func check(paths: [String], changedFiles: Bool = false) -> CheckReport {
        let roots =
            changedFiles
            ? CatalogRoots.forChangedFiles(paths, configuration: configuration)
            : CatalogRoots.find(paths, configuration: configuration)
        let loader = CatalogLoader(developmentLanguage: configuration.developmentLanguage ?? "en")
        var report = CheckReport(developmentLanguage: configuration.developmentLanguage ?? "en")
        report.add(roots.diagnostics.map { Finding($0) }, coverage: [])
        for root in roots.files.keys.sorted() {
            let catalog = loader.load(roots.files[root] ?? [])
            report.merge(unsortedCheck(catalog, root: root))
        }
        report.finish()
        return report
    }

    /// Checks one catalog (the files of one localization root).
    public func check(_ catalog: Catalog, root: String = ".") -> CheckReport {
        var report = unsortedCheck(catalog, root: root)
        report.finish()
        return report
    }

    private func unsortedCheck(_ catalog: Catalog, root: String) -> CheckReport {
        let context = CheckContext(catalog: catalog, root: root, configuration: configuration)
        let enabled = rules.compactMap { rule -> (rule: any CheckRule, override: Diagnostic.Severity?)? in
            switch configuration.rules[rule.id] {
            case .off: return nil
            case .some(let setting): return (rule, setting.severity)
            case .none: return rule.defaultSeverity == nil ? nil : (rule, nil)
            }
        }
        let results = RuleResults(count: enabled.count)
        DispatchQueue.concurrentPerform(iterations: enabled.count) { index in
            let (rule, override) = enabled[index]
            var findings = rule.check(context)
            if let override {
                for index in findings.indices { findings[index].diagnostic.severity = override }
            }
            results.store(findings, at: index)
        }
        // Reader diagnostics that no rule owns (`io`, or a reader's own ids) pass through as they are.
        let owned = Set(CheckRules.all.map(\.id)).union(rules.map(\.id))
        var findings = catalog.diagnostics.filter { diagnostic in
            !owned.contains(diagnostic.rule) && !enabled.contains { $0.rule.supersedes(diagnostic) }
        }.map { Finding($0) }
        findings += results.values.flatMap { $0 }
        findings.removeAll { finding in finding.key.map(context.isIgnored) ?? false }
        if strict {
            for index in findings.indices where findings[index].severity == .warning {
                findings[index].diagnostic.severity = .error
            }
        }
        var report = CheckReport(developmentLanguage: context.developmentLanguage)
        if let baseline {
            let before = findings.count
            findings.removeAll(where: baseline.contains)
            report.baselined = before - findings.count
        }
        report.add(findings, coverage: Coverage.tables(in: context))
        return report
    }
}

/// Thread-safe slots for the rules run in parallel: each index is written once.
private final class RuleResults: @unchecked Sendable {
    private var storage: [[Finding]]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: [], count: count) }

    func store(_ findings: [Finding], at index: Int) {
        lock.lock()
        storage[index] = findings
        lock.unlock()
    }

    var values: [[Finding]] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
