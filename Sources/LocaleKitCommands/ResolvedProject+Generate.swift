import AccessorGeneration
import Foundation
import LocaleCatalog
import LocalizationFormats

extension ResolvedProject {
    /// `localekit generate`: renders the accessors of the project's catalog with its generation
    /// options and template and writes them to `file` (only when its bytes change), unless Foundation
    /// refuses a development-language file (the previous accessors then stay). Accessors are made from
    /// the development language (else `Base`) alone, so the translations are not read.
    ///
    /// - Throws: ``GenerationError`` for a template problem; a write error.
    ///
    /// Only the tables the run's own bundle ships become accessors: a local package's tables and a
    /// `Settings.bundle`'s are left out with an `other-bundle` note (see ``ShippingBundle``).
    public func generateAccessors(to file: String) throws -> CatalogWrite<CodeGenerator.Output> {
        var notes: [Diagnostic] = []
        var write = try CatalogWrite.run(self, languages: .development, keepsOutputForRefusedDevelopmentFile: true) {
            catalog in
            let shipped = catalog.shippedByOwnBundle(roots: paths)
            notes = shipped.notes
            let output = try CodeGenerator(options: generation, template: template).generate(shipped.catalog)
            try AtomicFileWriter.write(output.code, to: file)
            return output
        }
        write.diagnostics += notes
        return write
    }
}
