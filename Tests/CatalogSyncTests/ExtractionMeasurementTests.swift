import CatalogSync
import CodeReading
import Foundation
import LocaleKitTestSupport
import Testing

/// Recall and precision of the extraction against Xcode's on the corpus apps (docs/sync.md).
/// `LOCALEKIT_SYNC_CORPUS=/path/to/xcstrings-apps` measures the apps with all their sources and
/// prints the differences.
@Suite struct ExtractionMeasurementTests {
    /// The least recall and precision each app must keep against Xcode's committed catalog
    /// (docs/sync.md, "Measured against Xcode"): each app's measured figure, rounded down.
    static let thresholds: [String: (recall: Double, precision: Double)] = [
        "xcodes": (recall: 1.0, precision: 0.99),
        "linearmouse": (recall: 0.99, precision: 0.99),
        "coteditor": (recall: 0.99, precision: 0.99),
        "owncloud": (recall: 1.0, precision: 1.0),
        "netnewswire": (recall: 1.0, precision: 1.0),
    ]

    /// Each app with its sources present (Xcodes always: the repository's corpus holds it; all three
    /// with `LOCALEKIT_SYNC_CORPUS`, which must then hold them) is measured and held to its thresholds.
    @Test(arguments: ExtractionMeasurement.apps)
    func measure(_ app: ExtractionMeasurement.App) throws {
        // ownCloud's and NetNewsWire's parts are the repository's only: measured from it whatever is given.
        let repository = TestPaths.corpus + "/xcstrings-apps"
        let isOwn = ["owncloud", "netnewswire"].contains(app.name)
        let root = isOwn ? repository : ExtractionMeasurement.root
        let folder = root + "/" + app.name + "/" + (app.sources.first ?? "")
        let isGiven = ProcessInfo.processInfo.environment["LOCALEKIT_SYNC_CORPUS"] != nil
        // The repository's copies of LinearMouse and CotEditor hold their catalogs only (no sources).
        let hasSources = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).contains {
            $0.hasSuffix(".swift") || $0.hasSuffix(".m")
        }
        guard isGiven || hasSources || isOwn else { return }
        #expect(FileManager.default.fileExists(atPath: folder), "no sources of \(app.name) at \(folder)")
        let measurement = try ExtractionMeasurement(app, root: root)
        print(measurement.summary)
        #expect(measurement.extraction.problems.isEmpty)
        let threshold = try #require(Self.thresholds[app.name])
        #expect(measurement.failures(recall: threshold.recall, precision: threshold.precision) == [])
        #expect(measurement.xcodeCount > 0, "Xcode's catalog of \(app.name) has no extracted key: nothing measured")
    }

    /// The thresholds can fail: an app at 0% recall (no source read) is reported.
    @Test func anAppWithNoRecallFails() throws {
        let app = ExtractionMeasurement.App(
            name: "xcodes", sources: ["Xcodes/Resources"], catalogs: ["Xcodes/Resources/Localizable.xcstrings"])
        let measurement = try ExtractionMeasurement(app, root: TestPaths.corpus + "/xcstrings-apps")
        #expect(measurement.recall < 0.5)
        #expect(measurement.failures(recall: 0.99, precision: 0.99).count == 1)
    }
}

extension ExtractionMeasurementTests {
    /// The Xcodes app is in the repository's corpus: every key Xcode extracted, and one more (the
    /// `#if DEBUG` button a Release build left stale).
    @Test func xcodesInTheRepositoryCorpus() throws {
        let app = try #require(ExtractionMeasurement.apps.first { $0.name == "xcodes" })
        let measurement = try ExtractionMeasurement(app, root: TestPaths.corpus + "/xcstrings-apps")
        #expect(measurement.missed == [])
        #expect(measurement.extra == ["Localizable: Perform post-install steps"])
    }
}

extension ExtractionMeasurementTests {
    /// `LOCALEKIT_SYNC_MEASURE=apps.json` (with `LOCALEKIT_SYNC_CORPUS` the folder of the apps): any
    /// apps measured the same way, one module's sources and catalogs per entry
    /// (`[{"name": "Whisky", "sources": ["Whisky"], "catalogs": ["Whisky/Localizable.xcstrings"]}]`).
    @Test func measureListedApps() throws {
        guard let list = ProcessInfo.processInfo.environment["LOCALEKIT_SYNC_MEASURE"] else { return }
        let data = try Data(contentsOf: URL(fileURLWithPath: list))
        for app in try JSONDecoder().decode([ExtractionMeasurement.App].self, from: data) {
            print(try ExtractionMeasurement(app).summary)
        }
    }
}

extension ExtractionMeasurementTests {
    /// The thresholds fail a broken reader: ownCloud's framework read without the project's macros
    /// (`OCLocalizedString` unknown, as `sync` was before it read `LOCALIZED_STRING_MACRO_NAMES`)
    /// falls below its recall; every key Xcode extracted is found with them.
    @Test func aReaderWithoutTheProjectsMacrosFailsTheThreshold() throws {
        let app = try #require(ExtractionMeasurement.apps.first { $0.name == "owncloud" })
        let root = TestPaths.corpus + "/xcstrings-apps"
        let broken = try ExtractionMeasurement(app, root: root, calls: LocalizedCallTable())
        #expect(broken.recall < 0.1)
        let threshold = try #require(Self.thresholds[app.name])
        #expect(broken.failures(recall: threshold.recall, precision: threshold.precision).count == 1)
        let measurement = try ExtractionMeasurement(app, root: root)
        #expect(measurement.xcodeCount == 29)
        #expect(measurement.missed == [] && measurement.extra == [])
    }

    /// A reader that gives a catalog another module's keys (the whole repository for a package's
    /// catalog, as `sync` did before each catalog got its own module) fails the precision threshold.
    @Test func anotherModulesKeysFailThePrecisionThreshold() throws {
        let root = TestPaths.corpus + "/xcstrings-apps"
        let app = ExtractionMeasurement.App(
            name: "netnewswire", sources: ["Modules/ActivityLog", "../xcodes/Xcodes"],
            catalogs: ["Modules/ActivityLog/Sources/ActivityLog/Resources/Localizable.xcstrings"])
        let measurement = try ExtractionMeasurement(app, root: root)
        #expect(measurement.recall == 1)
        #expect(measurement.precision < 0.5)
        let threshold = try #require(Self.thresholds["netnewswire"])
        #expect(measurement.failures(recall: threshold.recall, precision: threshold.precision).count == 1)
    }
}
