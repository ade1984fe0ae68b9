import LocaleCatalog

extension LocaleKitCommand {
    /// The options every command that reads the catalog takes for Xcode projects.
    static let projectOptions: Set<String> = ["project", "target"]

    static let projectHelp = """
          --project <file>    The Xcode project (.xcodeproj) that declares the languages and the files
                              each target ships. Default: a *.xcodeproj in the path's folder or a parent,
                              else in its subfolders; none: every file, languages from the folders.
          --target <name>     Only the files this target of the project ships.
        """

    /// The Xcode projects governing `paths` (`--project`, `--target`), or nil without one.
    /// - Throws: ``UsageError`` when `--project` names no project or `--target` no target.
    static func projectScope(_ arguments: Arguments, paths: [String]) throws -> XcodeProjectScope? {
        do {
            let scope = try XcodeProjectScope.discover(
                paths: paths, project: arguments.value("project"), target: arguments.value("target"))
            if scope == nil, arguments.value("target") != nil {
                throw UsageError("--target needs an Xcode project (none found; name one with --project)")
            }
            return scope
        } catch let error as XcodeProjectScope.DiscoveryError {
            throw UsageError(error.description)
        }
    }
}
