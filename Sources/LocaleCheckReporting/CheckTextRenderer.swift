import Foundation
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// `localekit check --format text`: one `path:line:column: error: message [rule-id]` line per
/// finding (notes indented below), then per-language coverage and counts by severity.
///
/// Lines are written as UTF-8 straight into a byte buffer handed on in 64 KiB chunks; the
/// `missing-translation` findings (nearly all of a real project's) are written from their compact
/// form, no ``Finding`` or message built, and the notes of a table and language are written once
/// and copied for each of its findings.
public struct CheckTextRenderer: Sendable {
    /// ANSI colours (the CLI sets this only on a terminal and never with `NO_COLOR`).
    public var colored: Bool
    /// `missing-translation` as one line per table and language, at its first missing key, naming the
    /// first keys and how many more (``MissingTranslationRule/summaryMessage(firstKeys:count:language:table:)``):
    /// the build plugin's form, as an IDE lists every line as an issue (wikipedia-ios has 57,589).
    public var missingTranslationsPerTable: Bool

    /// Bytes gathered before a chunk is handed on.
    static let chunkSize = 1 << 16

    public init(colored: Bool = false, missingTranslationsPerTable: Bool = false) {
        self.colored = colored
        self.missingTranslationsPerTable = missingTranslationsPerTable
    }

    public func render(_ report: CheckReport) -> String {
        var output: [UInt8] = []
        render(report, toBytes: { output += $0 })
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes the report in chunks of whole lines, findings one by one, ending with a newline.
    public func render(_ report: CheckReport, to sink: @escaping (String) -> Void) {
        render(report, toBytes: { sink(String(decoding: $0, as: UTF8.self)) })
    }

    /// Writes the report as UTF-8 in chunks of whole lines, ending with a newline.
    public func render(_ report: CheckReport, toBytes sink: @escaping ([UInt8]) -> Void) {
        var buffer = writeFindings(report, flushing: sink)
        buffer.append(contentsOf: trailer(report).utf8)
        sink(buffer)
    }

    /// Writes only the findings, each line ending with a newline, in chunks of whole lines: what the
    /// build plugin prints (no coverage or summary).
    public func renderFindings(_ report: CheckReport, toBytes sink: ([UInt8]) -> Void) {
        let buffer = writeFindings(report, flushing: sink)
        if !buffer.isEmpty { sink(buffer) }
    }

    /// The findings' lines; every full chunk is handed to `sink`, the rest returned.
    private func writeFindings(_ report: CheckReport, flushing sink: ([UInt8]) -> Void) -> [UInt8] {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.chunkSize + 4096)
        // The buffer is passed, not captured: a local function capturing it would box it and check
        // exclusive access on every line.
        func flushIfFull(_ buffer: inout [UInt8]) {
            guard buffer.count >= Self.chunkSize else { return }
            sink(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
        let diagnostics = DiagnosticRenderer(colored: colored)
        let missing = report.missingTranslations
        // Per table and language: the message around the key (unless a summary line stands for them
        // all) and the notes, made once.
        let messageParts = missingTranslationsPerTable ? [] : missing.messageParts()
        let groupNotes = missing.groups.map { group in
            var notes: [UInt8] = []
            diagnostics.writeNotes(group.notes, to: &notes)
            return notes
        }
        // Per table and language, its one line's message, taken by its first finding.
        var summaries = missingTranslationsPerTable ? missing.summaryMessages(in: report) : []
        report.forEachItem(
            firstMissingPerGroup: missingTranslationsPerTable,
            other: { finding in
                diagnostics.write(finding.diagnostic, to: &buffer)
                buffer.append(UInt8(ascii: "\n"))
                flushIfFull(&buffer)
            },
            missing: { item in
                // Per table and language: its one line at its first finding, nothing at the others.
                let summary = missingTranslationsPerTable ? summaries[Int(item.group)].take() : nil
                if missingTranslationsPerTable && summary == nil { return }
                diagnostics.writeHead(
                    location: missing.keys[Int(item.key)].location, severity: missing.severity(of: item), to: &buffer)
                if let summary {
                    DiagnosticRenderer.appendOnOneLine(summary + " [\(MissingTranslations.rule.rawValue)]", to: &buffer)
                } else {
                    missing.writeMessageAndRule(of: item, to: &buffer, parts: messageParts)
                }
                buffer.append(contentsOf: groupNotes[Int(item.group)])
                buffer.append(UInt8(ascii: "\n"))
                flushIfFull(&buffer)
            })
        return buffer
    }

    /// Coverage per language and the summary line, after the findings.
    private func trailer(_ report: CheckReport) -> String {
        var output = ""
        let coverage = report.coverage
        if !coverage.isEmpty {
            if report.findingCount > 0 { output += "\n" }
            output += "Coverage (development language \(report.developmentLanguage)):\n"
            let width = coverage.map(\.language.count).max() ?? 0
            let countWidth = coverage.map { "\($0.translated)/\($0.total)".count }.max() ?? 0
            for language in coverage {
                let name = language.language.padding(toLength: width, withPad: " ", startingAt: 0)
                let counts = "\(language.translated)/\(language.total)"
                let paddedCounts = String(repeating: " ", count: countWidth - counts.count) + counts
                let percent = Coverage.format(language.percent) + "%"
                let complete = language.translated + language.fallback >= language.total
                let shown = colored && !complete ? "\u{1B}[33m\(percent)\u{1B}[0m" : percent
                // A regional variant's keys its parent has are shown apart from its translations.
                let fallback = language.fallback > 0 ? "  +\(language.fallback) covered by fallback" : ""
                output += "  \(name)  \(paddedCounts)  \(shown)\(fallback)\n"
            }
        }
        return output + summary(report) + "\n"
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
