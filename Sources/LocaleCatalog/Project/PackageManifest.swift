import Foundation

/// What `localekit` reads of a `Package.swift`: its text only (a manifest is never built or run).
public enum PackageManifest {
    /// The manifest's file name, which marks a folder as a Swift package.
    public static let fileName = "Package.swift"

    /// The `defaultLocalization: "…"` argument, if the manifest spells it as a literal.
    public static func defaultLocalization(inManifestText text: String) -> String? {
        guard let range = text.range(of: #"defaultLocalization\s*:\s*"([^"\\]*)""#, options: .regularExpression)
        else { return nil }
        let match = text[range]
        guard let open = match.firstIndex(of: "\"") else { return nil }
        let value = match[match.index(after: open)...].dropLast()
        return value.isEmpty ? nil : String(value)
    }

    /// The `defaultLocalization` of the manifest in `folder`, if it has one.
    public static func defaultLocalization(inFolder folder: String) -> String? {
        let file = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return defaultLocalization(inManifestText: String(decoding: data, as: UTF8.self))
    }
}
