import Foundation
import LocalizationFormats

/// Reads `<table>.strings` and `<table>.stringsdict` of one `.lproj` folder.
///
/// Every form (text, XML or binary property list: what Xcode puts in built apps) goes through the shared
/// readers, so the runtime reads what the tools check; text `.strings` first through the location-free
/// `visitValues`, else the full `read` for its diagnostics. A file that cannot be read as
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
    static func isUnreadable(_ diagnostics: [Diagnostic]) -> Bool { diagnostics.refusesFile }

    /// The values of a `.strings` file, text or property list; none when Foundation refuses the file.
    static func readStrings(_ data: Data, file: String) -> (values: StringTable.Builder, diagnostics: [Diagnostic]) {
        if PropertyListForm(of: data) == .text {
            // Entries go straight into the table; on any problem (a duplicate key included) the file is read
            // again by the full reader, for its diagnostics (`readValues` would first retry the same scan).
            var builder = StringTable.Builder(expectedCount: data.count / 64, expectedBytes: data.count)
            if StringsReader.visitValues(data, file: file, { builder.insert(key: $0, value: $1) }) {
                return (builder, [])
            }
        }
        // Foundation refuses a file with a syntax error, but reads one with faulty escapes (as the
        // reader decodes them: `\u203A` as "u203A"), so this runtime does too.
        let full = StringsReader.read(data, file: file)
        return (
            full.isRefused ? StringTable.Builder(expectedCount: 0) : StringTable.Builder(full.values), full.diagnostics
        )
    }

    /// The plurals and variable-width rules of a `.stringsdict`, XML or binary (the shared reader's
    /// location-free `readValues`).
    static func readStringsDict(_ data: Data, file: String) -> (
        values: [String: PluralTranslation], widths: [String: WidthVariants], diagnostics: [Diagnostic]
    ) {
        StringsDictReader.readValues(data, file: file)
    }
}
