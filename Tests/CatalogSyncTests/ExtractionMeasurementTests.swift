import CatalogSync
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
