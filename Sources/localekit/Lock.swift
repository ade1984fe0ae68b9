import AccessorGeneration
import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocaleKitCommands
import LocalizationFormats

extension LocaleKitCommand {
    /// `localekit lock [PATH…] [--config FILE]`
    enum Lock: Subcommand {
        static let name = "lock"
        static let abstract = "Record the development value each translation was made from (localekit.lock)."
        static let help = """
            OVERVIEW: Record, for every translation under PATHs, a hash of the development value it was made
            from, in localekit.lock beside localekit.json (else in the working folder). `check` then reports
            translations whose development value changed since (rule source-changed). Running it again accepts
            the current state; roots not under PATHs keep their record. The file is sorted and stable, and
            written only when it changes: commit it.

            USAGE: localekit lock [<path>...] [project options]

            ARGUMENTS:
              <path>   Files or folders (searched recursively). Default: the folder of localekit.json, else '.'.

            Exit codes: 0 written or up to date, 2 usage, configuration or I/O error.

            \(LocaleKitCommand.projectOptions)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(arguments, sections: [.project])
            guard let project = resolveProject(try arguments.commandLineOptions()) else { return 2 }
            guard let update = update(project) else { return 2 }
            printDiagnostics(update.diagnostics)
            if update.diagnostics.contains(where: { $0.severity == .error }) { return 2 }
            let count = update.lock.translationCount
            print(
                update.changed
                    ? "Locked \(count) translations in \(update.file)."
                    : "\(update.file) is up to date (\(count) translations).")
            return 0
        }

        /// The lock recorded and written, or nil after printing why it could not be.
        static func update(_ project: ResolvedProject) -> TranslationLock.Update? {
            do {
                return try project.updateLock()
            } catch let error as ConfigurationError {
                printConfigurationError(error)
            } catch {
                printError("cannot write '\(TranslationLock.file(for: project.configuration))': \(error)")
            }
            return nil
        }
    }
}
