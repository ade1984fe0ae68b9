import Foundation
import LocaleCatalog

/// What `compile` and `export` print after writing: diagnostics to standard error, a summary line.
enum TableOutput {
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
