import Foundation
import LocaleCatalog

/// `localekit compile` of all of wikipedia-ios without the disk writes: reading the files into a
/// catalog (on every core) and serialising every table of every language (`CatalogCompiler.tableFiles`:
/// sorted `.strings`, XML `.stringsdict`). Against Foundation doing the same round trip file by file:
/// `PropertyListSerialization` parse, then write as an XML plist.
struct CompileMeasure: CorpusMeasure {
    let name = "compile (no disk writes), wikipedia-ios"
    private(set) var files = CorpusFiles(paths: [], contents: [])

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles.wikipedia(corpus: corpus)
    }

    var contenders: [Contender] {
        let folder = files.folder
        let contents = files.contents
        return [
            Contender(name: "CatalogLoader + CatalogCompiler", runsOnManyThreads: true) {
                CatalogCompiler.tableFiles(CatalogLoader().load([folder])).reduce(0) { $0 + $1.data.count }
            },
            Contender(name: "PropertyListSerialization parse + XML write") {
                contents.reduce(0) { bytes, data in
                    guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
                        let xml = try? PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
                    else { return bytes }
                    return bytes + xml.count
                }
            },
        ]
    }
}
