import Foundation
import LocalizationFormats

/// Which localization files the projects' targets ship, and the notes about those none ships.
extension XcodeProjectScope {
    /// Whether the targets' membership decides about `file`: a table or String Catalog, or anything in
    /// an Xcode localization export (`.xcloc`), the projects' own (not a local package's).
    public func decidesMembership(of file: String) -> Bool {
        guard Self.isProjectResource(file), governs(file) else { return false }
        // A project that could not be read whole says nothing reliable about its files.
        return !projects.isEmpty && !projects.contains(where: \.hasErrors)
    }

    /// Whether a target (the selected one, if any) ships `file`.
    public func ships(_ file: String) -> Bool {
        let absolute = XcodeProjectReader.absolute(file)
        return targets.contains { $0.contains(file: absolute) }
    }

    /// Splits `files` into those to check and, for the ones no target ships, one `not-in-target` note
    /// per `.lproj` folder none of whose files any target ships, else per file. With a selected target,
    /// files only other targets ship are left out without a note.
    public func partition(_ files: [String]) -> (shipped: [String], notes: [Diagnostic]) {
        var shipped: [String] = []
        var stray: [String: [String]] = [:]  // folder (or the file itself) → stray files
        var shippedFolders: Set<String> = []
        var named: [String] = []
        let all = projects.flatMap(\.targets)
        for file in files {
            guard decidesMembership(of: file) else {
                shipped.append(file)
                continue
            }
            let absolute = XcodeProjectReader.absolute(file)
            let folder = Self.lprojFolder(of: file) ?? file
            if targets.contains(where: { $0.contains(file: absolute) }) {
                shipped.append(file)
                shippedFolders.insert(folder)
            } else if namedFiles.contains(absolute) {
                shipped.append(file)
                named.append(file)
            } else if !all.contains(where: { $0.contains(file: absolute) }) {
                stray[folder, default: []].append(file)
            }
        }
        var notes = named.map { note(notInTarget: $0, count: nil, named: true) }
        for (folder, files) in stray.sorted(by: { $0.key < $1.key }) {
            if shippedFolders.contains(folder) || folder == files.first {
                notes += files.map { note(notInTarget: $0, count: nil) }
            } else {
                notes.append(note(notInTarget: folder, count: files.count))
            }
        }
        return (shipped, notes)
    }

    /// ``partition(_:)`` over files grouped by localization root (the `files` of `CatalogRoots`): the roots
    /// keep the files to check (a root left with none is dropped).
    public func restrict(_ roots: [String: [String]]) -> (roots: [String: [String]], notes: [Diagnostic]) {
        let (shipped, notes) = partition(roots.values.flatMap { $0 })
        let kept = Set(shipped)
        var result: [String: [String]] = [:]
        for (root, files) in roots {
            let files = files.filter(kept.contains)
            if !files.isEmpty { result[root] = files }
        }
        return (result, notes)
    }

    /// The localization files under `paths` that a target ships (and those outside the projects), for
    /// the commands that load a catalog (`generate`, `export`), with the notes about the others.
    public func shippedFiles(under paths: [String]) -> (files: [String], notes: [Diagnostic]) {
        var found: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            let result = LocalizationFileFinder.find(under: path)
            found += result.files
            diagnostics += result.diagnostics
        }
        let (shipped, notes) = partition(found)
        return (shipped, diagnostics + notes)
    }

    private func note(notInTarget path: String, count: Int?, named: Bool = false) -> Diagnostic {
        let names = projects.map(\.name).joined(separator: ", ")
        guard !named else {
            return Diagnostic(
                .note, rule: .notInTarget,
                "not part of \(selectedTarget.map { "target \($0)" } ?? "any target of \(names)"): read because it is named",
                at: SourceLocation(file: path))
        }
        // Every command leaves the file out (check, generate, export, migrate, …): the note says so in
        // words true of each.
        let what = count.map { "its \($0) file\($0 == 1 ? " is" : "s are")" } ?? "it is"
        let owner = selectedTarget.map { "target \($0)" } ?? "any target of \(names)"
        return Diagnostic(
            .note, rule: .notInTarget,
            "not part of \(owner): \(what) left out, as the app does not ship \((count ?? 1) == 1 ? "it" : "them")",
            at: SourceLocation(file: path))
    }

    /// The `.lproj` folder holding `file`, if any.
    static func lprojFolder(of file: String) -> String? {
        let folder = (file as NSString).deletingLastPathComponent
        return folder.hasSuffix(".lproj") ? folder : nil
    }
}
