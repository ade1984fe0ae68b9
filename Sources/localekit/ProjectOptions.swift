import LocaleCatalog

extension LocaleKitCommand {
    /// The options every command that reads the catalog takes for Xcode projects.
    static let projectOptions: Set<String> = ["project", "target"]

    /// The help lines of `--project` and `--target`, descriptions starting at `column` (as the
    /// command's other options).
    static func projectHelp(column: Int) -> String {
        let indent = String(repeating: " ", count: column)
        func option(_ name: String, _ lines: [String]) -> String {
            let first = "  " + name.padding(toLength: max(column - 2, name.count + 1), withPad: " ", startingAt: 0)
            return ([first + lines[0]] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }
        return option(
            "--project <file>",
            [
                "The Xcode project (.xcodeproj, or an XcodeGen project.yml) that declares the languages",
                "and the files each target ships. Default: one in the path's folder or a parent, else",
                "in its subfolders; without one, every file, languages from the folders.",
            ]) + "\n" + option("--target <name>", ["Only the files this target of the project ships."])
    }

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
