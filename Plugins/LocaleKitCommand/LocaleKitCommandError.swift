/// Why `swift package localekit` (or `localekit-check`) stopped.
enum LocaleKitCommandError: Error, CustomStringConvertible {
    case usage(String?, verb: String, subcommands: [String])
    case noLocalizedTargets
    case failed(String, Int32)
    /// A subcommand that writes, asked of `localekit-check` without `--check`.
    case writes(String, verb: String)

    var description: String {
        switch self {
        case .usage(let subcommand, let verb, let subcommands):
            let got = subcommand.map { "unknown subcommand '\($0)'" } ?? "missing subcommand"
            let permission = verb == "localekit" ? "[--allow-writing-to-package-directory] " : ""
            let readOnly =
                verb == "localekit"
                ? "\n(check, stats, usage, dump, sync --check and format --check also run without the permission:"
                    + " swift package localekit-check …)"
                : ""
            return """
                \(got)
                usage: swift package \(permission)\(verb) \
                \(subcommands.joined(separator: "|")) [--target NAME]… [options]\(readOnly)
                """
        case .noLocalizedTargets:
            return "no target has .strings, .stringsdict, .xliff or .xcstrings files"
        case .writes(let subcommand, let verb):
            return """
                \(verb) runs '\(subcommand)' only with --check (it has no permission to write); to write: \
                swift package --allow-writing-to-package-directory localekit \(subcommand)
                """
        case .failed(let subcommand, let status):
            return "localekit \(subcommand) failed (exit \(status))"
        }
    }
}
