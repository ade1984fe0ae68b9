import AccessorGeneration
import CodeReading
import LocaleCatalog
import LocaleCheck
import LocalizationFormats
import SwiftSourceScanner

/// Finds the key references in one scanned Swift file: generated accessors (through an
/// ``AccessorPathIndex``), literal keys in localized calls, and keys built at run time.
public struct SourceReferenceFinder: Sendable {
    public var index: AccessorPathIndex
    public var functions: UsageFunctions

    public init(index: AccessorPathIndex, functions: UsageFunctions = UsageFunctions()) {
        self.index = index
        self.functions = functions
    }

    /// The references in `source` (read from `file`), in source order; with `uses`, the code reader's
    /// localized uses of the file (``StringExtraction``: SwiftUI and App Intents positions, calls in
    /// interpolations…) are references too, where this finder has none at the same place.
    public func references(in source: SwiftSource, file: String, uses: [ExtractedString] = []) -> [KeyReference] {
        var references: [KeyReference] = []
        var calledLiterals = Set<Int>()
        for chain in source.memberChains() {
            if let (target, count) = index.target(for: chain.components) {
                references.append(
                    KeyReference(
                        kind: .accessor, key: target.key, table: target.table,
                        call: chain.components.prefix(count).joined(separator: "."),
                        location: SourceLocation(file: file, line: chain.line, column: chain.column)))
            } else if let reference = call(chain, in: source, file: file) {
                references.append(reference.reference)
                calledLiterals.insert(reference.literal)
            }
        }
        for tokenIndex in source.tokens.indices where source.tokens[tokenIndex].kind == .string {
            if let reference = localizedMember(of: tokenIndex, in: source, file: file) {
                references.append(reference)
                calledLiterals.insert(tokenIndex)
            } else if !calledLiterals.contains(tokenIndex), let mention = mention(tokenIndex, in: source, file: file) {
                references.append(mention)
            }
        }
        references = Self.merging(uses, into: references)
        markDevelopmentOnly(&references, in: source)
        return references.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// `references` with the reader's `uses` as literal references: a use replaces a mere mention or
    /// run-time prefix at its place, and adds nothing where this finder already has a lookup there.
    static func merging(_ uses: [ExtractedString], into references: [KeyReference]) -> [KeyReference] {
        guard !uses.isEmpty else { return references }
        struct Place: Hashable {
            var line: Int
            var column: Int
        }
        let used = Set(uses.map { Place(line: $0.location.line, column: $0.location.column) })
        var kept: [KeyReference] = []
        var looked = Set<Place>()
        for reference in references {
            let place = Place(line: reference.location.line, column: reference.location.column)
            let isWeak =
                reference.kind == .mention || (reference.kind == .runtime && reference.call == "string interpolation")
            if used.contains(place) && isWeak { continue }
            if !isWeak { looked.insert(place) }
            kept.append(reference)
        }
        for use in uses where !looked.contains(Place(line: use.location.line, column: use.location.column)) {
            kept.append(
                KeyReference(kind: .literal, key: use.key, table: use.table, call: use.call, location: use.location))
        }
        return kept
    }

    /// Marks the references inside code that does not ship (``SwiftSource/developmentOnlyRanges()``).
    private func markDevelopmentOnly(_ references: inout [KeyReference], in source: SwiftSource) {
        let ranges = source.developmentOnlyRanges()
        guard !ranges.isEmpty else { return }
        let spans = ranges.map { range in
            let first = source.tokens[range.lowerBound]
            let last = source.tokens[range.upperBound - 1]
            return (start: (Int(first.line), Int(first.column)), end: (Int(last.line), Int(last.column)))
        }
        for index in references.indices {
            let place = (references[index].location.line, references[index].location.column)
            references[index].isDevelopmentOnly = spans.contains { $0.start <= place && place <= $0.end }
        }
    }

    /// `NAME("key", …)`, `String(localized: "key", …)`, `x.localized("key", …)`: a call whose first
    /// argument is a literal alone.
    func call(_ chain: MemberChain, in source: SwiftSource, file: String) -> (reference: KeyReference, literal: Int)? {
        guard let last = chain.tokenIndices.last, let open = source.next(after: last),
            source.token(source.tokens[open], is: "(")
        else { return nil }
        let names = chain.components[...]
        let name = chain.components[chain.components.count - 1]
        let isLocalizedMember = name == "localized" && chain.components.count > 1
        let isStringLocalized = name == "String"
        guard functions.matches(names) || isLocalizedMember || isStringLocalized else { return nil }
        guard var first = source.next(after: open) else { return nil }
        if isStringLocalized {
            guard source.tokens[first].kind == .identifier, source.token(source.tokens[first], is: "localized"),
                let colon = source.next(after: first), source.token(source.tokens[colon], is: ":"),
                let value = source.next(after: colon)
            else { return nil }
            first = value
        }
        // `extension String { var localized: String { NSLocalizedString(self, comment: "") } }`: the helper's
        // own definition; its uses (`"key".localized`) are read where they are, so it makes no key possibly used.
        if source.tokens[first].kind == .identifier, source.token(source.tokens[first], is: "self"),
            let after = source.next(after: first),
            source.token(source.tokens[after], is: ",") || source.token(source.tokens[after], is: ")")
        {
            return nil
        }
        let arguments = Self.labeledLiterals(from: first, in: source)
        let table = arguments["tableName"] ?? arguments["table"] ?? (isLocalizedMember ? nil : Self.defaultTable(name))
        let callName = isStringLocalized ? "String(localized:)" : chain.path
        if let (key, last) = Self.concatenatedLiterals(at: first, in: source) {
            // `NSLocalizedString("A long " + "sentence", …)`: one key, split for the line's length.
            let token = source.tokens[first]
            let location = SourceLocation(file: file, line: Int(token.line), column: Int(token.column))
            return (KeyReference(kind: .literal, key: key, table: table, call: callName, location: location), last)
        }
        guard let literal = Self.wholeArgumentLiteral(at: first, in: source) else {
            guard Self.variableLookups.contains(name) || isStringLocalized, Self.isExpression(at: first, in: source)
            else { return nil }
            let token = source.tokens[first]
            let location = SourceLocation(file: file, line: Int(token.line), column: Int(token.column))
            return (KeyReference(kind: .variable, key: "", table: table, call: callName, location: location), first)
        }
        var found = reference(literal: literal, table: table, call: callName, in: source, file: file)
        if found.kind == .runtime, Self.specifierLookups.contains(name) || isStringLocalized {
            found.literalPieces = Self.pieces(of: source.literal(at: literal))
        }
        return (found, literal)
    }

    /// Lookups whose key may be any expression of a key type (`LocalizedStringKey(name)`); `Text(name)`
    /// is not one: with a `String` it shows the text as it is.
    static let variableLookups: Set<String> = ["NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource"]

    /// Lookups that make each interpolation of their literal a format specifier of the key
    /// (`LocalizedStringKey`'s interpolation): `Text("\(n) files")` looks up `"%lld files"`.
    static let specifierLookups: Set<String> = ["Text", "LocalizedStringKey", "LocalizedStringResource"]

    /// `"a\(x)b\(y)"` → `["a", "b", ""]`: the text between interpolations.
    static func pieces(of literal: SwiftStringLiteral) -> [String] {
        var pieces = [""]
        for segment in literal.segments {
            switch segment {
            case .text(let text): pieces[pieces.count - 1] += text
            case .interpolation: pieces.append("")
            }
        }
        return pieces
    }

    /// Whether the argument at `index` is a name or a member chain alone (`name`, `item.title`, `$0`),
    /// ending the argument list or followed by another argument.
    static func isExpression(at index: Int, in source: SwiftSource) -> Bool {
        var cursor = index
        while true {
            guard source.tokens[cursor].kind == .identifier, let after = source.next(after: cursor) else {
                return false
            }
            let token = source.tokens[after]
            if source.token(token, is: ",") || source.token(token, is: ")") { return true }
            guard source.token(token, is: "."), let next = source.next(after: after) else { return false }
            cursor = next
        }
    }

    /// `"key".localized`, `"key".localized(comment: …)`, `"key".localized(language)`.
    func localizedMember(of literal: Int, in source: SwiftSource, file: String) -> KeyReference? {
        guard let dot = source.next(after: literal), source.token(source.tokens[dot], is: "."),
            let name = source.next(after: dot), source.token(source.tokens[name], is: "localized")
        else { return nil }
        return reference(literal: literal, table: nil, call: ".localized", in: source, file: file)
    }

    /// Any other literal: the exact text of a key, or a run-time key's static prefix, is a mention
    /// (the key may travel through a variable); ``UsageAnalyzer`` decides what matches.
    func mention(_ literal: Int, in source: SwiftSource, file: String) -> KeyReference? {
        let token = source.tokens[literal]
        guard token.range.count >= 3 else { return nil }  // `""`: nothing to match
        var reference = reference(literal: literal, table: nil, call: "", in: source, file: file)
        guard !reference.key.isEmpty else { return nil }
        reference.call = reference.kind == .runtime ? "string interpolation" : "literal"
        reference.kind = reference.kind == .runtime ? .runtime : .mention
        return reference
    }

    func reference(literal: Int, table: String?, call: String, in source: SwiftSource, file: String) -> KeyReference {
        let token = source.tokens[literal]
        let value = source.literal(at: literal)
        let location = SourceLocation(file: file, line: Int(token.line), column: Int(token.column))
        if let key = value.staticValue {
            return KeyReference(kind: .literal, key: key, table: table, call: call, location: location)
        }
        return KeyReference(kind: .runtime, key: value.staticPrefix, table: table, call: call, location: location)
    }

    /// `"a" + "b" + …` as the whole argument at `index`: the joined text and the last literal's index.
    static func concatenatedLiterals(at index: Int, in source: SwiftSource) -> (key: String, last: Int)? {
        var key = ""
        var cursor = index
        var count = 0
        while true {
            guard source.tokens[cursor].kind == .string, let text = source.literal(at: cursor).staticValue,
                let after = source.next(after: cursor)
            else { return nil }
            key += text
            count += 1
            let end = source.tokens[after]
            if source.token(end, is: ",") || source.token(end, is: ")") { return count > 1 ? (key, cursor) : nil }
            guard source.token(end, is: "+"), let next = source.next(after: after) else { return nil }
            cursor = next
        }
    }

    /// The literal at `index` when it is the whole argument (followed by `,` or `)`).
    static func wholeArgumentLiteral(at index: Int, in source: SwiftSource) -> Int? {
        guard source.tokens[index].kind == .string, let after = source.next(after: index) else { return nil }
        let end = source.tokens[after]
        return source.token(end, is: ",") || source.token(end, is: ")") ? index : nil
    }

    /// `label: "literal"` arguments of the call whose first argument starts at `first`.
    static func labeledLiterals(from first: Int, in source: SwiftSource) -> [String: String] {
        var result: [String: String] = [:]
        var depth = 0
        var cursor: Int? = first
        while let index = cursor {
            let token = source.tokens[index]
            if token.kind == .punctuation && (source.token(token, is: "(") || source.token(token, is: "[")) {
                depth += 1
            } else if token.kind == .punctuation && (source.token(token, is: ")") || source.token(token, is: "]")) {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, token.kind == .identifier, let colon = source.next(after: index),
                source.token(source.tokens[colon], is: ":"), let value = source.next(after: colon),
                source.tokens[value].kind == .string, let text = source.literal(at: value).staticValue
            {
                result[source.name(of: token)] = text
            }
            cursor = source.next(after: index)
        }
        return result
    }

    /// The table a call reads when it names none: SwiftUI and Foundation read `Localizable`;
    /// functions from `localekit.json` may read any.
    static func defaultTable(_ name: String) -> String? {
        UsageFunctions.builtIn.contains(name) || name == "String" ? "Localizable" : nil
    }
}
