import LocalizationFormats

/// Renders diagnostics as compilers do: `path:line:column: error: message [rule-id]`, notes indented below.
///
/// Everything is written as UTF-8 bytes into a buffer (``write(_:to:)``): a report of 100 000
/// findings is then a few appends per line, without a `String` built per line or per location.
public struct DiagnosticRenderer: Sendable {
    /// Wrap severities in ANSI colours (only on a terminal, never with `NO_COLOR`).
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var bytes: [UInt8] = []
        write(diagnostic, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var bytes: [UInt8] = []
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            write(diagnostic, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the diagnostic's line and its notes' (no newline after the last).
    public func write(_ diagnostic: Diagnostic, to output: inout [UInt8]) {
        writeHead(location: diagnostic.location, severity: diagnostic.severity, to: &output)
        output.append(contentsOf: diagnostic.message.utf8)
        output.append(contentsOf: " [".utf8)
        output.append(contentsOf: diagnostic.rule.utf8)
        output.append(UInt8(ascii: "]"))
        writeNotes(diagnostic.notes, to: &output)
    }

    /// Appends `path:line:column: severity: ` (the location left out when there is none).
    func writeHead(location: SourceLocation?, severity: Diagnostic.Severity, to output: inout [UInt8]) {
        if let location {
            Self.write(location, to: &output)
            output.append(contentsOf: ": ".utf8)
        }
        if colored { output.append(contentsOf: color(for: severity).utf8) }
        output.append(contentsOf: severity.rawValue.utf8)
        output.append(UInt8(ascii: ":"))
        if colored { output.append(contentsOf: "\u{1B}[0m".utf8) }
        output.append(UInt8(ascii: " "))
    }

    /// Appends each note as a line of its own, each preceded by a newline.
    func writeNotes(_ notes: [Diagnostic.Note], to output: inout [UInt8]) {
        for note in notes {
            output.append(UInt8(ascii: "\n"))
            writeHead(location: note.location, severity: .note, to: &output)
            output.append(contentsOf: note.message.utf8)
        }
    }

    /// `path:line:column`, or just `path` when the position is unknown (as `SourceLocation.description`).
    static func write(_ location: SourceLocation, to output: inout [UInt8]) {
        output.append(contentsOf: location.file.utf8)
        guard location.line > 0 else { return }
        output.append(UInt8(ascii: ":"))
        write(location.line, to: &output)
        guard location.column > 0 else { return }
        output.append(UInt8(ascii: ":"))
        write(location.column, to: &output)
    }

    /// A decimal number, as `String(number)` writes it.
    static func write(_ number: Int, to output: inout [UInt8]) {
        guard number >= 0 else { return output.append(contentsOf: String(number).utf8) }
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    private func color(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;30m"
        }
    }
}
