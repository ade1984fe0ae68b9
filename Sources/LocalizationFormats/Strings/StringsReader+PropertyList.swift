import Foundation

extension StringsReader {
    /// A `.strings` file written as an XML or binary property list: the string values of its dictionary,
    /// as Foundation reads them (the last of a repeated key wins), in file order with their places.
    ///
    /// A binary file has no lines, so its entries and problems are located at the file. A file whose XML
    /// is damaged, or whose root is not a dictionary, is refused (``StringsFile/isRefused``), as
    /// Foundation refuses it.
    static func readPropertyList(_ data: Data, form: PropertyListForm, file: String) -> StringsFile {
        guard form == .binary else { return readXMLPropertyList(data, file: file) }
        guard let xml = PropertyListForm.xmlData(fromBinary: data) else {
            return StringsFile(
                entries: [], diagnostics: [.syntax("not a valid binary property list", at: SourceLocation(file: file))])
        }
        let read = readXMLPropertyList(xml, file: file)
        return StringsFile(
            entries: read.entries.map { $0.locatedAtFile(file) },
            diagnostics: read.diagnostics.map { $0.locatedAtFile(file) })
    }

    private static func readXMLPropertyList(_ xml: Data, file: String) -> StringsFile {
        var (root, diagnostics) = PropertyListXML.parse(xml, file: file)
        guard let root else { return StringsFile(entries: [], diagnostics: diagnostics) }
        guard let dictionary = root.entries else {
            let problem = Diagnostic.syntax(
                "the property list holds no dictionary of strings (its root is not a <dict>)", at: root.location)
            return StringsFile(entries: [], diagnostics: diagnostics + [problem])
        }
        var entries: [StringsEntry] = []
        var indexByKey: [String: Int] = [:]
        for item in dictionary {
            guard let value = item.value.string else {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .syntax, "the value of '\(item.key)' is not a string; it is not read as text",
                        at: item.keyLocation, key: item.key))
                continue
            }
            let entry = StringsEntry(
                key: item.key, value: value, comment: nil, keyLocation: item.keyLocation,
                valueLocation: item.value.location)
            if let index = indexByKey[item.key] {
                diagnostics.append(.duplicateKey(item.key, at: item.keyLocation, first: entries[index].keyLocation))
                entries[index].value = value
                entries[index].valueLocation = item.value.location
            } else {
                indexByKey[item.key] = entries.count
                entries.append(entry)
            }
        }
        return StringsFile(entries: entries, diagnostics: diagnostics.sortedByPosition())
    }
}

extension StringsEntry {
    /// The entry with both locations at `file`, without a line: for a file that has no lines.
    fileprivate func locatedAtFile(_ file: String) -> StringsEntry {
        var entry = self
        entry.keyLocation = SourceLocation(file: file)
        entry.valueLocation = SourceLocation(file: file)
        return entry
    }
}

extension Diagnostic {
    /// The diagnostic and its notes located at `file`, without a line: for a file that has no lines.
    func locatedAtFile(_ file: String) -> Diagnostic {
        var diagnostic = self
        diagnostic.location = SourceLocation(file: file)
        diagnostic.notes = notes.map {
            var note = $0; note.location = SourceLocation(file: file); return note
        }
        return diagnostic
    }
}
