import Foundation
import LocalizationFormats

/// Reads `<table>.strings` and `<table>.stringsdict` of one `.lproj` folder.
///
/// Text `.strings` go through the shared ``StringsReader`` (its location-free `visitValues`, else the full `read` for its diagnostics); binary and XML property lists (what
/// Xcode puts in built apps) through `PropertyListSerialization`. A file that cannot be read as
/// written (a `syntax` or `encoding` error: Apple's runtime would reject it too) is left out whole,
/// so its keys fall back to the next language; entry-level problems leave the other entries usable.
/// Every diagnostic is returned for reporting.
enum TableLoader {
    struct Result: Sendable {
        var table: LocalizationTable?
        var diagnostics: [Diagnostic]
    }

    static func load(table name: String, language: String, folder: URL) -> Result {
        var diagnostics: [Diagnostic] = []
        // Paths, not URLs: building and parsing two URLs per table costs more than the reads' bookkeeping.
        let base = folder.path + "/" + name
        let stringsPath = base + ".strings"
        let dictPath = base + ".stringsdict"
        let stringsData = FileManager.default.contents(atPath: stringsPath)
        let dictData = FileManager.default.contents(atPath: dictPath)
        guard stringsData != nil || dictData != nil else { return Result(table: nil, diagnostics: []) }

        var strings = StringTable.Builder(expectedCount: 0)
        if let stringsData {
            let read = readStrings(stringsData, file: stringsPath)
            diagnostics += read.diagnostics
            strings = read.values
        }
        var plurals: [String: PluralTranslation] = [:]
        var widths: [String: WidthVariants] = [:]
        if let dictData {
            let read = readStringsDict(dictData, file: dictPath)
            diagnostics += read.diagnostics
            if !isUnreadable(read.diagnostics) { (plurals, widths) = (read.values, read.widths) }
        }
        let table = LocalizationTable(language: language, strings: strings, plurals: plurals, widths: widths)
        return Result(table: table, diagnostics: diagnostics)
    }

    /// `true` when the reader could not read the file as written.
    static func isUnreadable(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.severity == .error && ($0.rule == .syntax || $0.rule == .encoding) }
    }

    /// The values of a `.strings` file, text or property list; none when Foundation refuses the file.
    static func readStrings(_ data: Data, file: String) -> (values: StringTable.Builder, diagnostics: [Diagnostic]) {
        guard isPropertyList(data) else {
            // Entries go straight into the table; on any problem (a duplicate key included) the file is read
            // again by the full reader, for its diagnostics (`readValues` would first retry the same scan).
            var builder = StringTable.Builder(expectedCount: data.count / 64, expectedBytes: data.count)
            if StringsReader.visitValues(data, file: file, { builder.insert(key: $0, value: $1) }) {
                return (builder, [])
            }
            // Foundation refuses a file with a syntax error, but reads one with faulty escapes (as the
            // reader decodes them: `\u203A` as "u203A"), so this runtime does too.
            let full = StringsReader.read(data, file: file)
            return (
                full.isRefused ? StringTable.Builder(expectedCount: 0) : StringTable.Builder(full.values),
                full.diagnostics
            )
        }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let dictionary = plist as? [String: Any]
        else {
            return (
                StringTable.Builder(expectedCount: 0),
                [.syntax("not a valid property list of strings", at: SourceLocation(file: file))]
            )
        }
        var values = StringTable.Builder(expectedCount: dictionary.count)
        var diagnostics: [Diagnostic] = []
        for (key, value) in dictionary {
            if let value = value as? String {
                _ = values.insert(key: key, value: value)
            } else {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .syntax, "value of '\(key)' is not a string; ignored",
                        at: SourceLocation(file: file)))
            }
        }
        return (values, diagnostics)
    }

    /// The plurals and variable-width rules of a `.stringsdict` (the shared reader's location-free
    /// `readValues`); a binary plist is turned into XML for it.
    static func readStringsDict(_ data: Data, file: String) -> (
        values: [String: PluralTranslation], widths: [String: WidthVariants], diagnostics: [Diagnostic]
    ) {
        guard data.starts(with: Array("bplist".utf8)) else { return StringsDictReader.readValues(data, file: file) }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let xml = try? PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        else {
            return ([:], [:], [.syntax("not a valid binary property list", at: SourceLocation(file: file))])
        }
        return StringsDictReader.readValues(xml, file: file)
    }

    /// A binary plist, or an XML document (a `.strings` file never starts with `<`).
    static func isPropertyList(_ data: Data) -> Bool {
        if data.starts(with: Array("bplist".utf8)) { return true }
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let text = data.starts(with: bom) ? data.dropFirst(3) : data[...]
        let first = text.first { !(" \t\r\n" as String).utf8.contains($0) }
        return first == UInt8(ascii: "<")
    }
}
