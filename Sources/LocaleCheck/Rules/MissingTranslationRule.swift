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
