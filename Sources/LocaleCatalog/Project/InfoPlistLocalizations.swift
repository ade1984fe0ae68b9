import Foundation
import LocalizationFormats

/// The localization keys of a target's `Info.plist`: `CFBundleDevelopmentRegion` (a build variable
/// such as `$(DEVELOPMENT_LANGUAGE)` is left out: the project's region is what it expands to) and
/// `CFBundleLocalizations`, the languages the app declares beyond its `.lproj` folders.
public struct InfoPlistLocalizations: Sendable, Hashable {
    /// The `Info.plist` read.
    public var file: String
    /// `CFBundleDevelopmentRegion`, unless it is a build variable (`$(DEVELOPMENT_LANGUAGE)`).
    public var developmentRegion: String?
    /// `CFBundleLocalizations`, as written.
    public var localizations: [String]

    /// What `file` declares.
    public init(file: String, developmentRegion: String? = nil, localizations: [String] = []) {
        self.file = file
        self.developmentRegion = developmentRegion
        self.localizations = localizations
    }

    /// Reads the XML `Info.plist` at `file`; nil when it cannot be read.
    public static func read(file: String) -> InfoPlistLocalizations? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return read(data, file: file)
    }

    /// Reads an XML `Info.plist`'s bytes.
    public static func read(_ data: Data, file: String) -> InfoPlistLocalizations {
        let root = PropertyListXML.parse(data, file: file).root
        let region = root?["CFBundleDevelopmentRegion"]?.string.flatMap { $0.contains("$") || $0.isEmpty ? nil : $0 }
        var localizations: [String] = []
        if case .array(let elements)? = root?["CFBundleLocalizations"]?.value {
            localizations = elements.compactMap(\.string).filter { !$0.contains("$") && !$0.isEmpty }
        }
        return InfoPlistLocalizations(file: file, developmentRegion: region, localizations: localizations)
    }
}
