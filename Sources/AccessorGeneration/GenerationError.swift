import LocaleCatalog
import LocalizationFormats

/// Generation could not produce code: an unreadable or broken template, or a write failure.
public struct GenerationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map { "\($0.location.map(\.description) ?? "localekit"): error: \($0.message)" }
            .joined(separator: "\n")
    }
}
