import LocalizationFormats

/// A template that cannot be parsed or rendered: what went wrong, and where in the template.
public struct StencilError: Error, Sendable, CustomStringConvertible {
    /// What was expected or what failed, e.g. "unknown filter 'lowercased'".
    public var message: String
    /// The template file, line and column of the tag or variable at fault (line 0 when unknown).
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }

    /// `file:line:column: error: message`, the form compilers and editors understand.
    public var description: String {
        "\(location?.description ?? "<template>"): error: \(message)"
    }

    /// The error as a diagnostic (`template-error`).
    public var diagnostic: Diagnostic {
        Diagnostic(.error, rule: .stencilTemplate, message, at: location)
    }

    /// The error located at `token` unless it already has a location.
    func located(at token: StencilToken?) -> StencilError {
        guard location == nil, let token else { return self }
        return StencilError(message, at: token.location)
    }
}

extension Diagnostic.Rule {
    /// A Stencil template that cannot be parsed or rendered.
    public static let stencilTemplate = Diagnostic.Rule("template-error")
}

extension Error {
    /// The error as a ``StencilError`` located at `token` (any other error becomes one).
    func stencilError(at token: StencilToken?) -> StencilError {
        if let error = self as? StencilError { return error.located(at: token) }
        return StencilError("\(self)", at: token?.location)
    }
}
