import Foundation
import LocalizationFormats

/// What an Xcode project (`*.xcodeproj/project.pbxproj`) declares about localization: its development
/// region, its known regions (the Localizations list of the project settings) and, per native target,
/// the localized files the target ships.
///
/// ```swift
/// let project = XcodeProject.read(bundle: "App.xcodeproj")
/// project.developmentLanguage  // "en" (also for the legacy `English`)
/// project.declaredLanguages    // ["en", "de", "fr"]: the known regions but Base
/// project.targets.filter { $0.contains(file: "/src/App/de.lproj/Localizable.strings") }
/// ```
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder, as given.
    public var bundle: String
    /// Its `project.pbxproj` (or the XcodeGen `project.yml` it was read from).
    public var file: String
    /// The project format (`objectVersion`); 70 and later may use folder-synchronized groups.
    public var objectVersion: Int?
    /// `developmentRegion` as written (`en`, `English`), and where.
    public var developmentRegion: String?
    /// Where `developmentRegion` is written.
    public var developmentRegionLocation: SourceLocation?
    /// `knownRegions` as written, in order, and where each is written.
    public var knownRegions: [String]
    /// Where each of `knownRegions` is written.
    public var knownRegionLocations: [SourceLocation] = []
    /// The native targets and the localized files each ships.
    public var targets: [XcodeTarget]
    /// Problems reading the file (located in it); a project with an error may be incomplete.
    public var diagnostics: [Diagnostic]

    /// A project with these settings (the reader and tests make them).
    public init(
        bundle: String, objectVersion: Int? = nil, developmentRegion: String? = nil,
        developmentRegionLocation: SourceLocation? = nil, knownRegions: [String] = [], targets: [XcodeTarget] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.bundle = bundle
        file = (bundle as NSString).appendingPathComponent("project.pbxproj")
        self.objectVersion = objectVersion
        self.developmentRegion = developmentRegion
        self.developmentRegionLocation = developmentRegionLocation
        self.knownRegions = knownRegions
        self.targets = targets
        self.diagnostics = diagnostics
    }

    /// The bundle's name, `App.xcodeproj` (`project.yml` for XcodeGen).
    public var name: String { (bundle as NSString).lastPathComponent }

    /// The folder holding the bundle (or `project.yml`): `SOURCE_ROOT`, where group paths start.
    public var folder: String {
        let parent = (bundle as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// The development region as a language code (`English` → `en`).
    public var developmentLanguage: String? { developmentRegion.map(XcodeRegion.languageCode) }

    /// The known regions as language codes, each once, `Base` included.
    public var knownLanguages: [String] { XcodeRegion.languageCodes(knownRegions) }

    /// The languages the app supports: the known regions but `Base`, with the development language.
    public var declaredLanguages: [String] {
        var languages = knownLanguages.filter { $0 != "Base" }
        if let development = developmentLanguage, !languages.contains(development) {
            languages.insert(development, at: 0)
        }
        return languages
    }

    /// Whether the project uses Base internationalization (`Base` among its known regions).
    public var usesBaseInternationalization: Bool { knownLanguages.contains("Base") }

    /// Whether the file has an error: what the project says may be incomplete.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reads `bundle/project.pbxproj`. Never throws: an unreadable or damaged file gives a project
    /// with located diagnostics and what could be read.
    public static func read(bundle: String) -> XcodeProject {
        var project = XcodeProject(bundle: bundle)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: project.file))
        } catch {
            project.diagnostics = [
                Diagnostic(
                    .error, rule: .io, "cannot read the Xcode project: \(error.localizedDescription)",
                    at: SourceLocation(file: project.file))
            ]
            return project
        }
        return read(data, bundle: bundle)
    }

    /// Reads the text of a `project.pbxproj` that lives in `bundle`.
    public static func read(_ data: Data, bundle: String) -> XcodeProject {
        var project = XcodeProject(bundle: bundle)
        let (root, diagnostics) = OldStylePropertyList.parse(data, file: project.file)
        var reader = XcodeProjectReader(root: root, file: project.file, folder: project.folder)
        reader.read(into: &project)
        project.diagnostics = diagnostics + reader.diagnostics
        return project
    }
}
