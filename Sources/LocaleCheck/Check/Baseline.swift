import Foundation
import LocaleCatalog
import LocalizationFormats

/// Findings recorded on purpose, so that `check` reports only new ones (gradual adoption).
///
/// Matched by rule, table, language and key — not by line, so moving an entry does not bring its
/// finding back. Findings without a key (a syntax error, a missing table) also match on message.
///
/// File shape: `{"version": 1, "findings": [{"rule", "table"?, "language"?, "key"?, "message", "file"?}],
/// "coverage"?: {"de": {"translated": 950, "total": 1000}}}`; the coverage at the time lets the
/// Markdown summary show each language's change.
public struct Baseline: Sendable, Hashable {
    /// What identifies a finding in a baseline.
    public struct Fingerprint: Hashable, Sendable {
        /// The rule id.
        public var rule: String
        /// The table, when the finding names one.
        public var table: String?
        /// The language, when the finding names one.
        public var language: String?
        /// The key, when the finding names one.
        public var key: String?
        /// Only for findings without a key.
        public var message: String?

        /// The fingerprint of `finding`.
        public init(_ finding: Finding) {
            rule = finding.rule.rawValue
            table = finding.table
            language = finding.language
            key = finding.key
            message = finding.key == nil ? finding.diagnostic.message : nil
        }

        init(rule: String, table: String?, language: String?, key: String?, message: String?) {
            self.rule = rule
            self.table = table
            self.language = language
            self.key = key
            self.message = key == nil ? message : nil
        }
    }

    /// The recorded findings.
    public var fingerprints: Set<Fingerprint>
    /// Translated and total keys per language when the baseline was written (files written
    /// before it was recorded have none).
    public var coverage: [String: (translated: Int, total: Int)]

    /// A baseline that records `findings` and, optionally, each language's `coverage`.
    public init(findings: [Finding], coverage: [LanguageCoverage] = []) {
        fingerprints = Set(findings.map(Fingerprint.init))
        self.coverage = Dictionary(coverage.map { ($0.language, ($0.translated, $0.total)) }) { first, _ in first }
    }

    public static func == (lhs: Baseline, rhs: Baseline) -> Bool {
        lhs.fingerprints == rhs.fingerprints
            && lhs.coverage.mapValues { [$0.translated, $0.total] }
                == rhs.coverage.mapValues { [$0.translated, $0.total] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprints)
    }

    /// Whether `finding` is recorded: same rule, table, language and key (message when there is no key).
    public func contains(_ finding: Finding) -> Bool {
        fingerprints.contains(Fingerprint(finding))
    }

    /// The baseline file for `findings`: sorted, one object per finding, stable across runs.
    public static func json(for findings: [Finding], coverage: [LanguageCoverage] = []) -> String {
        var seen: Set<Fingerprint> = []
        var items: [[String: Any]] = []
        for finding in Finding.sortedForOutput(findings) where seen.insert(Fingerprint(finding)).inserted {
            var item: [String: Any] = ["rule": finding.rule.rawValue, "message": finding.diagnostic.message]
            if let table = finding.table { item["table"] = table }
            if let language = finding.language { item["language"] = language }
            if let key = finding.key { item["key"] = key }
            if let file = finding.diagnostic.location?.file { item["file"] = file }
            items.append(item)
        }
        var object: [String: Any] = ["version": 1, "findings": items]
        if !coverage.isEmpty {
            object["coverage"] = Dictionary(
                coverage.map { ($0.language, ["translated": $0.translated, "total": $0.total]) }
            ) { first, _ in first }
        }
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads a baseline file written by `json(for:)`.
    public static func load(file: String) throws(ConfigurationError) -> Baseline {
        func failure(_ message: String) -> ConfigurationError {
            ConfigurationError([Diagnostic(.error, rule: .baseline, message, at: SourceLocation(file: file))])
        }
        guard let data = FileManager.default.contents(atPath: file) else { throw failure("cannot read baseline file") }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let items = object["findings"] as? [[String: Any]]
        else { throw failure("not a localekit baseline (expected {\"version\": 1, \"findings\": […]})") }
        var baseline = Baseline(findings: [])
        for item in items {
            guard let rule = item["rule"] as? String else { throw failure("a finding without a \"rule\"") }
            baseline.fingerprints.insert(
                Fingerprint(
                    rule: rule, table: item["table"] as? String, language: item["language"] as? String,
                    key: item["key"] as? String, message: item["message"] as? String))
        }
        for (language, counts) in object["coverage"] as? [String: [String: Int]] ?? [:] {
            guard let translated = counts["translated"], let total = counts["total"] else { continue }
            baseline.coverage[language] = (translated, total)
        }
        return baseline
    }
}

extension Diagnostic.Rule {
    /// A baseline file that cannot be read.
    public static let baseline = Diagnostic.Rule("baseline")
}
