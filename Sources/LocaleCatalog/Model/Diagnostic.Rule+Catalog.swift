import LocalizationFormats

/// The ids the loader, the XLIFF/String Catalog/XML readers and the configuration report.
extension Diagnostic.Rule {
    /// A file or folder that cannot be read (missing, a directory, a pipe, an unsupported type).
    public static let io = Diagnostic.Rule("io")
    /// A `localekit.json` problem.
    public static let config = Diagnostic.Rule("config")
    /// XML that libxml2 rejects.
    public static let xml = Diagnostic.Rule("xml")
    /// A DOCTYPE with entity declarations or an external DTD (refused, never loaded).
    public static let xmlDoctype = Diagnostic.Rule("xml-doctype")
    /// An XLIFF structure problem.
    public static let xliff = Diagnostic.Rule("xliff")
    /// An XLIFF plural whose parts cannot be assembled as Xcode writes them.
    public static let xliffPlural = Diagnostic.Rule("xliff-plural")
    /// A String Catalog structure problem.
    public static let xcstrings = Diagnostic.Rule("xcstrings")
    /// Files of one catalog that declare different development languages.
    public static let developmentLanguage = Diagnostic.Rule("development-language")
    /// A 0-byte `.strings` file (Foundation cannot read it).
    public static let emptyFile = Diagnostic.Rule("empty-file")
    /// A translation `localekit import` refuses, or a file it cannot edit in place.
    public static let `import` = Diagnostic.Rule("import")
    /// A key the Swift sources use that no table defines (`localekit usage`).
    public static let undefinedKey = Diagnostic.Rule("undefined-key")
    /// A key no Swift source uses (`localekit usage`).
    public static let unusedKey = Diagnostic.Rule("unused-key")
}
