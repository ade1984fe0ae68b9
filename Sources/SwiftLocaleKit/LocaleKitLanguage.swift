import Foundation
import LocalizationFormats

/// A language the app can be shown in, identified by a BCP 47 style code (`en`, `de-AT`, `zh-Hans`).
///
/// Two languages are equal (`==`, and alike as `Set` members and dictionary keys) when their short codes
/// match: `en == en-US`, and also `zh-Hans == zh-Hant` and `pt-BR == pt-PT`. That is the seed's rule, kept
/// so that a language selected as `en` is the `en-US` the system prefers. Where the script or the region
/// matters (a language picker listing `zh-Hans` and `zh-Hant`, a table per variant), compare with
/// ``isIdentical(to:)``, which compares the normalized codes.
///
/// ```swift
/// let german = LocaleKitLanguage(code: "de_AT")
/// german.code          // "de-AT"
/// german.shortCode     // "de"
/// german.nativeName    // "Deutsch (Österreich)"
/// ```
public struct LocaleKitLanguage: Sendable, CustomStringConvertible {
    /// The normalized code: `zh_Hans` and `zh-hans` become `zh-Hans`, `pt-br` becomes `pt-BR`.
    public let code: String

    /// A language from its code, in any spelling (`zh_Hans`, `pt-br`); see ``code``.
    public init(code: String) {
        self.code = LanguageCode.normalize(code)
    }

    /// The language subtag alone: `zh-Hans` → `zh`, `en-US` → `en`.
    public var shortCode: String { LanguageCode.base(of: code) }

    /// The locale for formatting numbers and dates in this language.
    public var locale: Locale { Locale(identifier: code) }

    /// The language's name in itself: `Deutsch`, `русский`, `简体中文`.
    public var nativeName: String { name(in: locale) }

    /// The language's name in the device's language (the first preferred language).
    public var deviceLocaleName: String { name(in: LocaleKit.shared.deviceLocale) }

    /// The language's name in the app's current language.
    public var currentLocaleName: String { name(in: LocaleKit.shared.currentLanguage.locale) }

    /// The language's name as `locale` writes it, or the code when the locale knows no name.
    public func name(in locale: Locale) -> String {
        locale.localizedString(forIdentifier: code) ?? code
    }

    /// Right-to-left for Arabic, Hebrew, Persian…; left-to-right for the others and for unknown codes.
    public var characterDirection: Locale.LanguageDirection {
        let direction: Locale.LanguageDirection
        if #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) {
            direction = Locale.Language(identifier: code).characterDirection
        } else {
            direction = NSLocale.characterDirection(forLanguage: code)
        }
        switch direction {
        case .rightToLeft, .topToBottom, .bottomToTop: return direction
        default: return .leftToRight
        }
    }

    /// `true` for right-to-left languages.
    public var isRightToLeft: Bool { characterDirection == .rightToLeft }

    public var description: String { code }

    /// Whether both are the same language, script and region: their normalized codes are equal.
    ///
    /// ```swift
    /// LocaleKitLanguage(code: "zh-Hans") == LocaleKitLanguage(code: "zh-Hant")                 // true
    /// LocaleKitLanguage(code: "zh-Hans").isIdentical(to: LocaleKitLanguage(code: "zh-Hant"))   // false
    /// LocaleKitLanguage(code: "zh_hans").isIdentical(to: LocaleKitLanguage(code: "zh-Hans"))   // true
    /// ```
    public func isIdentical(to other: LocaleKitLanguage) -> Bool {
        code == other.code
    }
}

extension LocaleKitLanguage: Hashable {
    /// Equal when the short codes match: `en == en-US`, `zh-Hans == zh-Hant` (see ``isIdentical(to:)``).
    public static func == (lhs: LocaleKitLanguage, rhs: LocaleKitLanguage) -> Bool {
        lhs.shortCode == rhs.shortCode
    }

    /// Hashes the short code only, so equal languages hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(shortCode)
    }
}

extension LocaleKitLanguage: Codable {
    /// Decodes a single string: the code.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(code: try container.decode(String.self))
    }

    /// Encodes a single string: the code.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
