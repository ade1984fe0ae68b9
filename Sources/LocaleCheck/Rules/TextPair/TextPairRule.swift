import LocaleCatalog
import LocalizationFormats

/// Runs a ``TextPairCheck`` as a rule of `localekit check`: for every translated entry of the
/// checked languages, its text (or each plural form, and a plural's format) is paired with the
/// development value of the same key and form, and each problem becomes a finding at the
/// translation (with the check's note, if any, at the development value).
///
/// Translatewiki's documentation language (`qqq`) is not a translation and is not compared.
/// Entries that are not translated yet (empty, or in an untranslated state) and entries marked
/// not to be translated are left to the other rules.
public struct TextPairRule<Check: TextPairCheck>: CheckRule {
    public var id: Diagnostic.Rule { Check.id }
    public var defaultSeverity: Diagnostic.Severity? { Check.defaultSeverity }
    public var summary: String { Check.summary }
    public var translatedEntryUse: TranslatedEntryUse { .textPair(Check.self) }

    /// The rule running `Check`.
    public init() {}

    public func check(_ context: CheckContext) -> [Finding] {
        TextPairPass(members: [member(in: context)]).findings(in: context)[0]
    }
}

extension TextPairRule: TextPairPassMember {
    func member(in context: CheckContext) -> TextPairPass.Member {
        TextPairPass.Member(id: id, severity: Check.defaultSeverity ?? .warning, check: Check(context))
    }
}
