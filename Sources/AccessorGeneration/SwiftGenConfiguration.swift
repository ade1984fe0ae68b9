import Foundation
import LocaleCatalog
import LocalizationFormats

/// The `strings` outputs of a `swiftgen.yml`, as `localekit generate --swiftgen-config` regenerates
/// them: each one's inputs, the file it writes and its template's parameters, read as SwiftGen 6 reads
/// them (`input_dir`/`output_dir` prefixes, `${VARIABLE}` from the environment, an entry or a list of
/// entries, an output or a list of outputs, an entry's `filter:` and `options: separator:`). The file's other sections (`xcassets`, `fonts`, …) are
/// not localization and are left alone.
public struct SwiftGenConfiguration: Sendable {
    /// One output of a `strings` entry.
    public struct Output: Sendable, Hashable {
        /// The files and folders it reads, relative to the working folder.
        public var inputs: [String]
        /// The file it writes, relative to the working folder.
        public var file: String
        /// Its parameters as `generate` options (`template` is always `swiftgen`).
        public var generate: LocaleKitConfiguration.GenerateOptions
        /// The user's own Stencil template (`templatePath:`), rendered instead of `--template swiftgen`.
        public var stencil: SwiftGenTemplateOutput?
    }

    /// The outputs localekit can write, in the file's order.
    public var outputs: [Output] = []
    /// What cannot be written (a Stencil template, a template with no localekit equivalent) or is not
    /// applied (an unknown parameter), located in the file.
    public var diagnostics: [Diagnostic] = []

    /// The SwiftGen templates whose API `--template swiftgen` keeps: structured keys, Swift 4 and 5.
    static let structuredTemplates: Set<String> = ["structured-swift5", "structured-swift4"]
    /// The parameters of those templates that localekit applies.
    static let appliedParameters: Set<String> = ["publicAccess", "enumName", "bundle", "lookupFunction"]

    /// Reads `file`.
    /// - Throws: ``GenerationError`` when it cannot be read or has no `strings` section.
    public static func read(file: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(GenerationError) -> SwiftGenConfiguration
    {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8)
        else { throw Self.error("cannot read '\(file)'", at: SourceLocation(file: file)) }
        var reader = SwiftGenConfigurationReader(file: file, text: text, environment: environment)
        let yaml = SimpleYAML.parse(reader.expandingVariables())
        guard let strings = yaml["strings"] else {
            throw Self.error("'\(file)' has no 'strings' section", at: SourceLocation(file: file, line: 1))
        }
        let folder = (file as NSString).deletingLastPathComponent
        let inputFolder = Self.join(folder, yaml["input_dir"]?.string)
        let outputFolder = Self.join(folder, yaml["output_dir"]?.string)
        var configuration = SwiftGenConfiguration()
        for entry in strings.elements.isEmpty ? [strings] : strings.elements {
            var inputs = (entry["inputs"]?.elements ?? []).compactMap(\.string).map { Self.join(inputFolder, $0) }
            guard !inputs.isEmpty else {
                reader.problem(.error, "a 'strings' entry has no 'inputs'", near: "inputs")
                continue
            }
            if let pattern = entry["filter"]?.string {
                guard let filter = SwiftGenInputFilter(pattern: pattern) else {
                    reader.problem(.error, "filter '\(pattern)' is not a regular expression", near: pattern)
                    continue
                }
                inputs = filter.files(inputs)
            }
            let separator = entry["options"]?["separator"]?.string
            let outputs = entry["outputs"].map { $0.elements.isEmpty ? [$0] : $0.elements } ?? []
            for output in outputs {
                guard let read = reader.output(output, inputs: inputs, separator: separator, folder: outputFolder)
                else { continue }
                configuration.outputs.append(read)
            }
        }
        configuration.diagnostics = reader.diagnostics
        return configuration
    }

    private static func error(_ message: String, at location: SourceLocation) -> GenerationError {
        GenerationError(diagnostics: [Diagnostic(.error, rule: .config, message, at: location)])
    }

    /// `path` under `folder` (a path of the file's is relative to the file's folder); absolute stays.
    /// Each component is spelled as the disk spells it: SwiftGen runs on a Mac, whose file system finds
    /// `Resources/SwiftGen` in a repository's `Resources/Swiftgen`, and a Linux checkout must not get
    /// a second folder.
    static func join(_ folder: String, _ path: String?) -> String {
        guard let path, !path.isEmpty else { return folder.isEmpty ? "." : folder }
        if path.hasPrefix("/") || folder.isEmpty || folder == "." { return diskSpelling(path) }
        return diskSpelling((folder as NSString).appendingPathComponent(path))
    }

    /// `path` with each component that does not exist replaced by the one entry of its folder that
    /// differs from it only in case; the rest of the path as written.
    static func diskSpelling(_ path: String) -> String {
        var spelled = path.hasPrefix("/") ? "/" : ""
        let files = FileManager.default
        for component in path.split(separator: "/").map(String.init) {
            let candidate = spelled.isEmpty ? component : (spelled as NSString).appendingPathComponent(component)
            guard !files.fileExists(atPath: candidate),
                let entries = try? files.contentsOfDirectory(atPath: spelled.isEmpty ? "." : spelled)
            else {
                spelled = candidate
                continue
            }
            let matches = entries.filter { $0.lowercased() == component.lowercased() }
            let name = matches.count == 1 ? matches[0] : component
            spelled = spelled.isEmpty ? name : (spelled as NSString).appendingPathComponent(name)
        }
        return spelled
    }
}
