import Foundation

/// What the build plugin decides before a build, owned once. A plugin can link no library, so it
/// compiles this same file (`Plugins/LocaleKitPlugin/LocalizationContract.swift` is a link to it);
/// the tool reads each of these values from here, so the two cannot disagree on which files a
/// target's build step reads, which templates need no file, or what table an XLIFF file holds.
public enum LocalizationContract {
    /// The configuration file's name.
    public static let configurationName = "localekit.json"
    /// The lock `source-changed` reads, beside the configuration.
    public static let lockName = "localekit.lock"
    /// The localization files a catalog is read from, by extension (lowercased).
    public static let catalogExtensions: Set<String> = ["strings", "stringsdict", "xliff", "xlf", "xcstrings"]
    /// Interface Builder and Intents files: not read, but their table's translations key on their objects.
    public static let interfaceBuilderExtensions: Set<String> = ["storyboard", "xib", "intentdefinition"]
    /// The templates built into the tool: `generate.template` names a file otherwise.
    public static let builtInTemplates: Set<String> = ["structured", "flat", "swiftgen"]
    /// The rules that compare the catalog with the Swift sources.
    public static let usageRules: Set<String> = ["undefined-key", "unused-key"]

    /// The table an XLIFF `<file original>` names: `en.lproj/Localizable.strings` → `Localizable`,
    /// `Blockzilla/Info.plist` → `InfoPlist`, `Localizable.xcstrings` → `Localizable`.
    public static func xliffTable(of original: String) -> String {
        let last = (original as NSString).lastPathComponent
        let base = (last as NSString).deletingPathExtension
        if base == "Info", (last as NSString).pathExtension.lowercased() == "plist" { return "InfoPlist" }
        return base.isEmpty ? last : base
    }
}
