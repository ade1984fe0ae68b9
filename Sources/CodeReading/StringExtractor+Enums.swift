import SwiftSourceScanner

/// `enum Label: LocalizedStringKey { case open = "start-page.open"; case managedOnly }`: each case's
/// raw value is a localized key, written or implied by the case's name, which Xcode extracts (Cork's
/// `OutdatedPackageListBoxViewType` gives `managedOnly`, its `LabelType` gives
/// `navigation.menu.maintenance.perform`).
extension StringExtractor {
    mutating func localizedRawValues(ofEnumAt position: Int) {
        guard tokens.name(position + 1) != nil, tokens.isSymbol(position + 2, ":"),
            DeclarationIndex.isLocalized(TypeReader.type(at: position + 3, in: tokens).text)
        else { return }
        var open = position + 3
        while open < tokens.count, !tokens.isSymbol(open, "{") { open += 1 }
        let close = tokens.closing(open)
        var cursor = open + 1
        while cursor < close {
            if tokens.isSymbol(cursor, "{") || tokens.isSymbol(cursor, "(") || tokens.isSymbol(cursor, "[") {
                cursor = tokens.closing(cursor) + 1  // a member's body: not the enum's cases
            } else if tokens.isWord(cursor, "case") {
                cursor = caseRawValues(from: cursor + 1, end: close)
            } else {
                cursor += 1
            }
        }
    }

    /// The cases of one `case a, b = "…"` list from `start`: the position after it.
    private mutating func caseRawValues(from start: Int, end: Int) -> Int {
        var cursor = start
        while cursor < end, let name = tokens.name(cursor) {
            if tokens.isSymbol(cursor + 1, "="), tokens.isKind(cursor + 2, .string) {
                add(cursor + 2, table: "Localizable", call: "enum case")
                cursor += 3
            } else {
                extraction.strings.append(
                    ExtractedString(
                        key: name, table: "Localizable", comment: nil, defaultValue: nil, hasDefaultValue: false,
                        call: "enum case", location: location(of: cursor)))
                cursor += 1
            }
            guard tokens.isSymbol(cursor, ",") else { return cursor }
            cursor += 1
        }
        return cursor
    }
}
