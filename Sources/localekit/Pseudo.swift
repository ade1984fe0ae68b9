import Foundation
import LocaleCatalog

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

            USAGE: localekit pseudo <path>... --output <dir> [--style accented|bidi]...
                                    [--development-language <code>]

            ARGUMENTS:
              <path>   A localization file, or a folder searched recursively.

            OPTIONS:
              --output <dir>                   Where to write <code>.lproj/<Table>.strings(dict).
              --style <style>                  accented (en-XA, default) or bidi (ar-XB); repeat for both.
              --development-language <code>   The language to pseudo-translate (default: from the files,
                                               as `localekit check --help` says).

            Files are written atomically and only when their bytes change; nothing is written when a
            reader reported an error.
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments, options: ["output", "style", "development-language"], flags: [])
            guard !arguments.positionals.isEmpty else { throw UsageError("missing <path>") }
            guard let output = arguments.value("output") else { throw UsageError("missing --output <dir>") }
            var styles: [PseudoStyle] = []
            for name in arguments.allValues("style") {
                guard let style = PseudoStyle(rawValue: name) else {
                    throw UsageError("'\(name)' is not a valid value for '--style' (expected accented, bidi)")
                }
                if !styles.contains(style) { styles.append(style) }
            }
            let loader = CatalogLoader(developmentLanguage: arguments.value("development-language"))
            let catalog = loader.load(arguments.positionals)
            if let status = TableOutput.refuseOnErrors(catalog, output: output) { return status }
            let result = try PseudoLanguages.write(catalog, styles: styles.isEmpty ? [.accented] : styles, to: output)
            return TableOutput.report(catalog, result, verb: "wrote")
        }
    }
}
