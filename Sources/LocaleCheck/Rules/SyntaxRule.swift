import LocalizationFormats

/// `syntax`: what the readers could not read (an unterminated string, a malformed plist…).
public struct SyntaxRule: CheckRule {
    public let id = "syntax"
    public let defaultSeverity: Diagnostic.Severity? = .error
    public let summary = "A localization file cannot be read as written (reported by the readers)."

    public init() {}

    public func check(_ context: CheckContext) -> [Finding] {
        ReaderDiagnostics.findings(ofRule: id, in: context)
    }
}

/// Reader diagnostics of one rule id, with the table and language of their file.
enum ReaderDiagnostics {
    static func findings(ofRule rule: String, in context: CheckContext) -> [Finding] {
        context.catalog.diagnostics.filter { $0.rule == rule }.map { diagnostic in
            guard let file = diagnostic.location?.file else { return Finding(diagnostic) }
            let (table, language) = context.tableAndLanguage(ofFile: file)
            return Finding(diagnostic, table: table, language: language, key: keyQuoted(in: diagnostic.message))
        }
    }

    /// The first `'…'`-quoted text of a reader message, which names the key in duplicate-key reports.
    private static func keyQuoted(in message: String) -> String? {
        guard let start = message.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { return nil }
        let quote = message[start]
        let rest = message[message.index(after: start)...]
        guard let end = rest.firstIndex(of: quote) else { return nil }
        return String(rest[..<end])
    }
}
