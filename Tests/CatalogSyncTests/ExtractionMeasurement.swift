import CatalogSync
import CodeReading
import Foundation
import LocaleCatalog
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// The extraction of a corpus app against Xcode's own: the keys of its committed catalogs with no
/// `extractionState` (or `extracted_with_value`) are what Xcode's compiler extracted.
struct ExtractionMeasurement {
    struct App: Sendable, Codable, CustomTestStringConvertible {
        var name: String
        /// Source folders of the app target, relative to the app's folder.
        var sources: [String]
        /// The catalogs Xcode fills from the sources (a table each).
        var catalogs: [String]
        /// Whether each catalog gets its own module's sources as `sync` gives them (``SyncModules``: its
        /// SwiftPM target, else its Xcode targets in the project found from the app's folder), rather
        /// than all of `sources`.
        var byModule: Bool? = nil
        /// The project's `LOCALIZED_STRING_MACRO_NAMES` when its project is not in the copy (with
        /// ``byModule``, they are read from the project found).
        var macros: [String]? = nil
        var testDescription: String { name }
    }

    static let apps = [
        App(name: "xcodes", sources: ["Xcodes"], catalogs: ["Xcodes/Resources/Localizable.xcstrings"]),
        App(name: "linearmouse", sources: ["LinearMouse"], catalogs: ["LinearMouse/Localizable.xcstrings"]),
        App(
            name: "coteditor", sources: ["CotEditor/Sources"],
            catalogs: [
                "CotEditor/Localizables/Document Window/Document.xcstrings",
                "CotEditor/Localizables/Text Finder/TextFind.xcstrings",
                "CotEditor/Localizables/Panels/SettingsPorting.xcstrings",
                "CotEditor/Localizables/Document Window/Accessory Views/FileScopeEditor.xcstrings",
            ]),
        // An Objective-C framework target whose catalog Xcode filled through the project's own macros.
        App(
            name: "owncloud", sources: ["ownCloudAppFramework"],
            catalogs: ["ownCloudAppFramework/Resources/Localizable.xcstrings"],
            macros: ["NSLocalizedString", "CFCopyLocalizedString", "OCLocalizedString", "OCLocalizedFormat"]),
        // A local SwiftPM package's target, its own catalog.
        App(
            name: "netnewswire", sources: ["Modules/ActivityLog"],
            catalogs: ["Modules/ActivityLog/Sources/ActivityLog/Resources/Localizable.xcstrings"], byModule: true),
    ]

    /// `LOCALEKIT_SYNC_CORPUS` (a folder of the apps with all their sources, such as the shared
    /// corpus), else the copies in `Tests/Corpus/xcstrings-apps`.
    static var root: String {
        ProcessInfo.processInfo.environment["LOCALEKIT_SYNC_CORPUS"] ?? TestPaths.corpus + "/xcstrings-apps"
    }

    var app: App
    /// Xcode's keys, and ours, per table (per catalog ``App/byModule``).
    var xcode: [String: Set<String>] = [:]
    var ours: [String: Set<String>] = [:]
    /// Keys the catalog has as `manual` or `stale` that we extract.
    var manual: Set<String> = []
    var stale: Set<String> = []
    var extraction = Extraction()

    /// `calls` replaces the call table the app's project gives (a broken reader, for the tests that
    /// prove the thresholds can fail).
    init(_ app: App, root: String = Self.root, calls given: LocalizedCallTable? = nil) throws {
        self.app = app
        let folder = root + "/" + app.name + "/"
        let sources = app.sources.map { folder + $0 }
        var extractions: [String: Extraction] = [:]
        if app.byModule == true {
            let scope = try XcodeProjectScope.discover(paths: [folder])
            let catalogs = app.catalogs.map { folder + $0 }
            // The project's LOCALIZED_STRING_MACRO_NAMES, as `sync` reads them.
            let calls = given ?? LocalizedCallTable(macros: app.macros ?? LocalizedStringMacroNames.names(in: scope))
            for module in SyncModules.modules(files: catalogs, sourceFolders: sources, scope: scope).modules {
                let part = StringExtraction.extract(files: module.sources, calls: calls)
                for file in module.files { extractions[file] = part }
                extraction.strings += part.strings
                extraction.undeterminable += part.undeterminable
            }
        } else {
            extraction = StringExtraction.extract(
                sources: sources, calls: given ?? LocalizedCallTable(macros: app.macros ?? []))
        }
        for catalog in app.catalogs {
            let own = extractions[folder + catalog] ?? extraction
            let table = ((catalog as NSString).lastPathComponent as NSString).deletingPathExtension
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + catalog))
            let document = try StringCatalogDocument(data: data, path: catalog)
            let extracted = Set(own.strings.filter { $0.table == table }.map(\.key))
            // By module, several catalogs share a table name (each module's `Localizable`): one entry each.
            let entry = app.byModule == true ? catalog : table
            // This catalog's own `manual` keys (another catalog of the same table may keep others).
            var ownManual = Set<String>()
            for key in document.keys {
                switch document.extractionState(key: key) {
                case nil, "extracted_with_value": xcode[entry, default: []].insert(key)
                case "manual" where extracted.contains(key): ownManual.insert(key)
                case "stale" where extracted.contains(key): stale.insert(key)
                default: break
                }
            }
            manual.formUnion(ownManual)
            ours[entry] = extracted.subtracting(ownManual)
        }
    }

    var found: Int { xcode.reduce(0) { $0 + $1.value.intersection(ours[$1.key] ?? []).count } }
    var xcodeCount: Int { xcode.values.reduce(0) { $0 + $1.count } }
    var ourCount: Int { ours.values.reduce(0) { $0 + $1.count } }
    var recall: Double { xcodeCount == 0 ? 1 : Double(found) / Double(xcodeCount) }
    var precision: Double { ourCount == 0 ? 1 : Double(found) / Double(ourCount) }

    /// What falls below the thresholds, one line each (none when both hold).
    func failures(recall least: Double, precision leastPrecision: Double) -> [String] {
        let percent = { (value: Double) in String(format: "%.1f%%", value * 100) }
        var failures: [String] = []
        if recall < least { failures.append("\(app.name): recall \(percent(recall)) < \(percent(least))") }
        if precision < leastPrecision {
            failures.append("\(app.name): precision \(percent(precision)) < \(percent(leastPrecision))")
        }
        return failures
    }

    /// Xcode's keys we miss, and ours Xcode has not, as `table: key` lines.
    var missed: [String] { differences { $0.subtracting($1) } }
    var extra: [String] { differences { $1.subtracting($0) } }

    private func differences(_ body: (Set<String>, Set<String>) -> Set<String>) -> [String] {
        Set(xcode.keys).union(ours.keys).sorted().flatMap { table in
            body(xcode[table] ?? [], ours[table] ?? []).sorted().map { "\(table): \($0)" }
        }
    }

    var summary: String {
        let percent = { (value: Double) in String(format: "%.1f%%", value * 100) }
        return """
            \(app.name): Xcode \(xcodeCount), ours \(ourCount), both \(found): recall \(percent(recall)), \
            precision \(percent(precision)); manual keys we extract \(manual.count), stale \(stale.count), \
            undeterminable \(extraction.undeterminable.count)
            missed:
            \(missed.map { "  " + $0 }.joined(separator: "\n"))
            extra:
            \(extra.map { "  " + $0 }.joined(separator: "\n"))
            undeterminable:
            \(extraction.undeterminable.map { "  \($0.location.file):\($0.location.line): \($0.reason)" }.joined(separator: "\n"))
            """
    }
}
