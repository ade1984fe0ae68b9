import Foundation
import LocaleCatalog
import LocalizationFormats
import Mustache

/// Catalog → accessor model → rendered template: the work of `localekit generate`.
///
/// ```swift
/// let catalog = CatalogLoader().load(["Resources"])
/// let output = try CodeGenerator(options: GenerationOptions(access: .public)).generate(catalog)
/// try AtomicFileWriter.write(Data(output.code.utf8), to: "L10n.swift")
/// ```
public struct CodeGenerator: Sendable {
    /// The generated code and the warnings about it.
    public struct Output: Sendable {
        public var code: String
        public var model: AccessorModel
        public var diagnostics: [Diagnostic]
    }

    public var options: GenerationOptions
    public var template: GenerationTemplate

    public init(options: GenerationOptions = GenerationOptions(), template: GenerationTemplate = .structured) {
        self.options = options
        self.template = template
    }

    /// Renders the code for `catalog`.
    /// - Throws: ``GenerationError`` when the template cannot be read or parsed.
    public func generate(_ catalog: Catalog) throws -> Output {
        let built = AccessorModelBuilder(options: options).build(catalog)
        if template == .swiftgen {
            let (code, diagnostics) = SwiftGenGenerator(options: options).generate(catalog)
            return Output(code: code, model: built.model, diagnostics: Self.deduplicated(diagnostics))
        }
        var diagnostics = built.diagnostics
        switch template.usesFlatNames {
        case true?: diagnostics = built.diagnostics.filter { $0.rule != .identifierCollision } + built.flatDiagnostics
        case false?: break
        case nil: diagnostics += built.flatDiagnostics
        }
        let code = try render(built.model)
        return Output(code: code, model: built.model, diagnostics: Self.deduplicated(diagnostics))
    }

    /// Renders `model` with the template.
    public func render(_ model: AccessorModel) throws -> String {
        let (source, file, partials) = try template.load()
        do {
            let parsed = try MustacheTemplate(source, file: file)
            return try parsed.render(model.mustacheValue, partials: partials, escaping: .none)
        } catch {
            throw GenerationError(diagnostics: error.diagnostics)
        }
    }

    /// Each diagnostic once, in file order.
    private static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        let unique = diagnostics.filter { seen.insert($0).inserted }
        let unknown = SourceLocation(file: "")
        return unique.enumerated().sorted {
            let (left, right) = ($0.element.location ?? unknown, $1.element.location ?? unknown)
            return left == right ? $0.offset < $1.offset : left < right
        }.map(\.element)
    }
}
