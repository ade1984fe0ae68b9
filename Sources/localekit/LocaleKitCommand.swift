import Foundation
import LocaleCatalog

/// The `localekit` tool: argument parsing and output only; the work happens in `LocaleCatalog`.
enum LocaleKitCommand {
    static let version = "0.1.0"

    /// How every subcommand decides the development language (`DevelopmentLanguage` in LocaleCatalog).
    static let developmentLanguageHelp = """
        DEVELOPMENT LANGUAGE (the reference every translation is compared with), in this order:
          1. --development-language (generate, compile, export, dump), or "developmentLanguage" in
             localekit.json (check, stats, generate, the build plugin);
          2. what the files declare: XLIFF source-language (each unit's <source> is the development
             text), .xcstrings sourceLanguage; files that disagree are one error naming both;
          3. en, when an en.lproj (or en-US.lproj…) exists; 4. Base, when only Base.lproj does; 5. en.
        en and en-US are the same language (CLDR likely subtags); reports spell it as the files do.
        An XLIFF whose target language is the development language is read as the development language.
        """

    static let subcommands: [any Subcommand.Type] = [
        Dump.self,
        Check.self,
        Lock.self,
        Generate.self,
        Stats.self,
        Compile.self,
        Export.self,
        Migrate.self,
        Import.self,
        Pseudo.self,
        Usage.self,
        BuildPlugin.self,
    ]

    static var help: String {
        let width = subcommands.map { $0.name.count }.max() ?? 0
        let lines = subcommands.map {
            "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.abstract
        }
        return """
            OVERVIEW: localekit \(version) — check, generate and compile localization catalogs.

            USAGE: localekit <subcommand> [options]

            SUBCOMMANDS:
            \(lines.joined(separator: "\n"))

            OPTIONS:
              --help     Show help (also `localekit help <subcommand>`).
              --version  Print the version.

            Exit codes: 0 clean, 1 findings at error severity, 2 usage or I/O error.
            """
    }

    static func main(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            printError("missing subcommand")
            print(help)
            return 2
        }
        switch first {
        case "--help", "-h":
            print(help)
            return 0
        case "--version":
            print(version)
            return 0
        case "help":
            guard let name = arguments.dropFirst().first else {
                print(help)
                return 0
            }
            guard let command = subcommand(named: name) else {
                printError("unknown subcommand '\(name)'")
                return 2
            }
            print(command.help)
            return 0
        default:
            guard let command = subcommand(named: first) else {
                printError("unknown subcommand '\(first)'")
                print(help)
                return 2
            }
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") {
                print(command.help)
                return 0
            }
            do {
                return try command.run(rest)
            } catch let error as UsageError {
                printError(error.message)
                print(command.help)
                return 2
            } catch {
                printError("\(error)")
                return 2
            }
        }
    }

    static func subcommand(named name: String) -> (any Subcommand.Type)? {
        subcommands.first { $0.name == name }
    }

    /// Prints `localekit: error: message` to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("localekit: error: \(message)\n".utf8))
    }
}
