import AccessorGeneration
import Foundation
import LocaleCatalog

extension ResolvedProject {
    /// `localekit generate`: renders the accessors of the project's catalog with its generation
    /// options and template and writes them to `file` (only when its bytes change), unless Foundation
    /// refuses a development-language file (the previous accessors then stay). Accessors are made from
    /// the development language (else `Base`) alone, so the translations are not read.
    ///
    /// - Throws: ``GenerationError`` for a template problem; a write error.
    public func generateAccessors(to file: String) throws -> CatalogWrite<CodeGenerator.Output> {
        try CatalogWrite.run(self, languages: .development, keepsOutputForRefusedDevelopmentFile: true) { catalog in
            let output = try CodeGenerator(options: generation, template: template).generate(catalog)
            try AtomicFileWriter.write(Data(output.code.utf8), to: file)
            return output
        }
    }
}
