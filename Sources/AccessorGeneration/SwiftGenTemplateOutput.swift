import Foundation
import LocaleCatalog
import LocalizationFormats
import StencilEngine

/// A `swiftgen.yml` output rendered by the user's own Stencil template (`templatePath:`), with the
/// context SwiftGen 6.6 gives it (``SwiftGenStringsContext``) and its `params:`.
public struct SwiftGenTemplateOutput: Sendable, Hashable {
    /// The template file, resolved against the configuration file's folder as SwiftGen resolves it.
    public var templatePath: String
    /// Where the configuration names the template (errors reading it are reported there).
    public var location: SourceLocation
    /// The output's `params:`, as the template reads them under `param`.
    public var parameters: [String: StencilValue]
    /// Where keys split into levels (the entry's `options: separator:`, `.` by default).
    public var separator: String

    public init(
        templatePath: String, location: SourceLocation, parameters: [String: StencilValue], separator: String = "."
    ) {
        self.templatePath = templatePath
        self.location = location
        self.parameters = parameters
        self.separator = separator
    }

    /// The template's output for `inputs`, or the located error that stops it (nothing is written
    /// then). SwiftGen renders a user's template with the legacy spacing unless asked for the modern.
    /// - Returns: the code, and what the readers reported about the inputs.
    /// - Parameter modernSpacing: Stencil's smart trimming (`--experimental-modern-spacing`) instead
    ///   of StencilSwiftKit's legacy clean-up.
    public func render(inputs: [String], modernSpacing: Bool = false, environment: [String: String] = [:])
        throws(GenerationError) -> (code: String, diagnostics: [Diagnostic])
    {
        let spacing: StencilEnvironment.Spacing = modernSpacing ? .modern : .legacy
        guard FileManager.default.fileExists(atPath: templatePath) else {
            throw GenerationError(diagnostics: [
                Diagnostic(.error, rule: .config, "the template '\(templatePath)' does not exist", at: location)
            ])
        }
        let url = URL(fileURLWithPath: templatePath)
        let strings = SwiftGenStringsContext(files: inputs, separator: separator)
        do {
            let template = try StencilTemplate(
                contentsOf: url, file: templatePath,
                environment: StencilEnvironment(spacing: spacing, templateDirectory: url.deletingLastPathComponent()))
            let code = try template.render(strings.context(parameters: parameters, environment: environment))
            return (code, strings.diagnostics)
        } catch {
            throw GenerationError(diagnostics: strings.diagnostics + [error.diagnostic])
        }
    }

    /// A YAML parameter as SwiftGen's YAML reader types it: `true`/`false`, integers, else text;
    /// lists and mappings nest.
    static func value(of yaml: SimpleYAML) -> StencilValue {
        switch yaml {
        case .scalar(let text):
            switch text {
            case "true", "True", "TRUE": return .bool(true)
            case "false", "False", "FALSE": return .bool(false)
            default: return Int(text).map { .int($0) } ?? .string(text)
            }
        case .sequence(let elements):
            return .array(elements.map(value))
        case .mapping(let entries):
            return .dictionary(Dictionary(entries.map { ($0.key, value(of: $0.value)) }, uniquingKeysWith: { $1 }))
        }
    }
}
