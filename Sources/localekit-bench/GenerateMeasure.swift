import Foundation
import LocaleCatalog

/// `localekit generate` for all of wikipedia-ios (every table, structured template), and its three
/// stages alone: reading the files into a catalog (`CatalogLoader`, on every core), building the
/// accessor model, and rendering the template. The ratio lines `generate / <stage>` are the share
/// of the whole run that stage takes (`generate / read: 0.60×` → reading is 60%). Writing the file
/// is left out (it is one atomic write of ~0.5 MB).
struct GenerateMeasure: Measure {
    let name = "generate wikipedia-ios"
    private var folder = ""
    private var bytes = 0
    private var fileCount = 0

    mutating func prepare(corpus: URL) throws {
        let files = try CorpusFiles(corpus: corpus, folder: "wikipedia-ios", extension: "strings")
        let dicts = try CorpusFiles(corpus: corpus, folder: "wikipedia-ios", extension: "stringsdict")
        folder = corpus.appendingPathComponent("wikipedia-ios").path
        bytes = files.byteCount + dicts.byteCount
        fileCount = files.paths.count + dicts.paths.count
    }

    var inputBytes: Int { bytes }
    var inputFiles: Int { fileCount }

    var contenders: [Contender] {
        let folder = folder
        let catalog = CatalogLoader().load([folder])
        let generator = CodeGenerator()
        let model = AccessorModelBuilder().build(catalog).model
        return [
            Contender(name: "generate: all stages", runsOnManyThreads: true) {
                let catalog = CatalogLoader().load([folder])
                return (try? generator.generate(catalog).code.utf8.count) ?? 0
            },
            Contender(name: "read: CatalogLoader", runsOnManyThreads: true) {
                CatalogLoader().load([folder]).tables.count
            },
            Contender(name: "model: builder", runsOnManyThreads: true) {
                AccessorModelBuilder().build(catalog).model.enums.count
            },
            Contender(name: "render: template", runsOnManyThreads: true) {
                (try? generator.render(model).utf8.count) ?? 0
            },
        ]
    }
}
