import Foundation
import LocalizationFormats

/// Changes values of a `.strings` file in place and appends new entries, keeping every other byte:
/// comments, order, spacing, the escapes of untouched values and the encoding (UTF-16 included). A file
/// in property-list form is written again in its form.
package enum StringsFileEditor {
    /// A new entry: appended after the last one, with its translator comment above it.
    package struct Addition {
        package var key: String
        package var value: String
        package var comment: String?

        package init(key: String, value: String, comment: String?) {
            self.key = key
            self.value = value
            self.comment = comment
        }
    }

    /// The file with `changes` (key → new value) and `additions` applied; `nil` when the file cannot be
    /// edited in place (an encoding it cannot write back, or a change whose value it cannot find).
    package static func edit(_ data: Data, path: String, changes: [String: String], additions: [Addition]) -> Data? {
        let form = PropertyListForm(of: data)
        guard form == .text else { return editPropertyList(data, form: form, path: path, changes, additions) }
        guard var text = EditableText(data) else { return nil }
        let entries = StringsReader.read(data, file: path).entries.filter { changes[$0.key] != nil }
        var ranges: [(Range<Int>, String)] = []
        for entry in entries {
            guard let value = changes[entry.key], let start = text.offset(of: entry.valueLocation),
                let end = valueEnd(in: text.bytes, from: start)
            else { return nil }
            ranges.append((start..<end, StringsWriter.quoted(value)))
        }
        for (range, replacement) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            text.replace(range, with: replacement)
        }
        append(additions, to: &text)
        return text.data
    }

    /// A `.strings` property list with `changes` and `additions`, written again in its form by Foundation
    /// (which sorts the keys): a property list has no comments or spacing to keep. Nil when Foundation
    /// refuses the file.
    private static func editPropertyList(
        _ data: Data, form: PropertyListForm, path: String, _ changes: [String: String], _ additions: [Addition]
    ) -> Data? {
        let file = StringsReader.read(data, file: path)
        guard !file.isRefused else { return nil }
        var values = file.values
        for (key, value) in changes { values[key] = value }
        for addition in additions { values[addition.key] = addition.value }
        return try? PropertyListSerialization.data(
            fromPropertyList: values, format: form == .binary ? .binary : .xml, options: 0)
    }

    /// A new file holding `additions`.
    static func newFile(_ additions: [Addition]) -> Data {
        var text = EditableText(newUTF8: "")
        append(additions, to: &text)
        return text.data
    }

    private static func append(_ additions: [Addition], to text: inout EditableText) {
        guard !additions.isEmpty else { return }
        var tail = ""
        if let last = text.bytes.last, last != UInt8(ascii: "\n") { tail += "\n" }
        for addition in additions {
            if !text.bytes.isEmpty || !tail.isEmpty { tail += "\n" }
            if let comment = addition.comment, !comment.isEmpty {
                tail += "/* " + comment.replacingOccurrences(of: "*/", with: "* /") + " */\n"
            }
            tail += StringsWriter.quoted(addition.key) + " = " + StringsWriter.quoted(addition.value) + ";\n"
            text.bytes += Array(tail.utf8)
            tail = ""
        }
    }

    /// The end of the value token starting at `start`: after the closing quote of a quoted string, or
    /// after the last character of an unquoted one.
    private static func valueEnd(in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        guard bytes[start] == UInt8(ascii: "\"") else {
            let end = bytes[start...].firstIndex { byte in
                !(byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                    || "_$:./-".utf8.contains(byte))
            }
            return end ?? bytes.count
        }
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
            index += 1
        }
        return nil
    }
}
