import LocalizationFormats

extension Diagnostic.Rule {
    /// A change `sync` makes (or, with `--check`, would make) to a catalog or table.
    public static let sync = Diagnostic.Rule("sync")
    /// A localizable literal whose key the sources do not settle (an interpolation of unknown type).
    public static let undeterminableKey = Diagnostic.Rule("undeterminable-key")
    /// `format`: a file not in its canonical form, or a duplicate key resolved.
    public static let format = Diagnostic.Rule("format")
}
