import Foundation
import LocalizationFormats

/// Pseudo-translations of the development language, to find truncation, hard-coded text and
/// layout that does not mirror before translators start. Placeholders, `%%`, markup, entities and
/// URLs are kept exactly, so `check` finds no placeholder, format or plural problem in them.
///
/// ```swift
/// PseudoLocalizer(style: .accented).text("Delete %d files?")   // "[Ðéļéţé %d ƒîļéš? one two]"
/// PseudoLocalizer(style: .bidi).text("Delete %d files?")       // "\u{200F}\u{202E}Delete\u{202C} %d …"
/// ```
public struct PseudoLocalizer: Sendable {
    /// The pseudo-language it writes.
    public var style: PseudoStyle

    /// A localizer that writes `style`.
    public init(style: PseudoStyle) {
        self.style = style
    }

    /// The pseudo-translation of one text. Leading and trailing whitespace stays outside the
    /// brackets and marks, as it was (`check`'s `whitespace-mismatch` compares it).
    public func text(_ text: String) -> String {
        let leading = text.prefix { $0.isWhitespace }
        guard leading.endIndex < text.endIndex else { return text }
        let trailing = text[leading.endIndex...].reversed().prefix { $0.isWhitespace }
        let core = String(text[leading.endIndex..<text.index(text.endIndex, offsetBy: -trailing.count)])
        return leading + pseudo(core) + String(trailing.reversed())
    }

    private func pseudo(_ text: String) -> String {
        let parts = PseudoText(text).parts
        // Nothing to translate (only placeholders, markup or spaces): `%@`, `%#@files@` stay as they are.
        let hasWords = parts.contains { part in
            if case .words(let words) = part { return words.contains { $0.isLetter } }
            return false
        }
        guard hasWords else { return text }
        switch style {
        case .accented: return accented(parts)
        case .bidi: return bidi(parts)
        }
    }

    /// The pseudo-translation of an entry: its text, or its format and every plural form (with the
    /// categories the pseudo-language's plural rules need, filled from `other`).
    public func translation(_ translation: Translation) -> Translation {
        switch translation {
        case .text(let value):
            return .text(text(value))
        case .plural(let plural):
            let needed = PluralRules.categories(for: style.pluralLanguage)
            let variables = plural.variables.map { variable in
                var result = variable
                result.location = nil
                result.forms = variable.forms.mapValues(text)
                for category in needed where result.forms[category] == nil {
                    result.forms[category] = result.form(for: category)
                }
                return result
            }
            return .plural(PluralTranslation(format: text(plural.format), variables: variables))
        }
    }

    private static let accents: [Character: Character] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()

    private static let filler = "one two three four five six seven eight nine ten eleven twelve thirteen".split(
        separator: " ")

    /// Letters accented, then filler words worth 40% of the letters, all in brackets.
    private func accented(_ parts: [PseudoText.Part]) -> String {
        var body = ""
        var letters = 0
        for part in parts {
            switch part {
            case .kept(let kept): body += kept
            case .words(let words):
                for character in words {
                    if character.isLetter { letters += 1 }
                    body.append(Self.accents[character] ?? character)
                }
            }
        }
        let wanted = (letters * 4 + 9) / 10
        var padding: [Substring] = []
        var length = 0
        var index = 0
        while length < wanted {
            let word = Self.filler[index % Self.filler.count]
            padding.append(word)
            length += word.count + 1
            index += 1
        }
        return "[" + body + (padding.isEmpty ? "" : " " + padding.joined(separator: " ")) + "]"
    }

    /// Each run of letters in a right-to-left override, the whole in right-to-left marks.
    private func bidi(_ parts: [PseudoText.Part]) -> String {
        var body = ""
        for part in parts {
            switch part {
            case .kept(let kept): body += kept
            case .words(let words):
                var inWord = false
                for character in words {
                    let isWordCharacter = character.isLetter || character.isNumber
                    if isWordCharacter != inWord {
                        body += isWordCharacter ? "\u{202E}" : "\u{202C}"
                        inWord = isWordCharacter
                    }
                    body.append(character)
                }
                if inWord { body += "\u{202C}" }
            }
        }
        return "\u{200F}" + body + "\u{200F}"
    }
}
