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
}
