#if canImport(XcodeProjectPlugin)
    import PackagePlugin
    import XcodeProjectPlugin

    /// The same command on an Xcode project's targets (Xcode passes the targets chosen in its dialog as
    /// `--target NAME`). Type-checked on Linux against a stand-in of `XcodeProjectPlugin`, not run there.
    extension LocaleKitCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try LocaleKitInvocation(arguments, verb: "localekit", subcommands: Self.subcommands).run(on: context)
        }
    }
#endif
