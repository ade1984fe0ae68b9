import CatalogSync
import CodeReading
import Foundation
import LocaleKitTestSupport
import Testing

/// Recall and precision of the extraction against Xcode's on the corpus apps (docs/sync.md).
/// `LOCALEKIT_SYNC_CORPUS=/path/to/xcstrings-apps` measures the apps with all their sources and
/// prints the differences.
@Suite struct ExtractionMeasurementTests {
    @Test(arguments: ExtractionMeasurement.apps)
    func measure(_ app: ExtractionMeasurement.App) throws {
        let folder = ExtractionMeasurement.root + "/" + app.name + "/" + (app.sources.first ?? "")
        guard FileManager.default.fileExists(atPath: folder) else { return }
        let measurement = try ExtractionMeasurement(app)
        print(measurement.summary)
        #expect(measurement.extraction.problems.isEmpty)
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
