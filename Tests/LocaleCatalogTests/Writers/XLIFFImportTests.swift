import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// Export → a translator edits targets → import: the edited values change, nothing else does.
struct XLIFFImportTests {
    static let wikipedia = TestPaths.corpus + "/wikipedia-ios/Wikipedia/iOS Native Localizations"
    static let eduroam = TestPaths.corpus + "/xcode-xliff/geteduroam/Localizations/de.xcloc"

    /// A copy of wikipedia-ios's `en` and `de` tables (`de` `Localizable.strings` is UTF-16 with comments
    /// between entries; `.stringsdict` beside it), and its `de.xliff` as `export` writes it.
    static func wikipediaProject(version: XLIFFVersion = .v1_2) throws -> (folder: String, xliff: String) {
        let folder = try TestPaths.scratchFolder()
        let project = folder + "/project"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        for language in ["en", "de"] {
            try FileManager.default.copyItem(
                atPath: "\(wikipedia)/\(language).lproj", toPath: "\(project)/\(language).lproj")
        }
        let catalog = CatalogLoader().load([project])
        let xliff = CatalogCompiler.xliffFiles(catalog, version: version).first { $0.path == "de.xliff" }
        let text = String(decoding: try #require(xliff).data, as: UTF8.self)
        return (folder, text)
    }

    /// Imports `xliff` into `project`; returns the plan and the refusals.
    static func runImport(_ xliff: String, named name: String = "de.xliff", into project: String, folder: String) throws
        -> (XLIFFImport.Plan, [Diagnostic])
    {
        let path = folder + "/" + name
        try xliff.write(toFile: path, atomically: true, encoding: .utf8)
        let xliffImport = XLIFFImport.read(xliffs: [path], project: project, developmentLanguage: "en")
        let rejections = ImportValidation.rejections(xliffImport)
        let plan = xliffImport.plan(rejecting: Set(rejections.map(\.unit)))
        try AtomicFileWriter.write(plan.files)
        return (plan, rejections.map(\.diagnostic) + plan.diagnostics)
    }

    static func snapshot(_ files: [String: Data]) -> [String: Data] { files }

    static func contents(under folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder + "/" + path) { result[path] = data }
        }
        return result
    }

    /// The lines a file lost (`-`) and gained (`+`), in order: a small golden view of an edit.
    static func lineChanges(_ old: Data, _ new: Data) -> String {
        func lines(_ data: Data) -> [String] {
            let text = String(data: data, encoding: data.starts(with: [0xFF, 0xFE]) ? .utf16 : .utf8) ?? ""
            return text.components(separatedBy: "\n")
        }
        let (before, after) = (lines(old), lines(new))
        let removed = before.filter { !after.contains($0) }.map { "- " + $0 }
        let added = after.filter { !before.contains($0) }.map { "+ " + $0 }
        return (removed + added).joined(separator: "\n") + "\n"
    }

    @Test(arguments: XLIFFVersion.allCases)
    func anUnchangedExportImportsNothing(version: XLIFFVersion) throws {
        let (folder, xliff) = try Self.wikipediaProject(version: version)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (plan, problems) = try Self.runImport(xliff, into: folder + "/project", folder: folder)
        #expect(plan.files.isEmpty)
        #expect(plan.changes.isEmpty)
        #expect(problems.isEmpty)
    }

    @Test func editedTargetsChangeThoseValuesAndNothingElse() throws {
        let (folder, xliff) = try Self.wikipediaProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = folder + "/project"
        let before = Self.contents(under: project)
        var edited = xliff
        let edits = [
            ("<target>%1$@ hinzugefügt</target>", "<target>%1$@ neu hinzugefügt</target>"),
            (
                "<target>Die Artikelbeschreibung wurde aktualisiert</target>",
                "<target>Beschreibung aktualisiert</target>"
            ),
            ("<target>Zeilen %1$d bis %2$d</target>", "<target>Zeilen %1$@ bis %2$d</target>"),  // refused
            (
                "<source>in %1$d sections</source>\n",
                "<source>in %1$d sections</source>\n        <target>in %1$d Abschnitten</target>\n"
            ),
        ]
        for (old, new) in edits {
            #expect(edited.contains(old), "the export holds \(old)")
            edited = edited.replacingOccurrences(of: old, with: new)
        }
        let formRange = try #require(
            edited.range(of: "/aaald-characters-text-description:dict/v1:dict/one:dict/:string"))
        let target = try #require(
            edited.range(of: "<target>Zeichen</target>", range: formRange.upperBound..<edited.endIndex))
        edited.replaceSubrange(target, with: "<target>Zeichenchen</target>")

        let (plan, problems) = try Self.runImport(edited, into: project, folder: folder)
        #expect(problems.count == 1)
        #expect(problems.first?.rule == .placeholderMismatch)
        #expect(problems.first?.location?.file == folder + "/de.xliff")
        let refusedLine = edited.components(separatedBy: "\n").firstIndex { $0.contains("Zeilen %1$@ bis") }
        #expect(problems.first?.location?.line == refusedLine.map { $0 + 1 })
        #expect(Set(plan.changes.map(\.key)).count == 4)
        #expect(plan.changes.filter(\.isNew).map(\.key) == ["aaald-many-sections-description"])

        let after = Self.contents(under: project)
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(changed == ["de.lproj/Localizable.strings", "de.lproj/Localizable.stringsdict"])
        var golden = ""
        for path in changed {
            golden += "== \(path)\n" + Self.lineChanges(before[path] ?? Data(), after[path] ?? Data())
        }
        try Snapshot.expect(golden, matches: "Import/wikipedia-de.txt", of: "LocaleCatalogTests")
        #expect(after["de.lproj/Localizable.strings"]?.starts(with: [0xFF, 0xFE]) == true, "still UTF-16 with a BOM")

        // Foundation reads the result, with the new values.
        let data = try #require(after["de.lproj/Localizable.strings"])
        let values = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        #expect(values["aaald-added-text-description-2"] == "%1$@ neu hinzugefügt")
        #expect(values["aaald-many-sections-description"] == "in %1$d Abschnitten")
        #expect(values["diff-multi-line-format"] == "Zeilen %1$d bis %2$d")
        let plist = try #require(after["de.lproj/Localizable.stringsdict"])
        let plurals = try #require(
            try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: [String: Any]])
        #expect((plurals["aaald-characters-text-description"]?["v1"] as? [String: String])?["one"] == "Zeichenchen")
    }

    @Test func anXLIFF2TargetIsImportedToo() throws {
        let (folder, xliff) = try Self.wikipediaProject(version: .v2_0)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(xliff.contains("version=\"2.0\""))
        let edited = xliff.replacingOccurrences(
            of: "<target>%1$@ hinzugefügt</target>", with: "<target>%1$@ neu hinzugefügt</target>")
        #expect(edited != xliff)
        let (plan, problems) = try Self.runImport(edited, into: folder + "/project", folder: folder)
        #expect(problems.isEmpty)
        #expect(plan.changes.map(\.key) == ["aaald-added-text-description-2"])
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/project/de.lproj/Localizable.strings"))
        let values = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        #expect(values?["aaald-added-text-description-2"] == "%1$@ neu hinzugefügt")
    }

    @Test func aCatalogGetsTheTranslationsInXcodesBytes() throws {
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = folder + "/Source Contents"
        try FileManager.default.copyItem(atPath: Self.eduroam + "/Source Contents", toPath: project)
        let before = Self.contents(under: project)
        let xliff = try String(contentsOfFile: Self.eduroam + "/Localized Contents/de.xliff", encoding: .utf8)
        let (plan, problems) = try Self.runImport(xliff, into: project, folder: folder)
        // A real defect of that translation: `%1$@` added where the source has only `%d`.
        #expect(problems.map(\.rule) == [.placeholderMismatch])
        #expect(!plan.changes.isEmpty)
        let after = Self.contents(under: project)
        for (path, data) in after where data != before[path] {
            #expect(path.hasSuffix(".xcstrings"))
            let document = try StringCatalogDocument(data: data, path: path)
            #expect(StringCatalogWriter.data(document) == data)
        }
        // The catalogs now hold the German values: read back, each imported value is there.
        let catalog = CatalogLoader().load([project])
        for change in plan.changes {
            #expect(catalog.tables[change.table]?.languages["de"]?.entries[change.key] != nil, "\(change.key)")
        }
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        let golden = changed.map { path in
            "== \(path)\n" + Self.lineChanges(before[path] ?? Data(), after[path] ?? Data())
        }
        try Snapshot.expect(golden.joined(), matches: "Import/geteduroam-de.txt", of: "LocaleCatalogTests")
        // Importing the same file again changes nothing.
        let (again, _) = try Self.runImport(xliff, into: project, folder: folder)
        #expect(again.files.isEmpty)
    }

    @Test func aLanguageWithoutTheTableGetsANewStringsFile() throws {
        let (folder, xliff) = try Self.wikipediaProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = folder + "/project"
        try FileManager.default.removeItem(atPath: project + "/de.lproj/InfoPlist.strings")
        let (plan, _) = try Self.runImport(xliff, into: project, folder: folder)
        #expect(plan.files.map(\.path) == [project + "/de.lproj/InfoPlist.strings"])
        let data = try #require(FileManager.default.contents(atPath: project + "/de.lproj/InfoPlist.strings"))
        let values = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        #expect(values?.isEmpty == false)
    }

    /// CotEditor's `Document` catalog has substitutions (`argNum`, `%arg`): exported, one form edited,
    /// imported — that one `value` changes and nothing else.
    @Test func aSubstitutionFormIsWrittenBackWithArg() throws {
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original =
            TestPaths.corpus + "/xcstrings-apps/coteditor/CotEditor/Localizables/Document Window/Document.xcstrings"
        let project = folder + "/project"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: original, toPath: project + "/Document.xcstrings")
        let catalog = CatalogLoader().load([project])
        let export = CatalogCompiler.xliffFiles(catalog, version: .v1_2).first { $0.path == "de.xliff" }
        var xliff = String(decoding: try #require(export).data, as: UTF8.self)
        let (unchanged, _) = try Self.runImport(xliff, into: project, folder: folder)
        #expect(unchanged.files.isEmpty)
        let unit = try #require(xliff.range(of: "/FolderFind.Metrics.message:dict/arg1:dict/one:dict/:string"))
        let target = try #require(
            xliff.range(of: "%1$lld Treffer</target>", range: unit.upperBound..<xliff.endIndex))
        xliff.replaceSubrange(target, with: "%1$lld Fund</target>")
        let (plan, problems) = try Self.runImport(xliff, into: project, folder: folder)
        #expect(problems.isEmpty)
        #expect(plan.changes.map(\.key) == ["FolderFind.Metrics.message"])
        let before = try Data(contentsOf: URL(fileURLWithPath: original))
        let after = try Data(contentsOf: URL(fileURLWithPath: project + "/Document.xcstrings"))
        let (oldLines, newLines) = (
            String(decoding: before, as: UTF8.self).components(separatedBy: "\n"),
            String(decoding: after, as: UTF8.self).components(separatedBy: "\n")
        )
        #expect(oldLines.count == newLines.count)
        let differing = zip(oldLines, newLines).filter { $0 != $1 }
        #expect(differing.count == 1)
        #expect(differing.first?.0.hasSuffix(#""value" : "%arg Treffer""#) == true)
        #expect(differing.first?.1.hasSuffix(#""value" : "%arg Fund""#) == true)
    }
}
