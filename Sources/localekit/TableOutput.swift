import Foundation
import LocaleCatalog
import LocaleCheckReporting
import LocalizationFormats

/// What `compile` and `export` print after writing: diagnostics to standard error, a summary line.
enum TableOutput {
    /// When the input has errors nothing is written (the previous outputs stay as they were): prints
    /// the diagnostics and returns exit status 1; else nil.
    static func refuseOnErrors(_ catalog: Catalog, output: String) -> Int32? {
        guard catalog.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        let message = DiagnosticRenderer().render(catalog.diagnostics)
        FileHandle.standardError.write(
            Data((message + "\nlocalekit: nothing written to \(output): the input has errors\n").utf8))
        return 1
    }

    static func report(_ catalog: Catalog, _ result: CatalogCompiler.Result, verb: String) -> Int32 {
        if !catalog.diagnostics.isEmpty {
            FileHandle.standardError.write(Data((DiagnosticRenderer().render(catalog.diagnostics) + "\n").utf8))
        }
        print(
            "\(verb) \(result.written.count + result.unchanged.count) files (\(result.written.count) written, \(result.unchanged.count) unchanged)"
        )
        return catalog.diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}
