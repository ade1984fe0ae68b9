import Foundation
import LocaleCatalog
import LocalizationFormats

/// The template `localekit generate` renders: a shipped one, or a file.
public enum GenerationTemplate: Hashable, Sendable {
    /// `Templates/structured-swift.mustache`: nested enums per key namespace.
    case structured
    /// `Templates/flat-swift.mustache`: one enum per table, names from whole keys.
    case flat
    /// SwiftGen's `structured-swift5` API, written by ``SwiftGenGenerator`` (not a Mustache template).
    case swiftgen
    /// A Mustache file; the `*.mustache` files beside it are its partials (by file name without
    /// extension), after the shipped templates.
    case file(String)

    /// `structured`, `flat`, or a path.
    public init(argument: String) {
        switch argument {
        case "structured": self = .structured
        case "flat": self = .flat
        case "swiftgen": self = .swiftgen
        default: self = .file(argument)
        }
    }

    /// The template source, its name for diagnostics, and the partials it may use.
    public func load() throws -> (source: String, file: String, partials: [String: String]) {
        var partials = EmbeddedTemplates.sources
        switch self {
        case .structured:
            return (partials["structured-swift"] ?? "", "structured-swift.mustache", partials)
        case .flat:
            return (partials["flat-swift"] ?? "", "flat-swift.mustache", partials)
        case .swiftgen:
            // Written in code: rendering the model with the structured template is the nearest Mustache.
            return (partials["structured-swift"] ?? "", "structured-swift.mustache", partials)
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                throw GenerationError(
                    diagnostics: [
                        Diagnostic(.error, rule: .io, "cannot read template", at: SourceLocation(file: path))
                    ])
            }
            let directory = (path as NSString).deletingLastPathComponent
            let siblings =
                (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
            for sibling in siblings.sorted() where sibling.hasSuffix(".mustache") {
                let siblingPath = (directory as NSString).appendingPathComponent(sibling)
                if let contents = FileManager.default.contents(atPath: siblingPath) {
                    partials[(sibling as NSString).deletingPathExtension] = String(decoding: contents, as: UTF8.self)
                }
            }
            return (String(decoding: data, as: UTF8.self), path, partials)
        }
    }

    /// Whether the whole-key names (rather than the nested ones) are what the template uses,
    /// which decides which collision warnings matter.
    var usesFlatNames: Bool? {
        switch self {
        case .structured, .swiftgen: false
        case .flat: true
        case .file: nil
        }
    }
}
