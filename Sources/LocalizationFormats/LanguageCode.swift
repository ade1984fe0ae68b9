import Foundation

/// Normalizes the language folder spellings found in real projects to BCP 47 style.
///
/// `zh_Hans` → `zh-Hans`, `zh-hans` → `zh-Hans`, `pt-br` → `pt-BR`, `tg-cyrl` → `tg-Cyrl`,
/// `be-tarask` → `be-tarask`, `Base` → `Base`.
public enum LanguageCode {
    /// The development language when nothing names one (no configuration, no file declares it, no
    /// `CFBundleDevelopmentRegion`): the one default the tools and the runtime share.
    public static let defaultDevelopmentLanguage = "en"

    public static func normalize(_ code: String) -> String {
        if code == "Base" || code.lowercased() == "base" { return "Base" }
        let parts = code.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = parts.first else { return code }
        var result = [first.lowercased()]
        for part in parts.dropFirst() {
            let isAlpha = part.allSatisfy { $0.isASCII && $0.isLetter }
            let isDigit = part.allSatisfy { $0.isASCII && $0.isNumber }
            if isAlpha && part.count == 4 {
                result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if (isAlpha && part.count == 2) || (isDigit && part.count == 3) {
                result.append(part.uppercased())
            } else {
                result.append(part.lowercased())
            }
        }
        return result.joined(separator: "-")
    }

    /// The language subtag alone: `zh-Hant-HK` → `zh`.
    public static func base(of code: String) -> String {
        String(normalize(code).prefix { $0 != "-" })
    }

    /// The fallback chain of a code, most specific first: `zh-Hant-HK` → `zh-Hant` → `zh`.
    public static func fallbacks(of code: String) -> [String] {
        var parts = normalize(code).split(separator: "-").map(String.init)
        var chain: [String] = []
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return chain
    }

    /// Whether two codes name the same language once CLDR's likely subtags fill in what each
    /// leaves out: `en` = `en-US` = `en-Latn-US`, `zh-Hans` = `zh-CN`, but `en` ≠ `en-GB` and
    /// `pt` ≠ `pt-PT`. `Base` is only itself. Used to match a development language named one way
    /// (`en` in a configuration) with the files that spell it another (`en-US.lproj`,
    /// `source-language="en-US"`).
    public static func isSameLanguage(_ first: String, _ second: String) -> Bool {
        let (first, second) = (normalize(first), normalize(second))
        if first == second { return true }
        if first == "Base" || second == "Base" || base(of: first) != base(of: second) { return false }
        // CLDR's likely subtags came to Foundation with `Locale.Language`; before it, codes spelled
        // differently are taken as different languages (the tool runs where it exists: Xcode 15 needs macOS 13.5).
        guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else { return false }
        return Locale.Language(identifier: first).maximalIdentifier
            == Locale.Language(identifier: second).maximalIdentifier
    }
}
