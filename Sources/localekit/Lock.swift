import AccessorGeneration
import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting

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

            USAGE: localekit lock [<path>...] [--config <file>]

            ARGUMENTS:
              <path>   Files or folders (searched recursively). Default: the folder of localekit.json, else '.'.

            OPTIONS:
              --config <file>  Use this configuration instead of the nearest localekit.json.

            Exit codes: 0 written or up to date, 2 usage, configuration or I/O error.
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(arguments, options: ["config"], flags: [])
            guard let configuration = resolveConfiguration(arguments) else { return 2 }
            let paths = arguments.positionals.isEmpty ? configuration.defaultPaths : arguments.positionals
            let update: TranslationLock.Update
            do {
                update = try TranslationLock.update(paths: paths, configuration: configuration)
            } catch let error as ConfigurationError {
                printConfigurationError(error)
                return 2
            } catch {
                printError("cannot write '\(TranslationLock.file(for: configuration))': \(error)")
                return 2
            }
            if !update.diagnostics.isEmpty {
                printConfigurationError(ConfigurationError(update.diagnostics))
                return 2
            }
            let count = update.lock.translationCount
            print(
                update.changed
                    ? "Locked \(count) translations in \(update.file)."
                    : "\(update.file) is up to date (\(count) translations).")
            return 0
        }
    }
}
