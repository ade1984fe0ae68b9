import AccessorGeneration
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// The usage rules join the built-in ones only when the configuration names Swift sources, so a
/// check without them keeps its streaming path and its output.
extension CheckRules {
    public static let usage: [any CheckRule] = [UndefinedKeyRule(), UnusedKeyRule()]

    /// Every rule id `localekit.json` may configure.
    public static var knownIDs: Set<String> { Set((all + usage).map(\.id.rawValue)) }

    /// The rules `check` runs for `configuration`.
    public static func rules(for configuration: LocaleKitConfiguration) -> [any CheckRule] {
        configuration.usage.sources.isEmpty ? all : all + usage
    }
}
