import Foundation
import LocaleCatalog

/// `localekit dump` of all of wikipedia-ios, the catalog read once outside the timed run: its JSON
/// (`CatalogDump.json`, the stable schema) against its text (`CatalogDump.text`, one line per entry).
/// Target: the JSON within twice the text's time (ours vs peer ≥ 0.5×); `JSONSerialization` with
/// sorted keys took 13 times the text's time on a large app.
struct DumpMeasure: CorpusMeasure {
    let name = "dump --format json vs text, wikipedia-ios"
    private(set) var files = CorpusFiles(paths: [], contents: [])
    private var catalog: Catalog?

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles.wikipedia(corpus: corpus)
        catalog = CatalogLoader().load([files.folder])
    }

    var contenders: [Contender] {
        let catalog = catalog
        return [
            Contender(name: "CatalogDump.json") { catalog.map { CatalogDump.json($0).utf8.count } ?? 0 },
            Contender(name: "CatalogDump.text", target: .ratio(atLeast: 0.5)) {
                catalog.map { CatalogDump.text($0).utf8.count } ?? 0
            },
        ]
    }
}
