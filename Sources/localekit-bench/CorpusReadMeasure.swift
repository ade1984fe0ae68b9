import Foundation
import LocalizationFormats

/// Reading every file of one kind in a corpus folder with one of our readers and with
/// `PropertyListSerialization`, which reads the same files (both count the keys they read).
struct CorpusReadMeasure: Measure {
    let name: String
    let folder: String
    let fileExtension: String
    let readerName: String
    /// Our reader: a file's bytes and path → the number of keys read.
    let read: (Data, String) -> Int
    private var files: CorpusFiles?

    init(name: String, folder: String, fileExtension: String, readerName: String, read: @escaping (Data, String) -> Int)
    {
        self.name = name
        self.folder = folder
        self.fileExtension = fileExtension
        self.readerName = readerName
        self.read = read
    }

    /// `StringsReader` on wikipedia-ios `.strings`.
    static var strings: CorpusReadMeasure {
        CorpusReadMeasure(
            name: "wikipedia-ios .strings", folder: "wikipedia-ios", fileExtension: "strings",
            readerName: "StringsReader"
        ) { StringsReader.read($0, file: $1).entries.count }
    }

    /// `StringsDictReader` on wikipedia-ios `.stringsdict`.
    static var stringsDict: CorpusReadMeasure {
        CorpusReadMeasure(
            name: "wikipedia-ios .stringsdict", folder: "wikipedia-ios", fileExtension: "stringsdict",
            readerName: "StringsDictReader"
        ) { StringsDictReader.read($0, file: $1).entries.count }
    }

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles(corpus: corpus, folder: folder, extension: fileExtension)
    }

    var inputBytes: Int { files?.byteCount ?? 0 }
    var inputFiles: Int { files?.paths.count ?? 0 }

    var contenders: [Contender] {
        let paths = files?.paths ?? []
        let contents = files?.contents ?? []
        let read = read
        return [
            Contender(name: readerName) {
                zip(contents, paths).reduce(0) { $0 + read($1.0, $1.1) }
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
