import SwiftSourceScanner

/// `static var caseDisplayRepresentations: [Tab: DisplayRepresentation] = [.home: "Home", .lists:
/// .init(title: "Lists")]` (App Intents' `AppEnum`): a dictionary literal whose declared value type
/// is localized gives its literal values, and its `.init(…)` values the labels that type localizes.
extension StringExtractor {
    /// `V` of a written `[K:V]` (spaces dropped), else nil.
    static func dictionaryValueType(_ type: String) -> String? {
        guard type.hasPrefix("["), type.hasSuffix("]"), let colon = type.firstIndex(of: ":") else { return nil }
        let value = String(type[type.index(after: colon)...].dropLast())
        return value.contains(":") || value.contains("[") ? nil : value
    }

    /// The dictionary literal after the type (`= [` or a computed `{ [`).
    mutating func dictionary(after end: Int, of valueType: String, name: String) {
        let base = Self.baseName(of: valueType)
        let isLocalized = DeclarationIndex.isLocalized(valueType)
        let isKnownType = declarations.declaredTypes.contains(base) || LocalizableCalls.labeledInitializers[base] != nil
        guard isLocalized || isKnownType else { return }
        var open = end + 1
        if tokens.isSymbol(end, "{"), tokens.isWord(open, "return") { open += 1 }
        guard tokens.isSymbol(end, "=") || tokens.isSymbol(end, "{"), tokens.isSymbol(open, "[") else { return }
        let call = "\(name): [_: \(valueType)]"
        for element in CallArgument.arguments(from: open, in: tokens) {
            // A dictionary element reads as a labelled argument only for a name key; find its `:`.
            var value = element.value
            if element.label == nil, let colon = value.first(where: { tokens.isSymbol($0, ":") }) {
                value = (colon + 1)..<value.upperBound
            }
            if isLocalized, value.count == 1, tokens.isKind(value.lowerBound, .string) {
                add(value.lowerBound, table: "Localizable", call: call)
            } else if tokens.isSymbol(value.lowerBound, "."), tokens.isWord(value.lowerBound + 1, "init"),
                tokens.isSymbol(value.lowerBound + 2, "(")
            {
                let arguments = CallArgument.arguments(from: value.lowerBound + 2, in: tokens)
                for argument in arguments {
                    guard let label = argument.label, declarations.isLocalizedInitializerLabel(label, ofKnown: base),
                        let literal = argument.literal(in: tokens)
                    else { continue }
                    add(literal, table: "Localizable", call: "\(base).init")
                }
            }
        }
    }
}
