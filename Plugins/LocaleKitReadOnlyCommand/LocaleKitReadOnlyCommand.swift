import Foundation
import PackagePlugin

/// `swift package localekit-check [check|stats|usage|dump|sync --check|format --check] [--target NAME]…
/// [options]`: the subcommands of `swift package localekit` that only read, in a plugin that declares no
/// permission, so that CI and scripts run them without `--allow-writing-to-package-directory`; `sync`
/// and `format` only as the `--check` gate (refused without it). The subcommand defaults to `check`:
/// `swift package localekit-check` checks every localized target.
@main
struct LocaleKitReadOnlyCommand: CommandPlugin {
    static let verb = "localekit-check"
    static let subcommands = ["check", "stats", "usage", "dump", "sync", "format"]
    /// The subcommands that write unless given `--check`.
    static let checkOnly: Set<String> = ["sync", "format"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try LocaleKitInvocation(
            arguments, verb: Self.verb, subcommands: Self.subcommands, defaultSubcommand: "check",
            checkOnly: Self.checkOnly
        )
        .run(on: context)
    }
}
