import LocaleCatalog
import LocalizationFormats

/// One language's plurals of one table, each parsed by the printf parser once for the rules that
/// read their arguments (`placeholder-mismatch`, `invalid-format`): parsing a real catalog's plurals
/// costs more than the rules' own work on them.
struct ParsedPlurals: Sendable {
    let table: String
    let language: String
    let byKey: [String: PlaceholderSignature.ParsedPlural]

    init(table: String, language: String, entries: [String: Entry]) {
        self.table = table
        self.language = language
        var byKey: [String: PlaceholderSignature.ParsedPlural] = [:]
        for (key, entry) in entries {
            if case .plural(let plural) = entry.translation { byKey[key] = PlaceholderSignature.ParsedPlural(plural) }
        }
        self.byKey = byKey
    }

    /// The rules that read them.
    static let readers: Set<Diagnostic.Rule> = [.placeholderMismatch, .invalidFormat]
}
