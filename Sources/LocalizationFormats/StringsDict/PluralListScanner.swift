/// Scans a `.stringsdict` written as plain plural rules, straight from its UTF-8 bytes into
/// ``PluralTranslation`` values: no tokens, no tree, no locations.
///
/// It accepts only what ``StringsDictReader/read(_:file:)`` reads without a single diagnostic, and
/// less: an XML declaration, comments, Apple's DOCTYPE, `<plist>` around one `<dict>` whose values
/// are `<dict>`s of `<string>` and `<dict>` values, text with the five predefined entities. Anything
/// else (CDATA, a numeric reference, a duplicate key, a form that is not a plural category, a problem
/// in a format, …) makes ``document()`` return `nil`, and the caller reads the file with the full reader.
struct PluralListScanner {
    private enum Tag {
        case start(name: Range<Int>, selfClosing: Bool)
        case end(name: Range<Int>)
        case endOfInput
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var validValueTypes: [String] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The translations by key, or `nil` when the file needs the full reader.
    mutating func document() -> [String: PluralTranslation]? {
        var tag = nextTag()
        let inPlist = isStart(tag, "plist", selfClosing: false)
        if inPlist { tag = nextTag() }
        guard isStart(tag, "dict", selfClosing: false), let values = rootDictionary() else { return nil }
        if inPlist {
            guard case .end(let name) = nextTag(), matches(name, "plist") else { return nil }
        }
        guard case .endOfInput = nextTag() else { return nil }
        return values
    }

    // MARK: Structure

    private mutating func rootDictionary() -> [String: PluralTranslation]? {
        var values: [String: PluralTranslation] = [:]
        values.reserveCapacity(bytes.count / 512)
        while true {
            let tag = nextTag()
            if case .end(let name) = tag, matches(name, "dict") { return values }
            guard isStart(tag, "key", selfClosing: false), let key = plainText(of: "key"),
                isStart(nextTag(), "dict", selfClosing: false), let plural = entry(),
                values.updateValue(plural, forKey: string(key)) == nil
            else { return nil }
        }
    }

    /// The `<dict>` of one key, after its start tag.
    private mutating func entry() -> PluralTranslation? {
        var format: String?
        var variables: [PluralVariable] = []
        while true {
            let tag = nextTag()
            if case .end(let name) = tag, matches(name, "dict") { break }
            guard isStart(tag, "key", selfClosing: false), let key = plainText(of: "key") else { return nil }
            if matches(key, "NSStringLocalizedFormatKey") {
                guard format == nil, let value = stringValue() else { return nil }
                format = value
            } else {
                let name = string(key)
                guard !matches(key, "NSStringVariableWidthRuleType"), !variables.contains(where: { $0.name == name }),
                    isStart(nextTag(), "dict", selfClosing: false), let variable = variable(named: name)
                else { return nil }
                variables.append(variable)
            }
        }
        guard let format else { return nil }
        let translation = PluralTranslation(format: format, variables: variables)
        return PluralEntryReader.ReferenceCheck(translation).isEmpty ? translation : nil
    }

    /// The `<dict>` of one `%#@name@` variable, after its start tag.
    private mutating func variable(named name: String) -> PluralVariable? {
        var hasSpecType = false
        var valueType: String?
        var forms: [PluralCategory: String] = Dictionary(minimumCapacity: PluralCategory.allCases.count)
        while true {
            let tag = nextTag()
            if case .end(let name) = tag, matches(name, "dict") { break }
            guard isStart(tag, "key", selfClosing: false), let key = plainText(of: "key") else { return nil }
            if matches(key, "NSStringFormatSpecTypeKey") {
                // Only the plural rule type is read without a diagnostic.
                guard !hasSpecType, isStart(nextTag(), "string", selfClosing: false),
                    let value = plainText(of: "string"), matches(value, "NSStringPluralRuleType")
                else { return nil }
                hasSpecType = true
            } else if matches(key, "NSStringFormatValueTypeKey") {
                guard valueType == nil, let value = stringValue(), isValidValueType(value) else { return nil }
                valueType = value
            } else {
                guard let category = category(key), let value = stringValue(),
                    forms.updateValue(value, forKey: category) == nil
                else { return nil }
            }
        }
        guard hasSpecType, let valueType, forms[.other] != nil else { return nil }
        return PluralVariable(
            name: name, specType: PluralEntryReader.pluralRuleType, valueType: valueType, forms: forms, location: nil)
    }

    /// ``PluralEntryReader/isValidValueType(_:)``, remembered: a file uses one or two value types.
    private mutating func isValidValueType(_ valueType: String) -> Bool {
        if validValueTypes.contains(valueType) { return true }
        // `%ld` is accepted with a warning: the full reader reports it.
        guard !valueType.hasPrefix("%"), PluralEntryReader.isValidValueType(valueType) else { return false }
        validValueTypes.append(valueType)
        return true
    }

    /// The plural category a key names.
    private func category(_ key: Range<Int>) -> PluralCategory? {
        switch key.count {
        case 3: matches(key, "one") ? .one : matches(key, "two") ? .two : matches(key, "few") ? .few : nil
        case 4: matches(key, "zero") ? .zero : matches(key, "many") ? .many : nil
        case 5: matches(key, "other") ? .other : nil
        default: nil
        }
    }

    /// A `<string>` value (`<string/>` is empty).
    private mutating func stringValue() -> String? {
        guard case .start(let name, let selfClosing) = nextTag(), matches(name, "string") else { return nil }
        return selfClosing ? "" : text(of: "string")
    }

    /// The character data up to `</name>` when it has no reference, as a range of ``bytes``.
    private mutating func plainText(of name: StaticString) -> Range<Int>? {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&") { index += 1 }
        let end = index
        return closes(name) ? start..<end : nil
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The character data up to `</name>`, with the predefined entities decoded.
    private mutating func text(of name: StaticString) -> String? {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&") { index += 1 }
        let end = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "&") {
            return decodedText(from: start, of: name)
        }
        guard closes(name) else { return nil }
        return string(start..<end)
    }

    /// ``text(of:)`` with references, from the start of the text.
    private mutating func decodedText(from start: Int, of name: StaticString) -> String? {
        var output = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            guard bytes[index] == UInt8(ascii: "&") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            guard let (text, replacement) = Self.entities.first(where: { hasPrefix($0.text) }) else { return nil }
            output.append(replacement)
            index += text.utf8CodeUnitCount
        }
        guard closes(name) else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    private static let entities: [(text: StaticString, replacement: UInt8)] = [
        ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")), ("&amp;", UInt8(ascii: "&")),
        ("&quot;", UInt8(ascii: "\"")), ("&apos;", UInt8(ascii: "'")),
    ]

    /// Consumes `</name>` at the current position, if it is there.
    private mutating func closes(_ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard hasPrefix("</"), index + count + 3 <= bytes.count else { return false }
        let nameStart = index + 2
        guard matches(nameStart..<(nameStart + count), name), bytes[nameStart + count] == UInt8(ascii: ">") else {
            return false
        }
        index = nameStart + count + 1
        return true
    }

    // MARK: Markup

    /// The next tag, skipping white space, comments, processing instructions and Apple's DOCTYPE;
    /// `nil` at anything else (text between elements, CDATA, an unterminated construct).
    private mutating func nextTag() -> Tag? {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x09, 0x0D:
                index += 1
                continue
            case UInt8(ascii: "<"):
                break
            default:
                return nil
            }
            let start = index
            if hasPrefix("<?") {
                guard skip(past: "?>") else { return nil }
            } else if hasPrefix("<!--") {
                guard skip(past: "-->") else { return nil }
            } else if hasPrefix("<!DOCTYPE") {
                guard skipDoctype() else { return nil }
            } else if hasPrefix("</") {
                index += 2
                let name = scanName()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return nil }
                index += 1
                return .end(name: name)
            } else {
                index += 1
                let name = scanName()
                guard !name.isEmpty, let selfClosing = skipAttributes(from: start) else { return nil }
                return .start(name: name, selfClosing: selfClosing)
            }
        }
        return .endOfInput
    }

    /// Reads past a tag's attributes; whether the tag closes itself, `nil` when it is malformed.
    private mutating func skipAttributes(from start: Int) -> Bool? {
        guard case .closed(let end, let selfClosing) = XMLMarkup.tagEnd(in: bytes, from: index),
            end - start <= XMLTokenizer.maximumTagLength
        else { return nil }
        index = end
        return selfClosing
    }

    /// Apple's DOCTYPE: only the property list DTD's identifiers, no internal subset.
    private mutating func skipDoctype() -> Bool {
        index += 9
        while true {
            switch XMLMarkup.doctypePart(in: bytes, from: index) {
            case .literal(let content):
                index = content.upperBound + 1
                guard XMLMarkup.propertyListDTD.contains(string(content)) else { return false }
            case .end(let end):
                index = end
                return true
            case .internalSubset, .unterminated:
                return false
            }
        }
    }

    private mutating func scanName() -> Range<Int> {
        let start = index
        index = XMLMarkup.nameEnd(in: bytes, from: index)
        return start..<index
    }

    // MARK: Helpers

    private func isStart(_ tag: Tag?, _ expected: StaticString, selfClosing expectedClosing: Bool) -> Bool {
        guard case .start(let name, let selfClosing) = tag else { return false }
        return selfClosing == expectedClosing && matches(name, expected)
    }

    private func matches(_ range: Range<Int>, _ name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount else { return false }
        let pointer = name.utf8Start
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != pointer[offset] { return false }
        return true
    }

    private func hasPrefix(_ prefix: StaticString) -> Bool {
        matches(index..<min(index + prefix.utf8CodeUnitCount, bytes.count), prefix)
    }

    /// Moves past the next `marker`; `false` when there is none.
    private mutating func skip(past marker: StaticString) -> Bool {
        let count = marker.utf8CodeUnitCount
        while index + count <= bytes.count {
            if matches(index..<(index + count), marker) {
                index += count
                return true
            }
            index += 1
        }
        return false
    }
}
