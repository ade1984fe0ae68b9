import Foundation
import LocalizationFormats

/// Changes the format and plural forms of a `.stringsdict` in place and adds new entries before the
/// closing `</dict>`, keeping every other byte (comments, indentation, the order of keys).
enum StringsDictFileEditor {
    /// The file with `changes` (key → new plural) applied and `additions` added; `nil` when a changed
    /// entry's markup is not where the reader saw it.
    static func edit(
        _ data: Data, path: String, changes: [String: PluralTranslation],
        additions: [(key: String, plural: PluralTranslation)]
    ) -> Data? {
        guard var text = EditableText(data) else { return nil }
        let entries = StringsDictReader.read(data, file: path).entries.filter { changes[$0.key] != nil }
        // From the last entry to the first, so that earlier offsets stay valid.
        for entry in entries.sorted(by: { $0.location > $1.location }) {
            guard let plural = changes[entry.key], let start = text.offset(of: entry.location),
                replace(entry.plural, with: plural, at: start, in: &text)
            else { return nil }
        }
        if !additions.isEmpty {
            guard
                let end = text.bytes.lastIndex(of: UInt8(ascii: "<")).flatMap({ plistEnd in
                    text.bytes[..<plistEnd].lastIndex(of: UInt8(ascii: "<"))
                }),
                text.find("</dict>", from: end) == end
            else { return nil }
            text.replace(end..<end, with: entriesMarkup(additions))
        }
        return text.data
    }

    /// The `<key>…</key><dict>…</dict>` lines of `entries` as ``StringsDictWriter`` writes them.
    static func entriesMarkup(_ entries: [(key: String, plural: PluralTranslation)]) -> String {
        let file = String(decoding: StringsDictWriter.data(entries), as: UTF8.self)
        guard let open = file.range(of: "<plist version=\"1.0\">\n<dict>\n"),
            let close = file.range(of: "</dict>\n</plist>", options: .backwards)
        else { return "" }
        return String(file[open.upperBound..<close.lowerBound])
    }

    /// Replaces the format and every changed form of one entry whose `<key>` starts at `start`.
    private static func replace(
        _ old: PluralTranslation, with new: PluralTranslation, at start: Int, in text: inout EditableText
    ) -> Bool {
        // Variables from the last one in the file to the first: each edit leaves earlier offsets alone.
        var edits: [(Range<Int>, String)] = []
        guard let formatKey = text.find("<key>NSStringLocalizedFormatKey</key>", from: start) else { return false }
        if old.format != new.format {
            guard let range = stringContent(after: formatKey, in: text) else { return false }
            edits.append((range, XMLEscaping.propertyListText(new.format)))
        }
        for variable in new.variables {
            guard let oldVariable = old.variable(named: variable.name),
                let key = text.find("<key>\(XMLEscaping.propertyListText(variable.name))</key>", from: start),
                let dictEnd = text.find("</dict>", from: key)
            else { return false }
            for category in PluralCategory.allCases {
                guard let form = variable.forms[category], form != oldVariable.forms[category] else { continue }
                if let categoryKey = text.find("<key>\(category.rawValue)</key>", from: key, before: dictEnd) {
                    guard let range = stringContent(after: categoryKey, in: text) else { return false }
                    edits.append((range, XMLEscaping.propertyListText(form)))
                } else {
                    let lineStart = (text.bytes[..<dictEnd].lastIndex(of: UInt8(ascii: "\n")) ?? dictEnd - 1) + 1
                    let indent = text.indentation(ofLineAt: dictEnd) + "\t"
                    let lines =
                        "\(indent)<key>\(category.rawValue)</key>\n\(indent)<string>\(XMLEscaping.propertyListText(form))</string>\n"
                    edits.append((lineStart..<lineStart, lines))
                }
            }
        }
        for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            text.replace(range, with: replacement)
        }
        return true
    }

    /// The text between `<string>` and `</string>` following the `<key>` at `key`.
    private static func stringContent(after key: Int, in text: EditableText) -> Range<Int>? {
        guard let open = text.find("<string>", from: key) else {
            return nil
        }
        let start = open + "<string>".utf8.count
        guard let end = text.find("</string>", from: start) else { return nil }
        return start..<end
    }
}
