import LocaleCatalog
import LocalizationFormats

/// The parts of an accessor that depend only on its entry: literals, parameters, documentation.
/// Names are given later, once the whole namespace is known.
enum AccessorFactory {
    /// - Parameter labels: name the parameters of a String Catalog entry's substitutions after them
    ///   (`followers(count:)`), rather than `_` (what existing code calls).
    static func accessor(
        for entry: Entry, table: String, labels: Bool = false
    ) -> (template: AccessorModel.Accessor, diagnostics: [Diagnostic]) {
        let signature = AccessorSignature(entry.translation, key: entry.key, at: entry.location)
        let value = displayValue(entry.translation)
        let comment = entry.comment.map { String($0.trimmingWhitespace()) } ?? ""
        var documentation = lines(value)
        if !comment.isEmpty {
            if !documentation.isEmpty { documentation.append("") }
            documentation += lines(comment)
        }
        let isPlural: Bool
        if case .plural = entry.translation { isPlural = true } else { isPlural = false }
        let accessor = AccessorModel.Accessor(
            key: entry.key, keyLiteral: SwiftIdentifier.stringLiteral(entry.key), table: table,
            tableLiteral: SwiftIdentifier.stringLiteral(table), name: "", flatName: "",
            isFunction: !signature.parameters.isEmpty, isPlural: isPlural,
            isVariableWidth: !entry.widthVariants.isEmpty, widths: entry.widthVariants.widths,
            parameters: signature.parameters,
            parameterList: parameterList(signature, labeled: labels && entry.location.file.hasSuffix(".xcstrings")),
            argumentList: signature.parameters.map(\.name).joined(separator: ", "), value: value, comment: comment,
            documentation: documentation)
        return (accessor, signature.diagnostics)
    }

    /// `_ p1: Swift.String, files p2: Swift.Int`: a substitution's name (as a Swift name) labels its count.
    static func parameterList(_ signature: AccessorSignature, labeled: Bool) -> String {
        signature.parameters.map { parameter in
            let name = labeled ? signature.variableNames[parameter.position].map(SwiftIdentifier.lowerCamelCase) : nil
            let label = name.flatMap { $0.isEmpty ? nil : SwiftIdentifier.escaped($0) } ?? "_"
            return "\(label) \(parameter.name): \(parameter.type)"
        }.joined(separator: ", ")
    }

    /// The text a reader of the code should see: the value, or for a plural its format with
    /// each `%#@variable@` replaced by the variable's `other` form.
    static func displayValue(_ translation: Translation) -> String {
        switch translation {
        case .text(let value):
            return value
        case .plural(let plural):
            var text = plural.format
            for reference in FormatString(parsing: plural.format).placeholders.reversed() {
                guard let name = reference.variable,
                    let form = plural.variable(named: name)?.form(for: .other),
                    let range = scalarRange(of: reference, in: text)
                else { continue }
                text.replaceSubrange(range, with: form)
            }
            return text
        }
    }

    private static func scalarRange(of placeholder: FormatPlaceholder, in text: String) -> Range<String.Index>? {
        let scalars = text.unicodeScalars
        guard let start = scalars.index(scalars.startIndex, offsetBy: placeholder.offset, limitedBy: scalars.endIndex),
            let end = scalars.index(
                start, offsetBy: placeholder.spec.unicodeScalars.count, limitedBy: scalars.endIndex),
            String(scalars[start..<end]) == placeholder.spec
        else { return nil }
        return start..<end
    }

    /// Doc comment lines: split at every line break, control characters (which the compiler
    /// warns about, e.g. NUL) dropped, trailing whitespace removed.
    static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return isPlainLine(text) ? [text] : linesByCharacters(text)
    }

    /// ``lines(_:)`` of any text, character by character.
    static func linesByCharacters(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            var scalars = String.UnicodeScalarView()
            scalars.append(
                contentsOf: line.unicodeScalars.filter { $0 == "\t" || $0.properties.generalCategory != .control })
            var line = Substring(String(scalars))
            while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
            return String(line)
        }
    }

    /// Whether `text` is one line with no control character, not ending in a space: what ``lines(_:)``
    /// keeps as it is, the usual value. Checked on the UTF-8 bytes, so that the usual value is not
    /// split and filtered into new strings.
    /// Rejected: C0 controls and DEL (line feeds and tabs among them), C1 controls (`C2 80`…`C2 9F`,
    /// U+0085 among them), U+2028 and U+2029 (`E2 80 A8`, `E2 80 A9`).
    private static func isPlainLine(_ text: String) -> Bool {
        let isPlain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let last = bytes.last, last != UInt8(ascii: " ") else { return false }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return false }
                if byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] < 0xA0 { return false }
                if byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && bytes[index + 2] & 0xFE == 0xA8
                {
                    return false
                }
                index += 1
            }
            return true
        }
        return isPlain ?? false
    }
}
