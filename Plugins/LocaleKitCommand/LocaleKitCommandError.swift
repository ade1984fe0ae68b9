/// Why `swift package localekit` stopped.
enum LocaleKitCommandError: Error, CustomStringConvertible {
    case usage(String?)
    case noLocalizedTargets
    case failed(String, Int32)

    var description: String {
        switch self {
        case .usage(let subcommand):
            let got = subcommand.map { "unknown subcommand '\($0)'" } ?? "missing subcommand"
            return """
                \(got)
                usage: swift package [--allow-writing-to-package-directory] localekit \
                check|stats|generate|compile|export [--target NAME]… [options]
                """
        case .noLocalizedTargets:
            return "no target of this package has .strings, .stringsdict, .xliff or .xcstrings files"
        case .failed(let subcommand, let status):
            return "localekit \(subcommand) failed (exit \(status))"
        }
    }
}
