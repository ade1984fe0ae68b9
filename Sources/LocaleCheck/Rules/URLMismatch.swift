import Foundation
import LocaleCatalog
import LocalizationFormats

/// `url-mismatch`: every URL (`https://…`, `www.…`, any `scheme://…`) and e-mail address of the
/// development value must be in the translation unchanged.
///
/// Allowed: a language code in the URL's path, host or query may be the translation's own
/// (`…/en-US/kb/x` → `…/de/kb/x`); example addresses (hosts `example.com`/`.org`/`.net`, `*.example`,
/// `*.test`, `*.invalid`, `*.local`, `localhost`: RFC 2606 and mDNS names, shown as samples) may be
/// localized (`beispiel@beispiel.org`), and so may any URL of a key that names a placeholder or an
/// example (`external_base_url.placeholder` = `https://homeassistant.myhouse.com`); the translation
/// may add URLs of its own; punctuation that ends a sentence is not part of a URL.
public struct URLMismatch: TextPairCheck {
    public static let id = Diagnostic.Rule.urlMismatch
    public static let defaultSeverity: Diagnostic.Severity? = .warning
    public static let summary =
        "A URL or e-mail address of the development value is not in the translation unchanged (its language code may change)."

    /// The development language, whose code a translation may replace in a URL.
    let developmentLanguage: String

    /// A check that lets a translation replace `developmentLanguage`'s code in a URL.
    public init(developmentLanguage: String = DevelopmentLanguage.fallback) {
        self.developmentLanguage = developmentLanguage
    }

    public init?(_ context: CheckContext) {
        self.init(developmentLanguage: context.developmentLanguage)
    }

    public func mayHaveProblems(source: String, key: String, comment: String?) -> Bool {
        !expectedLinks(in: source, key: key).isEmpty
    }

    public func problems(in pair: TextPair) -> [TextProblem] {
        let expected = expectedLinks(in: pair.source, key: pair.key)
        guard !expected.isEmpty else { return [] }
        let actual = LinkScanner.links(in: pair.translation)
        var problems: [TextProblem] = []
        for link in Set(expected).sorted() where !actual.contains(where: { matches(link, $0) }) {
            problems.append(TextProblem("the translation does not have \(link) unchanged"))
        }
        return problems
    }

    /// Whether `translated` is `original`, but for language codes the source has for its own
    /// language (`en`, `en-US`, `en_us`) where the translation has any language code.
    func matches(_ original: String, _ translated: String) -> Bool {
        if original == translated { return true }
        let left = Self.segments(original)
        let right = Self.segments(translated)
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { source, target in
            source == target || (isDevelopmentCode(source) && Self.isLanguageCode(target))
        }
    }

    private func isDevelopmentCode(_ segment: Substring) -> Bool {
        Self.isLanguageCode(segment)
            && LanguageCode.normalize(String(segment)).lowercased().hasPrefix(developmentLanguage.lowercased())
    }

    /// Whether the key names a text field's placeholder or an example (`….placeholder`,
    /// `example_url`): its URL is a sample the translation may localize like any other text.
    /// The links of `source` a translation must keep: none for a sample key, no example addresses.
    private func expectedLinks(in source: String, key: String) -> [String] {
        guard LinkScanner.mayHaveLinks(source), !Self.isSampleKey(key) else { return [] }
        return LinkScanner.links(in: source).filter { !Self.isExample($0) }
    }

    static func isSampleKey(_ key: String) -> Bool {
        let lowercased = key.lowercased()
        return lowercased.contains("placeholder") || lowercased.contains("example")
    }

    /// Whether a URL or address names an example host, which a translation may localize.
    static func isExample(_ link: String) -> Bool {
        var host = Substring(link.lowercased())
        if let scheme = host.range(of: "://") { host = host[scheme.upperBound...] }
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        host = host.prefix { $0 != "/" && $0 != ":" && $0 != "?" && $0 != "#" }
        let labels = host.split(separator: ".")
        guard let last = labels.last else { return false }
        if host == "localhost" || ["example", "test", "invalid", "local"].contains(last) { return true }
        return labels.count >= 2 && labels[labels.count - 2] == "example" && ["com", "org", "net"].contains(last)
    }

    /// `de`, `pt-BR`, `zh_Hant`, `fil`: a language code as URLs write it.
    static func isLanguageCode(_ segment: Substring) -> Bool {
        let parts = segment.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter }), parts.count <= 3
        else { return false }
        return parts.dropFirst().allSatisfy {
            (2...4).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// A URL split at `/ . ? & = #`, the separators kept as their own segments.
    static func segments(_ url: String) -> [Substring] {
        var result: [Substring] = []
        var start = url.startIndex
        for index in url.indices where "/.?&=#".contains(url[index]) {
            result.append(url[start..<index])
            result.append(url[index...index])
            start = url.index(after: index)
        }
        result.append(url[start...])
        return result
    }
}

extension Diagnostic.Rule {
    /// A URL or e-mail address of the development value changed in a translation.
    public static let urlMismatch = Diagnostic.Rule("url-mismatch")
}
