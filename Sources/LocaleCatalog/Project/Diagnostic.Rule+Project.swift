import LocalizationFormats

extension Diagnostic.Rule {
    /// `xcode-project`: what the Xcode project declares (a note), or a problem reading it.
    public static let xcodeProject = Diagnostic.Rule("xcode-project")
    /// `not-in-target`: a language folder or file that no target of the project ships (a note: every
    /// command leaves it out).
    public static let notInTarget = Diagnostic.Rule("not-in-target")
    /// `other-bundle`: tables another bundle ships (a local package's, a `Settings.bundle`), left out of
    /// the accessors generated here and out of `usage` (a note).
    public static let otherBundle = Diagnostic.Rule("other-bundle")
    /// `missing-language`: a language the project declares has no translation at all.
    public static let missingLanguage = Diagnostic.Rule("missing-language")
    /// `undeclared-language`: translations in a language the project does not declare (not checked).
    public static let undeclaredLanguage = Diagnostic.Rule("undeclared-language")
}
