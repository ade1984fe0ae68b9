import Foundation
import LocalizationFormats

/// Reading every wikipedia-ios `.strings` file: ``StringsReader`` against `PropertyListSerialization`.
struct StringsReadMeasure: Measure {
    let name = "wikipedia-ios .strings"
    private var files: CorpusFiles?

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles(corpus: corpus, folder: "wikipedia-ios", extension: "strings")
    }

    var inputBytes: Int { files?.byteCount ?? 0 }
    var inputFiles: Int { files?.paths.count ?? 0 }

    var contenders: [Contender] {
        let paths = files?.paths ?? []
        let contents = files?.contents ?? []
        return [
            Contender(name: "StringsReader") {
                zip(contents, paths).reduce(0) { $0 + StringsReader.read($1.0, file: $1.1).entries.count }
            },
            Contender(name: "PropertyListSerialization") {
                contents.reduce(0) { count, data in
                    let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
                    return count + ((plist as? [String: Any])?.count ?? 0)
                }
            },
        ]
    }
}
