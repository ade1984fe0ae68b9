import LocaleCatalog

/// The paths a command was given hold no localization file (`.strings`, `.stringsdict`, `.xliff`,
/// `.xcstrings`…): most likely the wrong folder, which a report of "0 errors" would hide.
public struct NoLocalizationFilesError: Error, Sendable, CustomStringConvertible {
    public var paths: [String]

    public var description: String {
        let extensions = CatalogLoader.fileExtensions.sorted().map { "." + $0 }.joined(separator: ", ")
        let places = paths.map { "'\($0)'" }.joined(separator: ", ")
        return "no localization files (\(extensions)) under \(places)"
    }
}
