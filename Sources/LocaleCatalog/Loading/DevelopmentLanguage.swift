import LocalizationFormats

/// The one rule that decides a catalog's development language (the reference every translation is
/// compared with), shared by `check`, `stats`, `generate`, `compile`, `export`, `dump` and the
/// build plugin.
///
/// In order:
/// 1. the configuration's `developmentLanguage` (or `--development-language`), when it names one;
/// 2. what the files declare: XLIFF `source-language`, `.xcstrings` `sourceLanguage`;
/// 3. `en`, when a table exists in it;
/// 4. `Base`, when there is a `Base.lproj` and no `en.lproj` (Base internationalization);
/// 5. `en`.
///
/// Codes match by CLDR likely subtags (`en` = `en-US`, see `LanguageCode/isSameLanguage(_:_:)`),
/// and the result is spelled as the files spell it: a configuration saying `en` over
/// `en-US.lproj` folders gives `en-US`. Declarations that name different languages are one error
/// (`development-language`) naming both files.
///
/// ```swift
/// let resolved = DevelopmentLanguage.resolve(configured: nil, declarations: [], languages: ["Base", "de"])
/// // resolved.code == "Base"
/// ```
public struct DevelopmentLanguage: Sendable, Hashable {
    /// A language a file declares as its source language.
    public struct Declaration: Sendable, Hashable {
        /// The language code the file declares, as written.
        public var language: String
        /// The file that declares it.
        public var file: String

        /// `file` declares `language` as its source language.
        public init(language: String, file: String) {
            self.language = language
            self.file = file
        }
    }

    /// The language, spelled as the files spell it (normalized).
    public var code: String
    /// Declarations that disagree with each other (at most one error).
    public var diagnostics: [Diagnostic]

    /// The language rules 3 and 5 fall back to.
    public static let fallback = LanguageCode.defaultDevelopmentLanguage

    /// Where readers file what belongs to the development language before it is decided: the sources of an
    /// XLIFF `<file>` that names no `source-language`. ``Catalog/resolveDevelopmentLanguage(configured:)``
    /// moves them into the resolved language; no language code is spelled so.
    public static let undeclared = "*development*"

    /// Decides the development language of one catalog.
    /// - Parameters:
    ///   - configured: what the configuration or the command line names, if anything.
    ///   - declarations: the source languages the catalog's files declare, in file order.
    ///   - languages: every language the catalog has a table or an Interface Builder file in.
    public static func resolve(configured: String?, declarations: [Declaration], languages: some Collection<String>)
        -> DevelopmentLanguage
    {
        // A configuration that names the language settles what the files disagree on.
        let diagnostics = configured == nil ? conflict(in: declarations).map { [$0] } ?? [] : []
        if let wanted = configured.map(LanguageCode.normalize).flatMap({ $0.isEmpty ? nil : $0 })
            ?? declarations.first?.language
        {
            return DevelopmentLanguage(code: spelling(of: wanted, in: languages), diagnostics: diagnostics)
        }
        if let english = match(fallback, in: languages) {
            return DevelopmentLanguage(code: english, diagnostics: diagnostics)
        }
        let code = languages.contains("Base") ? "Base" : fallback
        return DevelopmentLanguage(code: code, diagnostics: diagnostics)
    }

    /// `language` as `languages` spell it: itself when present, else the first (sorted) that is the
    /// same language, else itself normalized.
    public static func spelling(of language: String, in languages: some Collection<String>) -> String {
        match(language, in: languages) ?? LanguageCode.normalize(language)
    }

    /// A configuration's supported languages as the files spell them (`en` lists `en-US.lproj`).
    /// With `Base` as the development language, the fallback language listed without a file of its
    /// own (`"supportedLanguages": ["en", "de"]` over `Base.lproj` and `de.lproj`) is the one `Base`
    /// holds, not a translation missing everywhere.
    public static func supportedLanguages(configured: [String], development: String, languages: Set<String>)
        -> Set<String>
    {
        Set(
            configured.compactMap { code in
                let spelled = spelling(of: code, in: languages)
                let heldByBase =
                    development == "Base" && !languages.contains(spelled)
                    && LanguageCode.isSameLanguage(spelled, fallback)
                return heldByBase ? nil : spelled
            })
    }

    private static func match(_ language: String, in languages: some Collection<String>) -> String? {
        let normalized = LanguageCode.normalize(language)
        if languages.contains(normalized) { return normalized }
        return languages.sorted().first { LanguageCode.isSameLanguage($0, normalized) }
    }

    /// The first declaration that names another language than the first one, as one error at that
    /// file with a note at the first.
    public static func conflict(in declarations: [Declaration]) -> Diagnostic? {
        guard let first = declarations.first,
            let other = declarations.first(where: { !LanguageCode.isSameLanguage($0.language, first.language) })
        else { return nil }
        return Diagnostic(
            .error, rule: .developmentLanguage,
            "the files disagree on the development language: \(other.file) declares '\(other.language)', "
                + "\(first.file) declares '\(first.language)'; name it as \"developmentLanguage\" in localekit.json "
                + "(or --development-language)",
            at: SourceLocation(file: other.file),
            notes: [Diagnostic.Note("'\(first.language)' is declared here", at: SourceLocation(file: first.file))])
    }
}
