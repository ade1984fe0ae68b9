import Foundation
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// `localekit check --format github`: one GitHub Actions workflow command per finding, so that
/// the run annotates the pull request's files:
///
/// ```
/// ::error file=App/de.lproj/Localizable.strings,line=3,col=1,title=missing-translation::'greeting' …
/// ```
///
/// `error`, `warning` or `notice` by severity; paths relative to the working folder; notes follow
/// the message on their own lines. Values are escaped as GitHub's toolkit does: `%`, CR and LF
/// everywhere, and `:` and `,` in properties too.
public struct GitHubAnnotationRenderer: Sendable {
    /// The folder paths are made relative to (default: the current directory).
    public var baseDirectory: String

    public init(baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.baseDirectory = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
    }

    public func render(_ report: CheckReport) -> String {
        var output = ""
        render(report) { output += $0 }
        return output
    }

    /// Writes one line per finding, a few hundred at a time.
    public func render(_ report: CheckReport, to sink: (String) -> Void) {
        var buffer = ""
        func write(_ line: String) {
            buffer += line
            buffer += "\n"
            if buffer.utf8.count >= 1 << 16 {
                sink(buffer)
                buffer = ""
            }
        }
        // A missing translation's line is its key's properties, its message and its table and
        // language's notes: the properties and notes are made once per key and group (a real catalog
        // has ~10⁵ such lines, and no `Finding` is built for them).
        let missing = report.missingTranslations
        var keyProperties = [String?](repeating: nil, count: missing.keys.count)
        var groupNotes = [String?](repeating: nil, count: missing.groups.count)
        report.forEachItem(
            other: { write(line(for: $0.diagnostic)) },
            missing: { item in
                let (key, group) = (Int(item.key), Int(item.group))
                if keyProperties[key] == nil {
                    keyProperties[key] = properties(missing.keys[key].location, rule: MissingTranslations.rule)
                }
                if groupNotes[group] == nil {
                    groupNotes[group] = Self.escapeData(noteLines(missing.groups[group].notes))
                }
                write(
                    Self.line(
                        missing.groups[group].severity, properties: keyProperties[key] ?? "",
                        message: missing.message(of: item), escapedNotes: groupNotes[group] ?? ""))
            })
        sink(buffer)
    }

    /// The workflow command for one diagnostic.
    func line(for diagnostic: Diagnostic) -> String {
        Self.line(
            diagnostic.severity, properties: properties(diagnostic.location, rule: diagnostic.rule),
            message: diagnostic.message, escapedNotes: Self.escapeData(noteLines(diagnostic.notes)))
    }

    /// `::command properties::message` and the notes' lines (properties and notes already escaped:
    /// escaping is byte by byte, so the notes may be escaped apart from the message, once per group).
    private static func line(
        _ severity: Diagnostic.Severity, properties: String, message: String, escapedNotes: String
    ) -> String {
        "::\(command(severity)) \(properties)::\(escapeData(message))\(escapedNotes)"
    }

    private static func command(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// `file=…,line=…,col=…,title=…`, escaped.
    private func properties(_ location: SourceLocation?, rule: Diagnostic.Rule) -> String {
        var properties: [String] = []
        if let location {
            properties.append("file=" + Self.escapeProperty(relative(location.file)))
            if location.line > 0 { properties.append("line=\(location.line)") }
            if location.column > 0 { properties.append("col=\(location.column)") }
        }
        properties.append("title=" + Self.escapeProperty(rule.rawValue))
        return properties.joined(separator: ",")
    }

    /// The notes that follow the message, a line each (not escaped yet).
    private func noteLines(_ notes: [Diagnostic.Note]) -> String {
        var text = ""
        for note in notes {
            text += "\nnote: "
            if let location = note.location {
                text += "\(relative(location.file)):\(location.line):\(location.column): "
            }
            text += note.message
        }
        return text
    }

    /// A path relative to ``baseDirectory`` when it lies below it.
    func relative(_ path: String) -> String {
        guard path.hasPrefix("/") else { return CatalogRoots.normalized(path) }
        return path.hasPrefix(baseDirectory) ? String(path.dropFirst(baseDirectory.count)) : path
    }

    /// A message: `%`, CR and LF escaped.
    static func escapeData(_ text: String) -> String {
        escape(text, property: false)
    }

    /// A property value: as a message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    /// `text` with each byte to escape written as `%` and its two uppercase hex digits, as GitHub's
    /// toolkit writes them. On the bytes, in one pass: Foundation's `replacingOccurrences` bridges
    /// through `NSString` on Linux, slow for a report of ~10⁵ lines at five calls a line.
    private static func escape(_ text: String, property: Bool) -> String {
        func isEscaped(_ byte: UInt8) -> Bool {
            // `%` 25, CR 0D, LF 0A; in a property `:` 3A and `,` 2C.
            byte == 0x25 || byte == 0x0D || byte == 0x0A || (property && (byte == 0x3A || byte == 0x2C))
        }
        guard text.utf8.contains(where: isEscaped) else { return text }
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if isEscaped(byte) {
                bytes.append(0x25)
                bytes.append(digits[Int(byte >> 4)])
                bytes.append(digits[Int(byte & 0x0F)])
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
