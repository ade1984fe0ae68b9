import CatalogSync
import CodeReading
import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleKitCommands
import LocalizationFormats

extension LocaleKitCommand {
    /// `localekit sync [PATH…] --sources DIR… [--check]`
    enum Sync: Subcommand {
        static let name = "sync"
        static let abstract = "Update String Catalogs and .strings tables from the Swift sources, as Xcode extracts."
        static let help = """
            OVERVIEW: Bring the String Catalogs (and development-language .strings tables) under PATHs in line
            with the strings the Swift sources use, as Xcode's build-time extraction does.

            USAGE: localekit sync [<path>...] --sources <dir> [--sources <dir>...] [--check] [project options]

            ARGUMENTS:
              <path>   Localization files or folders. Default: the folder of localekit.json, else '.'.

            OPTIONS:
            \(ProjectOption.helpText("sources", column: 20))
            \(ProjectOption.helpText("functions", column: 20))
                                Called like NSLocalizedString (key first, tableName:, value:, comment:),
                                as are the project's LOCALIZED_STRING_MACRO_NAMES (pbxproj, .xcconfig,
                                project.yml), which Xcode's extraction follows.
                                Each catalog gets the keys of its own module's sources only: its SwiftPM
                                target folder (Sources/<Target>/), else its Xcode targets, else the sources
                                outside every SwiftPM target.
              --check           Write nothing: print each change at its source's file:line and exit 1 when
                                a catalog or table is out of date (the CI gate "the catalog matches the code").

            Extracted: the literal titles of SwiftUI views and modifiers (Text, Button, Label, Toggle, Picker,
            Section, Link, Menu, TextField…, .navigationTitle, .help, .accessibilityLabel, .alert,
            .confirmationDialog…), String(localized:), AttributedString(localized:), LocalizedStringResource,
            LocalizedStringKey, NSLocalizedString, .init("key", defaultValue:/table:/comment:), and the
            parameters, enum cases and properties the module declares as LocalizedStringKey,
            LocalizedStringResource or String.LocalizationValue. Not Text(verbatim:) nor a non-literal argument.
            table:/tableName: picks the catalog (default Localizable), comment: is the key's comment,
            defaultValue: the development text (extractionState extracted_with_value).

            Interpolations become Xcode's specifiers by type (Int %lld, String %@, Double %lf, …: docs/sync.md)
            when the module's declarations settle the type; otherwise the literal is reported as
            undeterminable (warning: undeterminable-key) and never guessed.

            Catalogs: new keys are added, keys no source uses get "extractionState" : "stale" (removed
            when used again), manual keys and every translation are kept; written in Xcode's bytes, only
            when they change. .strings (development language only): missing keys are appended with their
            comment as genstrings writes them; unused keys are reported (warning: unused-key), not deleted.
            A table no catalog here holds is not created (a note says how many uses it has).

            "rules" in localekit.json and --rule set unused-key and undeterminable-key as for check
            ("unused-key": "off" leaves them out).

            Exit codes: 0 in sync (or written), 1 with --check when a file is out of date or when a finding
            is an error (--rule unused-key=error), 2 usage or I/O error.

            \(LocaleKitCommand.projectOptions)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments, sections: [.project], options: ["sources", "functions"], flags: ["check"])
            guard let project = resolveProject(try arguments.commandLineOptions()) else { return 2 }
            let configuration = project.configuration
            guard !configuration.usage.sources.isEmpty else {
                throw UsageError("missing '--sources <dir>' (or \"usage.sources\" in localekit.json)")
            }
            let scoped = project.scopedRoots()
            printDiagnostics(scoped.diagnostics)
            let files = scoped.files.values.flatMap { $0 }
            let language = project.loadCatalog(languages: .development).developmentLanguage
            let calls = LocalizedCallTable(
                functions: configuration.usage.functions,
                macros: LocalizedStringMacroNames.names(in: project.projectScope))
            let result = SourceSync.sync(
                files: files, sources: configuration.usage.sources.map(configuration.resolve),
                scope: project.projectScope, developmentLanguage: language, calls: calls)
            return finish(result, check: arguments.flag("check"), policy: project.usagePolicy)
        }

        /// Prints `result`'s findings at the severities `policy` gives them (a rule set off is left
        /// out), then writes the files (or, with `check`, lists them). Exit 1 for a file out of date
        /// (`check`) or a finding a rule makes an error, 2 for an I/O error.
        static func finish(_ result: SourceSync.Result, check: Bool, policy: FindingPolicy) -> Int32 {
            var diagnostics = policy.applying(to: result.diagnostics)
            let configurable = RuleRegistry.standard.knownIDs
            let ruleErrors = diagnostics.contains {
                $0.severity == .error && configurable.contains($0.rule.rawValue)
            }
            if check {
                diagnostics = diagnostics.map { diagnostic in
                    var changed = diagnostic
                    if diagnostic.rule == .sync && diagnostic.key != nil { changed.severity = .error }
                    return changed
                }
            }
            printDiagnostics(diagnostics)
            if diagnostics.contains(where: {
                $0.severity == .error && $0.rule != .sync && !configurable.contains($0.rule.rawValue)
            }) {
                return 2
            }
            if check {
                for file in result.files { print("\(file.path): out of date") }
                return result.isOutOfDate || ruleErrors ? 1 : 0
            }
            do {
                _ = try AtomicFileWriter.write(result.files)
            } catch {
                printError("\(error)")
                return 2
            }
            for file in result.files { print("Updated \(file.path)") }
            return ruleErrors ? 1 : 0
        }
    }
}
