import LocaleCatalog
import LocalizationFormats

/// `source-changed`: a stale translation. `localekit lock` records, per translation, a hash of
/// the development value it was made from (``TranslationLock``); a translation whose development
/// value has changed since is reported at the translation, with a note at the development value.
///
/// Allowed: translations the lock does not know (added since, or no lock file at all: the rule is
/// silent), and any change once `localekit lock` is run again (it accepts the current state).
public struct SourceChangedRule: CheckRule {
    public let id = Diagnostic.Rule.sourceChanged
    public let defaultSeverity: Diagnostic.Severity? = .warning
    public let summary =
        "The development value changed since the translation was locked (localekit.lock); silent without a lock."

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .screened }
    public var screenNeeds: ScreenNeeds { .lockedSources }

    public func check(_ context: CheckContext) -> [Finding] {
        guard let lock = context.lock else { return [] }
        let root = lock.rootID(context.root)
        var findings: [Finding] = []
        for table in context.tables {
            guard let reference = context.reference(for: table), let locked = lock.roots[root]?[table.name] else {
                continue
            }
            for language in context.checkedTranslationLanguages {
                for pair in context.pairs(of: table, in: language, reference: reference) {
                    guard let original = pair.original, context.isTranslated(pair.entry),
                        Self.isStale(locked: locked[pair.key]?[language], current: original.translation)
                    else { continue }
                    let diagnostic = Diagnostic(
                        .warning, rule: id,
                        "'\(pair.key)' (\(language)): the development value changed since this translation was "
                            + "locked; review it, then run 'localekit lock'",
                        at: pair.entry.valueLocation ?? pair.entry.location,
                        notes: [
                            Diagnostic.Note(
                                "the development value is now \(Self.quoted(original.translation))",
                                at: original.valueLocation ?? original.location)
                        ])
                    findings.append(Finding(diagnostic, table: table.name, language: language, key: pair.key))
                }
            }
        }
        return findings
    }

    /// Whether a translation locked with hash `locked` (nil: never locked) is stale now that the
    /// development value is `current`.
    public static func isStale(locked: String?, current: Translation) -> Bool {
        guard let locked else { return false }
        return locked != TranslationLock.hash(of: current)
    }

    /// ``isStale(locked:current:)`` with the current value's hash already worked out.
    static func isStaleHash(locked: String?, current: String?) -> Bool {
        guard let locked else { return false }
        return locked != current
    }

    /// The value for a note, shortened to 80 characters.
    private static func quoted(_ translation: Translation) -> String {
        guard case .text(let text) = translation else { return "a different plural" }
        let short = text.count > 80 ? text.prefix(79) + "…" : Substring(text)
        return "“\(short)”"
    }
}

extension Diagnostic.Rule {
    /// A translation whose development value changed since it was locked.
    public static let sourceChanged = Diagnostic.Rule("source-changed")
}
