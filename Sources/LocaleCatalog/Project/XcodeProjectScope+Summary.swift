import LocalizationFormats

/// What a check says about the projects themselves: what they declare, and how the languages
/// translated compare with the languages declared.
extension XcodeProjectScope {
    /// One `xcode-project` note per project (its development region, known regions and targets,
    /// located at its `developmentRegion`), and the problems of reading it.
    public var summaryNotes: [Diagnostic] {
        projects.flatMap { project -> [Diagnostic] in
            let region = project.developmentRegion.map { region in
                let code = XcodeRegion.languageCode(region)
                return code == region ? "'\(region)'" : "'\(region)' (\(code))"
            }
            let targets = project.targets.map(\.name)
            let message =
                "Xcode project \(project.name): development region \(region ?? "(none)"), "
                + "known regions (\(project.knownRegions.count)): \(project.knownRegions.joined(separator: " ")); "
                + "targets (\(targets.count)): \(targets.joined(separator: ", "))"
            let location = project.developmentRegionLocation ?? SourceLocation(file: project.file)
            return [Diagnostic(.note, rule: .xcodeProject, message, at: location)] + project.diagnostics
        }
    }

    /// After a check: a `missing-language` warning for each declared language that no file translates
    /// (at its `knownRegions` entry), and an `undeclared-language` note for each language files translate
    /// that no project declares (its `.lproj` and String Catalog translations are not checked; an XLIFF
    /// export's are).
    /// - Parameter present: every language a checked file of the projects is in.
    public func languageFindings(present: Set<String>) -> [Diagnostic] {
        guard declaresLanguages else { return [] }
        let declared = declaredLanguages
        var diagnostics: [Diagnostic] = []
        for language in declared where language != developmentLanguage {
            guard !present.contains(where: { LanguageCode.isSameLanguage($0, language) }) else { continue }
            diagnostics.append(
                Diagnostic(
                    .warning, rule: .missingLanguage,
                    "the project declares '\(language)' (knownRegions) but no localization file translates it",
                    at: location(ofRegion: language)))
        }
        let names = projects.map(\.name).joined(separator: ", ")
        for language in present.sorted() where language != "Base" && !language.hasPrefix("*") {
            guard !declared.contains(where: { LanguageCode.isSameLanguage($0, language) }) else { continue }
            diagnostics.append(
                Diagnostic(
                    .note, rule: .undeclaredLanguage,
                    "files translate '\(language)', which is not among the known regions of \(names): the app does "
                        + "not declare it (its .lproj and String Catalog translations are not checked)",
                    at: projects.first.map { $0.knownRegionLocations.first ?? SourceLocation(file: $0.file) }))
        }
        return diagnostics
    }

    /// Where a project lists the region of `language`.
    private func location(ofRegion language: String) -> SourceLocation? {
        for project in projects {
            for (region, location) in zip(project.knownRegions, project.knownRegionLocations)
            where XcodeRegion.languageCode(region) == language {
                return location
            }
        }
        return projects.first.map { SourceLocation(file: $0.file) }
    }
}
