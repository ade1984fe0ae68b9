import Foundation
import LocalizationFormats

extension LocaleKit {
    /// The translation of `key`, formatted with `arguments` in the language's locale.
    ///
    /// Looks in `<language>.lproj/<table>.stringsdict` then `.strings` of `bundle`, falling back
    /// `zh-Hant-HK → zh-Hant → zh → development language → Base`, and returns `key` itself when no
    /// table has it. A `.stringsdict` entry picks each `%#@variable@` form by the CLDR plural rule of
    /// the table's language for its argument (`1.5` is `other` in English, `one` in French). A
    /// variable-width entry (`NSStringVariableWidthRuleType`) gives the variant for `width` as
    /// `NSString.variantFittingPresentationWidth(_:)` picks it (the largest width not above it, else the
    /// narrowest), and without a width its widest variant, on every platform.
    ///
    /// ```swift
    /// LocaleKit.shared.localized("inbox.count", arguments: [3])          // "3 messages"
    /// LocaleKit.shared.localized("title", table: "Settings", bundle: .module, language: .init(code: "de"))
    /// LocaleKit.shared.localized("tab.favorites", width: 20)              // "Fav. Players"
    /// ```
    ///
    /// - Parameters:
    ///   - key: the key, as the development language's table spells it.
    ///   - table: the table name; `nil` means `Localizable`.
    ///   - bundle: the bundle whose `<lang>.lproj` folders hold the table; `nil` means ``bundle``, the one
    ///     ``configure(defaultLanguage:bundle:preferredLanguages:selectionStore:)`` set (as for
    ///     `String.localized`), else the main bundle.
    ///   - language: `nil` means ``currentLanguage``.
    ///   - arguments: printf-style arguments; with none, a `.strings` value is returned as written.
    ///   - width: the presentation width for a variable-width entry; `nil` means its widest variant.
    ///     Other entries have one text for every width.
    public func localized(
        _ key: String, table: String? = nil, bundle: Bundle? = nil, language: LocaleKitLanguage? = nil,
        arguments: [any CVarArg] = [], width: Int? = nil
    ) -> String {
        let bundle = bundle ?? self.bundle
        let code = language?.code ?? currentLanguage.code
        let tableName = table ?? "Localizable"
        let (resolution, diagnostics) = cache.resolve(key, bundle: bundle, language: code, table: tableName)
        if let diagnostics, let handler = diagnosticHandler {
            for diagnostic in diagnostics { handler(diagnostic) }
        }
        let text: String
        switch resolution {
        case .text(let value):
            text = value
        case .widths(let variants):
            text = (width.flatMap(variants.text(fitting:)) ?? variants.widest) ?? key
        case .plural(let plural, let table):
            let locale = cache.locale(bundle: bundle, language: code, table: tableName)
            return plural.string(arguments: arguments, rule: table.pluralRule, locale: locale)
        case .missing:
            return key
        }
        if arguments.isEmpty { return text }
        let locale = cache.locale(bundle: bundle, language: code, table: tableName)
        return ArgumentFormatter.format(PrintfTemplate(parsing: text), arguments: arguments, locale: locale)
    }

    /// ``localized(_:table:bundle:language:arguments:width:)`` on ``shared`` (without a bundle: the
    /// configured one).
    public static func localized(
        _ key: String, table: String? = nil, bundle: Bundle? = nil, language: LocaleKitLanguage? = nil,
        arguments: [any CVarArg] = [], width: Int? = nil
    ) -> String {
        shared.localized(key, table: table, bundle: bundle, language: language, arguments: arguments, width: width)
    }

    /// Forgets every loaded table, so the next lookups read the files again.
    public func reloadTables() {
        cache.removeAll()
    }
}
