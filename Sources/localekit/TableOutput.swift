import Foundation
import LocaleCatalog
import LocaleCheckReporting
import LocaleKitCommands
import LocalizationFormats

/// What `compile`, `export`, `pseudo` and `migrate` print after writing: diagnostics to standard
/// error, a summary line.
enum TableOutput {
    /// Prints the diagnostics and what was written (or that nothing was, and the previous outputs stay
    /// as they were). Exit 1 when a reader reported an error at the project's severities.
    static func report(_ write: CatalogWrite<CatalogCompiler.Result>, output: String, verb: String) -> Int32 {
        LocaleKitCommand.printDiagnostics(write.diagnostics)
        guard let result = write.result else {
            refused(output)
            return 1
        }
        print(
            "\(verb) \(result.written.count + result.unchanged.count) files (\(result.written.count) written, \(result.unchanged.count) unchanged)"
        )
        return write.hasErrors ? 1 : 0
    }

    static func refused(_ output: String) {
        FileHandle.standardError.write(
            Data(
                "localekit: nothing written to \(output): Foundation cannot read a file of the development language\n"
                    .utf8))
    }
}
