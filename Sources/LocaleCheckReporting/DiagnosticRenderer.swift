import LocaleCatalog
import LocaleCheck
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
        Self.appendOnOneLine(diagnostic.message, to: &output)
        Self.append(" [", to: &output)
        Self.append(diagnostic.rule.rawValue, to: &output)
        output.append(UInt8(ascii: "]"))
        writeNotes(diagnostic.notes, to: &output)
    }

    /// Appends `path:line:column: severity: ` (the location left out when there is none).
    func writeHead(location: SourceLocation?, severity: Diagnostic.Severity, to output: inout [UInt8]) {
        if let location {
            Self.write(location, to: &output)
            Self.append(": ", to: &output)
        }
        if colored { Self.append(color(for: severity), to: &output) }
        Self.append(severity.rawValue, to: &output)
        output.append(UInt8(ascii: ":"))
        if colored { Self.append("\u{1B}[0m", to: &output) }
        output.append(UInt8(ascii: " "))
    }

    /// Appends each note as a line of its own, each preceded by a newline.
    func writeNotes(_ notes: [Diagnostic.Note], to output: inout [UInt8]) {
        for note in notes {
            output.append(UInt8(ascii: "\n"))
            writeHead(location: note.location, severity: .note, to: &output)
            Self.appendOnOneLine(note.message, to: &output)
        }
    }

    /// `path:line:column`, or just `path` when the position is unknown (as `SourceLocation.description`).
    static func write(_ location: SourceLocation, to output: inout [UInt8]) {
        Self.append(location.file, to: &output)
        guard location.line > 0 else { return }
        output.append(UInt8(ascii: ":"))
        write(location.line, to: &output)
        guard location.column > 0 else { return }
        output.append(UInt8(ascii: ":"))
        write(location.column, to: &output)
    }

    /// Appends the UTF-8 of `text`, copied from its storage in one go where it is contiguous.
    @inline(__always)
    static func append(_ text: String, to output: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
            output.append(contentsOf: text.utf8)
        }
    }

    /// Appends `text` with its line breaks escaped (`\n`, `\r`, `\u{2028}`…), so that a finding about a
    /// multi-line key stays one line, as editors and compilers' output parsers read it.
    static func appendOnOneLine(_ text: String, to output: inout [UInt8]) {
        // Line breaks are LF, CR, VT, FF (ASCII), NEL (C2 85), LS and PS (E2 80 A8/A9): a message with none
        // of those lead bytes is copied as it is.
        func mayBreak(_ byte: UInt8) -> Bool { (0x0A...0x0D).contains(byte) || byte == 0xC2 || byte == 0xE2 }
        guard text.utf8.contains(where: mayBreak) else { return append(text, to: &output) }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": append("\\n", to: &output)
            case "\r": append("\\r", to: &output)
            case "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                append("\\u{\(String(scalar.value, radix: 16, uppercase: true))}", to: &output)
            default: output.append(contentsOf: String(scalar).utf8)
            }
        }
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
