#if canImport(XcodeProjectPlugin)
    import PackagePlugin
    import XcodeProjectPlugin

    /// The read-only subcommands on an Xcode project's targets, with no permission to grant. Type-checked
    /// on Linux against a stand-in of `XcodeProjectPlugin`, not run there.
    extension LocaleKitReadOnlyCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try LocaleKitInvocation(
                arguments, verb: Self.verb, subcommands: Self.subcommands, defaultSubcommand: "check",
                checkOnly: Self.checkOnly
            )
            .run(on: context)
        }
    }
#endif
