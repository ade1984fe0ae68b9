import LocalizationFormats

/// The development text Xcode writes into a String Catalog from a default value: with two or more
/// format specifiers and none numbered, each is numbered in order (`Close active tabs (%d) … (sites:
/// %d).` is written `(%1$d) … (sites: %2$d).`, as in DuckDuckGo's catalog, where all 46 such values
/// are numbered), so that a translation may reorder them. Otherwise the value as written.
enum DevelopmentText {
    static func numbered(_ value: String) -> String {
        var scanner = FormatDirectiveScanner(value)
        var directives: [FormatDirective] = []
        while let directive = scanner.next() {
            guard !directive.isPercentSign else { continue }
            // A numbered, starred, malformed or `%#@` directive: the text is left as written.
            guard directive.failure == nil, directive.explicitPosition == nil, directive.stars.isEmpty,
                directive.variable == nil
            else { return value }
            directives.append(directive)
        }
        guard directives.count >= 2 else { return value }
        var bytes = scanner.bytes
        for (number, directive) in directives.enumerated().reversed() {
            bytes.insert(contentsOf: Array("\(number + 1)$".utf8), at: directive.range.lowerBound + 1)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
