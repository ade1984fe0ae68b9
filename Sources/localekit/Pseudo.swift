import Foundation
import LocaleCatalog
import LocaleKitCommands

extension LocaleKitCommand {
    /// `localekit pseudo PATH… --style accented|bidi --output DIR [--development-language CODE]`
    enum Pseudo: Subcommand {
        static let name = "pseudo"
        static let abstract = "Write pseudo-languages (en-XA accented, ar-XB right-to-left) for testing."
        static let help = """
            OVERVIEW: Pseudo-translate the development language of every table into en-XA (accented,
            about 40% longer, between brackets) or ar-XB (right to left, bidi marks), keeping
            placeholders, %%, markup, entities and URLs exactly; plurals get every form the
            pseudo-language's rules need. Select them at run time like any language:
            LocaleKitLanguage(code: "en-XA").

            USAGE: localekit pseudo <path>... --output <dir> [--style accented|bidi]... [project options]

            ARGUMENTS:
              <path>   A localization file, or a folder searched recursively.

            OPTIONS:
              --output <dir>                   Where to write <code>.lproj/<Table>.strings(dict); with
                                               several localization roots, each in its own folder
                                               (its path relative to the roots' common folder).
              --style <style>                  accented (en-XA, default) or bidi (ar-XB); repeat for both.

            The development language is pseudo-translated (--development-language, else localekit.json's,
            else from the files, as `localekit check --help` says). Files are written atomically and only
            when their bytes change, from what the app reads (a file Foundation refuses gives nothing, with
            a note). Exit 1 when a reader reported an error at the rules' severities.

            \(LocaleKitCommand.projectOptions)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments, sections: [.project], options: ["output", "style"])
            guard !arguments.positionals.isEmpty else { throw UsageError("missing <path>") }
            guard let output = arguments.value("output") else { throw UsageError("missing --output <dir>") }
            var styles: [PseudoStyle] = []
            for name in arguments.allValues("style") {
                guard let style = PseudoStyle(rawValue: name) else {
                    throw UsageError("'\(name)' is not a valid value for '--style' (expected accented, bidi)")
                }
                if !styles.contains(style) { styles.append(style) }
            }
            guard let project = resolveProject(try arguments.commandLineOptions()) else { return 2 }
            let write = try CatalogWrite.runByRoot(project, languages: .development) {
                try PseudoLanguages.write(roots: $0, styles: styles.isEmpty ? [.accented] : styles, to: output)
            }
            return TableOutput.report(write, output: output, verb: "wrote")
        }
    }
}
