import LocaleCatalog

/// What a check learned from the Xcode projects governing its paths, for reports (`stats`, JSON):
/// what each project declares, and the coverage per target and declared language.
public struct ProjectSummary: Sendable, Hashable {
    /// One project's declarations, as written in its `project.pbxproj`.
    public struct Declaration: Sendable, Hashable {
        /// The `.xcodeproj` (or `project.yml`) name.
        public var name: String
        /// The file it was read from.
        public var file: String
        /// `developmentRegion` as the project writes it.
        public var developmentRegion: String?
        /// `knownRegions` as the project writes them.
        public var knownRegions: [String]
        /// Its native targets, by name.
        public var targets: [String]
    }

    /// Each project read.
    public var projects: [Declaration]
    /// The languages the projects declare (known regions but `Base`), the development language first.
    public var declaredLanguages: [String]
    /// Per target and declared language: translated, covered by fallback, missing.
    public var coverage: [ProjectCoverage]

    /// The summary of `scope`, with its coverage rows.
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
