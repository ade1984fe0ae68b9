import LocalizationFormats

/// A template that cannot be parsed: every problem found, each located in the template file.
public struct MustacheSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map { "\($0.location.map(\.description) ?? "<template>"): error: \($0.message)" }
            .joined(separator: "\n")
    }
}

extension Diagnostic {
    /// A problem in a Mustache template (`template-syntax`).
    static func templateSyntax(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, rule: .templateSyntax, message, at: location)
    }
}

extension Diagnostic.Rule {
    /// A template that cannot be parsed.
    public static let templateSyntax = Diagnostic.Rule("template-syntax")
}
