import Foundation
import LocaleCatalog
import LocalizationFormats

/// Brings a development-language `.strings` table in line with the sources, as `genstrings` would
/// without rewriting the file: keys the sources use that it lacks are appended with their comment
/// (genstrings' `No comment provided by engineer.` when there is none) and the default value, else
/// the key, as the value; keys no source uses are reported, never deleted.
struct StringsTableSynchronizer {
    static let noComment = "No comment provided by engineer."

    let path: String
    let data: Data
    let uses: KeyUses
    var changes: [Diagnostic] = []
    var edited: Data?

    init(path: String, data: Data, uses: KeyUses) {
        self.path = path
        self.data = data
        self.uses = uses
    }

    mutating func run() {
        let file = StringsReader.read(data, file: path)
        let defined = Set(file.entries.map(\.key))
        var additions: [StringsFileEditor.Addition] = []
        for use in uses.uses where !defined.contains(use.key) {
            additions.append(
                .init(key: use.key, value: use.defaultValue ?? use.key, comment: use.comment ?? Self.noComment))
            changes.append(
                Diagnostic(
                    .note, rule: .sync, "'\(use.key)' added to \((path as NSString).lastPathComponent)",
                    at: use.location,
                    key: use.key))
        }
        for entry in file.entries where uses.use(of: entry.key) == nil && !uses.mayUse(entry.key) {
            changes.append(
                Diagnostic(
                    .warning, rule: .unusedKey, "'\(entry.key)' is used by no source (kept)", at: entry.keyLocation,
                    key: entry.key))
        }
        guard !additions.isEmpty else { return }
        edited = StringsFileEditor.edit(data, path: path, changes: [:], additions: additions)
        if edited == nil {
            changes.append(
                Diagnostic(
                    .error, rule: .io, "cannot append to \(path) in its encoding or form",
                    at: SourceLocation(file: path)))
        }
    }
}
