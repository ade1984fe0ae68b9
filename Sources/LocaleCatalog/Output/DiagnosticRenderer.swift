import LocalizationFormats

/// Renders diagnostics as compilers do: `path:line:column: error: message [rule-id]`, notes indented below.
public struct DiagnosticRenderer: Sendable {
    /// Wrap severities in ANSI colours (only on a terminal, never with `NO_COLOR`).
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var text = line(
            location: diagnostic.location, severity: diagnostic.severity.rawValue,
            color: color(for: diagnostic.severity), message: diagnostic.message + " [\(diagnostic.rule)]")
        for note in diagnostic.notes {
            text += "\n" + line(location: note.location, severity: "note", color: "\u{1B}[1;30m", message: note.message)
        }
        return text
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

    private func line(location: SourceLocation?, severity: String, color: String, message: String) -> String {
        let prefix = location.map { "\($0): " } ?? ""
        let label = colored ? "\(color)\(severity):\u{1B}[0m" : "\(severity):"
        return "\(prefix)\(label) \(message)"
    }

    private func color(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;30m"
        }
    }
}
