import AccessorGeneration
import Foundation
import LocaleCatalog

/// `localekit generate` for all of wikipedia-ios (every table, structured template), and its three
/// stages alone: reading the files into a catalog (`CatalogLoader`, on every core), building the
/// accessor model, and rendering the template. The ratio lines `generate / <stage>` are the share
/// of the whole run that stage takes (`generate / read: 0.60×` → reading is 60%). Writing the file
/// is left out (it is one atomic write of ~0.5 MB). Foundation's parse of the same files (values only,
/// one thread) is the reference.
struct GenerateMeasure: CorpusMeasure {
    let name = "generate, wikipedia-ios"
    private(set) var files = CorpusFiles(paths: [], contents: [])

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles.wikipedia(corpus: corpus)
    }

    var contenders: [Contender] {
        let folder = files.folder
        let catalog = CatalogLoader().load([folder])
        let generator = CodeGenerator()
        let model = AccessorModelBuilder().build(catalog).model
        return [
            Contender(name: "generate: all stages", runsOnManyThreads: true) {
                let catalog = CatalogLoader().load([folder])
                return (try? generator.generate(catalog).code.utf8.count) ?? 0
            },
            FoundationPeer.parse(files.contents, name: "PropertyListSerialization, parse alone"),
            Contender(name: "stage share: read (CatalogLoader)", runsOnManyThreads: true) {
                CatalogLoader().load([folder]).tables.count
            },
            Contender(name: "stage share: model builder", runsOnManyThreads: true) {
                AccessorModelBuilder().build(catalog).model.enums.count
            },
            Contender(name: "stage share: render template", runsOnManyThreads: true) {
                (try? generator.render(model).utf8.count) ?? 0
            },
        ]
    }
}
