import LocaleCatalog

/// What a check learned from the Xcode projects governing its paths, for reports (`stats`, JSON):
/// what each project declares, and the coverage per target and declared language.
public struct ProjectSummary: Sendable, Hashable {
    /// One project's declarations, as written in its `project.pbxproj`.
    public struct Declaration: Sendable, Hashable {
        public var name: String
        public var file: String
        public var developmentRegion: String?
        public var knownRegions: [String]
        public var targets: [String]
    }

    public var projects: [Declaration]
    /// The languages the projects declare (known regions but `Base`), the development language first.
    public var declaredLanguages: [String]
    public var coverage: [ProjectCoverage]

    public init(scope: XcodeProjectScope, coverage: [ProjectCoverage]) {
        projects = scope.projects.map { project in
            Declaration(
                name: project.name, file: project.file, developmentRegion: project.developmentRegion,
                knownRegions: project.knownRegions, targets: project.targets.map(\.name))
        }
        declaredLanguages = scope.declaredLanguages
        self.coverage = coverage
    }
}
