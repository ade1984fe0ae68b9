import LocaleCatalog
import LocalizationFormats

/// `missing-translation`: a development-language key that a supported language lacks. A warning:
/// the lookup falls back at run time (an error for a language `requireComplete` names). A key its
/// regional variant lacks but the variant's parent has (`en-US` → `en`) is covered by fallback,
/// not missing; a key whose development value has no letter (`%@`) has nothing to translate.
///
/// One finding per language and key, at the development-language entry, with a note naming
/// where that language's table lives (`tableNote(_:table:language:)`). The engine reports them
/// while it counts coverage, compactly (`MissingTranslations`). A language with no file for the table at all gets one
/// `missing-table` finding instead.
public struct MissingTranslationRule: CheckRule {
    public let id = Diagnostic.Rule.missingTranslation
    public let defaultSeverity: Diagnostic.Severity? = Self.severity
    /// What the engine reports a missing key at, unless configured otherwise: a warning, since every
    /// lookup falls back (see docs/checking.md).
    static let severity = Diagnostic.Severity.warning
    public let summary = "A key of the development language is missing in a supported language."

    /// The rule; it has nothing to configure.
    public init() {}

    public var scope: CheckScope { .coverage }
    public var translatedEntryUse: TranslatedEntryUse { .none }

    /// Never called: the engine finds missing keys while it counts coverage (`TableCheck`).
    public func check(_ context: CheckContext) -> [Finding] { [] }
}

extension MissingTranslationRule {
    /// The message, written in one place: its pieces handed to `write` in order, so that
    /// ``message(key:language:table:)`` joins them and the text renderer appends their bytes
    /// without building a `String` per finding.
    @inline(__always)
    package static func writeMessage(key: String, language: String, table: String, _ write: (String) -> Void) {
        let parts = messageParts(language: language, table: table)
        write(parts.beforeKey)
        write(key)
        write(parts.afterKey)
    }

    /// The message around the key, the same for every finding of a table and language (the text
    /// renderer writes them once per table and language, and copies them for each finding).
    package static func messageParts(language: String, table: String) -> (beforeKey: String, afterKey: String) {
        ("'", "' is not translated to \(language) (table \(table))")
    }

    /// The note every finding of a table and language carries: where that language's table lives.
    package static func tableNote(_ context: CheckContext, table: Table, language: String) -> Diagnostic.Note {
        Diagnostic.Note(
            "\(language) table: \(context.expectedFiles(table: table, language: language).joined(separator: ", "))")
    }

    /// How many keys ``summaryMessage(firstKeys:count:language:table:)`` names.
    package static let keysNamedInSummary = 3

    /// All of a table and language's missing keys in one message (the build plugin's form):
    /// `'a', 'b', 'c' and 409 more keys are not translated to af (table Localizable)`; up to three
    /// keys are all named (`'a' and 'b' are not …`), one gives ``message(key:language:table:)``.
    package static func summaryMessage(firstKeys: [String], count: Int, language: String, table: String) -> String {
        guard count > 1, let last = firstKeys.last else {
            return message(key: firstKeys.first ?? "", language: language, table: table)
        }
        let quoted = firstKeys.map { "'\($0)'" }
        let more = count - firstKeys.count
        let keys =
            more > 0
            ? quoted.joined(separator: ", ") + " and \(more) more key\(more == 1 ? "" : "s")"
            : quoted.dropLast().joined(separator: ", ") + " and '\(last)'"
        return "\(keys) are not translated to \(language) (table \(table))"
    }

    /// `'key' is not translated to de (table Localizable)`.
    package static func message(key: String, language: String, table: String) -> String {
        var message = ""
        writeMessage(key: key, language: language, table: table) { message += $0 }
        return message
    }
}

extension Diagnostic.Rule {
    /// `missing-translation`: a development-language key that a supported language lacks.
    public static let missingTranslation = Diagnostic.Rule("missing-translation")
}
