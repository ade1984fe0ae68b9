import LocaleCatalog
import LocalizationFormats

/// A diagnostic with what it is about: the table, language and key. These identify a finding
/// across edits (a baseline matches on them, not on lines) and let `ignoreKeys` apply.
public struct Finding: Hashable, Sendable {
    /// The fields live in one shared, immutable box: a copy of a finding (sorting, filtering and
    /// appending 100 000 of them) is one reference count, not eight. Setters copy on write.
    private final class Storage: Sendable {
        let diagnostic: Diagnostic
        let table: String?
        let language: String?
        let key: String?

        init(_ diagnostic: Diagnostic, _ table: String?, _ language: String?, _ key: String?) {
            self.diagnostic = diagnostic
            self.table = table
            self.language = language
            self.key = key
        }
    }

    private var storage: Storage

    /// A finding of `diagnostic` about `key` of `table` in `language`.
    public init(_ diagnostic: Diagnostic, table: String? = nil, language: String? = nil, key: String? = nil) {
        storage = Storage(diagnostic, table, language, key)
    }

    /// The severity, rule, message, location and notes.
    public var diagnostic: Diagnostic {
        get { storage.diagnostic }
        set { storage = Storage(newValue, storage.table, storage.language, storage.key) }
    }

    /// The table the finding is about, when it is about one.
    public var table: String? {
        get { storage.table }
        set { storage = Storage(storage.diagnostic, newValue, storage.language, storage.key) }
    }

    /// The language the finding is about, when it is about one.
    public var language: String? {
        get { storage.language }
        set { storage = Storage(storage.diagnostic, storage.table, newValue, storage.key) }
    }

    /// The key the finding is about, when it is about one.
    public var key: String? {
        get { storage.key }
        set { storage = Storage(storage.diagnostic, storage.table, storage.language, newValue) }
    }

    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.diagnostic == rhs.diagnostic && lhs.table == rhs.table && lhs.language == rhs.language
                && lhs.key == rhs.key)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(diagnostic)
        hasher.combine(table)
        hasher.combine(language)
        hasher.combine(key)
    }

    /// The diagnostic's rule.
    public var rule: Diagnostic.Rule { diagnostic.rule }
    /// The diagnostic's severity.
    public var severity: Diagnostic.Severity { diagnostic.severity }

    /// Orders findings by file, line, column, then rule, language and message, for stable output.
    static func sortedForOutput(_ findings: [Finding]) -> [Finding] {
        FindingOrder.sorted(findings, MissingTranslations()).map { findings[Int($0)] }
    }
}
