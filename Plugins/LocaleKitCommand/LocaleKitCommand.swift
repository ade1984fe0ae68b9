import Foundation
import PackagePlugin

/// `swift package localekit <subcommand> [--target NAME]… [options]`: runs `localekit` on the
/// localization files of the package's targets (all targets that have some, or the `--target`s named).
///
/// Every option after the subcommand goes to `localekit` unchanged; relative paths in them are
/// relative to the package root. `generate --output`, `compile`, `sync` and `format` write into the
/// package: the plugin declares that permission, so SwiftPM asks for it on a terminal and, elsewhere,
/// stops with an error naming `--allow-writing-to-package-directory` unless it is given. `sync` without
/// `--sources` reads the chosen targets' Swift files. The subcommands that only read (and `sync --check`,
/// `format --check`) also run without it through `LocaleKitReadOnlyCommand` (`swift package localekit-check`).
@main
struct LocaleKitCommand: CommandPlugin {
    static let subcommands = ["check", "stats", "usage", "generate", "compile", "export", "dump", "sync", "format"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try LocaleKitInvocation(arguments, verb: "localekit", subcommands: Self.subcommands).run(on: context)
    }
}
