import LocaleCatalog
import LocalizationFormats

/// What `localekit check` found: findings in output order, coverage, and the exit code.
public struct CheckReport: Sendable {
    /// The development language of the first root, as the report names it.
    public var developmentLanguage: String
    /// Every finding but `missing-translation`'s compact ones, unsorted.
    private var others: [Finding] = []
    /// `missing-translation` findings, compact (see ``MissingTranslations``).
    private var missing = MissingTranslations()
    /// Output order: indices into `others` followed by `missing`'s items. Every item, or (when
    /// `missingPerGroup` is set) only the first items of each table and language.
    private var order: [Int32] = []
    /// How many `missing-translation` items of each table and language `order` keeps; nil for all.
    private var missingPerGroup: Int?
    /// Per root, table and language.
    public private(set) var tableCoverage: [TableCoverage] = []
    /// Findings left out because the baseline has them.
    public var baselined = 0
    /// What the Xcode projects governing the paths declare, and their coverage per target; nil without one.
    public var project: ProjectSummary?

    /// An empty report.
    public init(developmentLanguage: String) {
        self.developmentLanguage = developmentLanguage
    }

    /// Sorted by file, line, column, rule (built on each access: prefer ``forEachFinding(_:)``
    /// for large reports).
    public var findings: [Finding] {
        var result: [Finding] = []
        result.reserveCapacity(findingCount)
        forEachFinding { result.append($0) }
        return result
    }

    /// How many findings the report has.
    public var findingCount: Int { others.count + missing.count }

    /// Calls `body` with each finding in output order, building one at a time.
    public func forEachFinding(_ body: (Finding) -> Void) {
        for index in completeOrder {
            let index = Int(index)
            body(index < others.count ? others[index] : missing.finding(missing.items[index - others.count]))
        }
    }

    /// The compact `missing-translation` findings (for renderers that write them without a ``Finding``).
    package var missingTranslations: MissingTranslations { missing }

    /// Calls `other` with each finding in output order, or `missing` with a compact
    /// `missing-translation` one (an item of ``missingTranslations``), building nothing.
    /// - Parameter firstMissingPerGroup: only the first `missing-translation` items of each table and
    ///   language are needed (a summary's): they come in output order, and the others may be left out.
    package func forEachItem(
        firstMissingPerGroup: Bool = false, other: (Finding) -> Void, missing: (MissingTranslations.Item) -> Void
    ) {
        let items = self.missing.items
        for index in firstMissingPerGroup ? order : completeOrder {
            let index = Int(index)
            if index < others.count { other(others[index]) } else { missing(items[index - others.count]) }
        }
    }

    /// Calls `body` with each finding but the compact `missing-translation` ones, in output order
    /// (`order` has all of them, whatever it keeps of the missing translations).
    package func forEachOther(_ body: (Finding) -> Void) {
        for index in order where Int(index) < others.count { body(others[Int(index)]) }
    }

    package mutating func add(_ findings: [Finding], coverage: [TableCoverage]) {
        others += findings
        tableCoverage += coverage
    }

    mutating func add(_ missing: MissingTranslations) {
        self.missing.append(missing)
    }

    mutating func merge(_ other: CheckReport) {
        add(other.others, coverage: other.tableCoverage)
        missing.append(other.missing)
        baselined += other.baselined
    }

    /// Puts the findings in output order.
    /// - Parameter missingPerGroup: how many `missing-translation` findings of each table and
    ///   language to put in order (nil: all), for a caller that summarizes them (the build plugin's
    ///   one line per table and language): sorting every one is the serial end of its step. Those
    ///   left out are still counted, and ``forEachFinding(_:)`` orders them all when it is called.
    package mutating func finish(missingPerGroup: Int? = nil) {
        self.missingPerGroup = missingPerGroup
        removeRepeatedFindings()
        order = FindingOrder.sorted(others, missing, perGroup: missingPerGroup)
    }

    /// Keeps the first of findings that say the same thing about the same place (severity, rule, message,
    /// location, notes, table, language and key): one finding per defect, however many paths found it (a
    /// `.strings` file read once whole and once by the screen, a plural's format and a form with the same
    /// text).
    private mutating func removeRepeatedFindings() {
        guard others.count > 1 else { return }
        var seen = Set<Finding>(minimumCapacity: others.count)
        others.removeAll { !seen.insert($0).inserted }
    }

    /// `order` with every finding in it.
    private var completeOrder: [Int32] {
        missingPerGroup == nil ? order : FindingOrder.sorted(others, missing, perGroup: nil)
    }

    /// Coverage per language over every root and table, sorted by language.
    public var coverage: [LanguageCoverage] {
        Coverage.byLanguage(tableCoverage, developmentLanguage: developmentLanguage)
    }

    /// Number of findings at `severity`.
    public func count(_ severity: Diagnostic.Severity) -> Int {
        var count = 0
        for finding in others where finding.severity == severity { count += 1 }
        return count + missing.count(severity)
    }

    /// Findings per rule id, for summaries.
    public var countsByRule: [Diagnostic.Rule: Int] {
        var counts = others.reduce(into: [:]) { $0[$1.rule, default: 0] += 1 }
        if !missing.isEmpty { counts[MissingTranslations.rule, default: 0] += missing.count }
        return counts
    }

    /// Whether a path could not be read (exit 2 rather than 1).
    public var hasIOError: Bool { others.contains { $0.rule == .io } }

    /// 0 clean (notes and warnings only), 1 errors found, 2 a path could not be read.
    public var exitCode: Int32 {
        if hasIOError { return 2 }
        return count(.error) > 0 ? 1 : 0
    }
}
