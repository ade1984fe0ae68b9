import LocalizationFormats

/// `localekit check --format text`: one `path:line:column: error: message [rule-id]` line per
/// finding (notes indented below), then per-language coverage and counts by severity.
public struct CheckTextRenderer: Sendable {
    /// ANSI colours (the CLI sets this only on a terminal and never with `NO_COLOR`).
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func render(_ report: CheckReport) -> String {
        var output = ""
        render(report) { output += $0 }
        return output
    }

    /// Writes the report in chunks, findings one by one, ending with a newline.
    public func render(_ report: CheckReport, to sink: @escaping (String) -> Void) {
        var writer = ChunkedWriter(sink: sink)
        let diagnostics = DiagnosticRenderer(colored: colored)
        report.forEachFinding { finding in
            writer.write(diagnostics.render(finding.diagnostic) + "\n")
        }
        let coverage = report.coverage
        if !coverage.isEmpty {
            if report.findingCount > 0 { writer.write("\n") }
            writer.write("Coverage (development language \(report.developmentLanguage)):\n")
            let width = coverage.map(\.language.count).max() ?? 0
            let countWidth = coverage.map { "\($0.translated)/\($0.total)".count }.max() ?? 0
            for language in coverage {
                let name = language.language.padding(toLength: width, withPad: " ", startingAt: 0)
                let counts = "\(language.translated)/\(language.total)"
                let paddedCounts = String(repeating: " ", count: countWidth - counts.count) + counts
                let percent = Coverage.format(language.percent) + "%"
                let shown = colored && language.translated < language.total ? "\u{1B}[33m\(percent)\u{1B}[0m" : percent
                writer.write("  \(name)  \(paddedCounts)  \(shown)\n")
            }
        }
        writer.write(summary(report) + "\n")
        writer.flush()
    }

    /// `2 errors, 1 warning, 0 notes` (and how many the baseline hid).
    public func summary(_ report: CheckReport) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var text = [
            plural(report.count(.error), "error"), plural(report.count(.warning), "warning"),
            plural(report.count(.note), "note"),
        ].joined(separator: ", ")
        if report.baselined > 0 { text += " (\(report.baselined) in the baseline not shown)" }
        return text
    }
}
