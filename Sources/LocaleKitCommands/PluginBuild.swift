import AccessorGeneration
import Foundation
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// One build step of the SwiftPM build-tool plugin: check a target's catalog and produce its
/// accessors and compiled tables, in one pass over the files (`localekit build-plugin`).
///
/// The catalog is every localization file of the target (filtered by the configuration's
/// `include`/`exclude`), checked as one: a SwiftPM target is one bundle. When a check reports an
/// error, nothing is generated and the build fails; otherwise the accessors and every declared
/// table are produced.
///
/// ```swift
/// let build = PluginBuild(files: files, accessorsFile: "/work/Greeter+LocaleKit.swift")
/// let result = build.run()
/// let written = try result.write()
/// ```
public struct PluginBuild: Sendable {
    /// The target's localization files.
    public var files: [String]
    public var configuration: LocaleKitConfiguration
    /// Where the generated Swift file goes.
    public var accessorsFile: String
    /// The compiled tables the plugin declared, each `…/<lang>.lproj/<Table>.strings` or `.stringsdict`.
    public var tableFiles: [String]

    public init(
        files: [String], configuration: LocaleKitConfiguration = .init(), accessorsFile: String,
        tableFiles: [String] = []
    ) {
        self.files = files
        self.configuration = configuration
        self.accessorsFile = accessorsFile
        self.tableFiles = tableFiles
    }

    /// What a run found and would write.
    public struct Result: Sendable {
        /// Check findings and generator warnings, in output order.
        public var diagnostics: [Diagnostic]
        /// Path → contents; empty when an error was found.
        public var outputs: [(path: String, data: Data)]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

        /// Writes every output whose bytes changed (so a no-op build recompiles nothing).
        /// - Returns: the paths written.
        public func write() throws -> [String] {
            let changed = try AtomicFileWriter.write(outputs)
            return zip(outputs, changed).filter(\.1).map(\.0.path)
        }
    }

    /// Loads and checks the catalog, then renders the outputs unless an error was found.
    public func run() -> Result {
        let roots = CatalogRoots.find(files, configuration: configuration)
        let selected = roots.files.values.flatMap { $0 }.sorted()
        let catalog = CatalogLoader(developmentLanguage: configuration.developmentLanguage).load(selected)
        let report = Checker(configuration: configuration).check(catalog, root: Self.commonFolder(of: selected))
        var diagnostics = roots.diagnostics + report.findings.map(\.diagnostic)
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return Result(diagnostics: diagnostics, outputs: [])
        }
        do {
            let options = try GenerationOptions(configuration: configuration)
            let template = GenerationTemplate(configuration: configuration)
            let generated = try CodeGenerator(options: options, template: template).generate(catalog)
            diagnostics += generated.diagnostics
            var outputs = [(path: accessorsFile, data: Data(generated.code.utf8))]
            outputs += tables(of: catalog)
            return Result(diagnostics: diagnostics, outputs: outputs)
        } catch let error as GenerationError {
            return Result(diagnostics: diagnostics + error.diagnostics, outputs: [])
        } catch {
            let location = SourceLocation(file: accessorsFile)
            return Result(
                diagnostics: diagnostics + [Diagnostic(.error, rule: .generate, "\(error)", at: location)], outputs: []
            )
        }
    }

    /// The declared tables: each one the catalog has, or an empty table (SwiftPM expects every
    /// declared output to exist).
    func tables(of catalog: Catalog) -> [(path: String, data: Data)] {
        let compiled = Dictionary(
            CatalogCompiler.tableFiles(catalog).map { (Self.tableKey($0.path), $0.data) },
            uniquingKeysWith: { a, _ in a })
        return tableFiles.map { path in
            let empty = path.hasSuffix(".stringsdict") ? StringsDictWriter.data([]) : StringsWriter.data([])
            let key = Self.tableKey(path)
            // An XLIFF targeting `en-US` in an `en` project holds the development language (read as
            // `en`); the plugin declared `en-US.lproj` from its header, so that folder gets en's table.
            let development = Self.developmentTableKey(for: key, developmentLanguage: catalog.developmentLanguage)
            return (path, compiled[key] ?? development.flatMap { compiled[$0] } ?? empty)
        }
    }

    /// `en/Menu.strings` for `en-US/Menu.strings` when `en-US` is another spelling of the development
    /// language `en`; nil otherwise.
    static func developmentTableKey(for key: String, developmentLanguage: String) -> String? {
        guard let slash = key.firstIndex(of: "/") else { return nil }
        let language = String(key[..<slash])
        guard language != developmentLanguage, LanguageCode.isSameLanguage(language, developmentLanguage) else {
            return nil
        }
        return developmentLanguage + key[slash...]
    }

    /// `de/Menu.strings` for `…/de.lproj/Menu.strings` (language normalized as the loader does).
    static func tableKey(_ path: String) -> String {
        guard let folder = LocalizationFolder.enclosing(path) else { return path }
        return "\(folder.language)/\((path as NSString).lastPathComponent)"
    }

    /// The deepest folder that holds every file.
    static func commonFolder(of files: [String]) -> String {
        guard var common = files.first.map({ ($0 as NSString).deletingLastPathComponent }) else { return "." }
        for file in files.dropFirst() {
            while !common.isEmpty, !(file.hasPrefix(common + "/")) {
                common = (common as NSString).deletingLastPathComponent
            }
        }
        return common.isEmpty ? "." : common
    }
}

extension Diagnostic.Rule {
    /// The generator failed (a template problem) during a plugin build.
    public static let generate = Diagnostic.Rule("generate")
}
