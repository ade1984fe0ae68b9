import LocaleCatalog
import LocalizationFormats
import Mustache
import StencilEngine

extension RuleDescription {
    /// The ids the generator and its template engines report.
    package static let generation: [RuleDescription] = [
        RuleDescription(
            .placeholderTypeConflict, .error, "Forms of one key give a placeholder different types.",
            commands: [.generate, .buildPlugin]),
        RuleDescription(
            .placeholderGap, .warning, "Positional placeholders skip a position.", commands: [.generate, .buildPlugin]),
        RuleDescription(
            .identifierCollision, .warning, "Two keys make the same Swift name (later ones disambiguated).",
            commands: [.generate, .buildPlugin]),
        RuleDescription(
            .unusableKey, .warning, "A key that cannot become a Swift name.", commands: [.generate, .buildPlugin]),
        RuleDescription(
            .templateSyntax, .error, "A Mustache template that cannot be parsed or rendered.",
            commands: [.generate, .buildPlugin]),
        RuleDescription(
            .stencilTemplate, .error, "A Stencil template (SwiftGen's) that cannot be parsed or rendered.",
            commands: [.generate]),
    ]
}
