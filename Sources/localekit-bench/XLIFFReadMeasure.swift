import Foundation
import LocaleCatalog

/// Reading the eight focus-ios XLIFF files, `copies` times over: ``XLIFFReader`` (libxml2 parse, the
/// hostile-input checks, units → entries) against `xmllint --noout` (libxml2 parse only),
/// translate-toolkit and `cat` on the same files, written to a temporary folder. xmllint and cat run
/// as one process over all files; their CPU time is the child's user + system time.
struct XLIFFReadMeasure: Measure {
    static let copies = 25
    let name = "read XLIFF, focus-ios ×\(Self.copies)"
    private var files: CorpusFiles?
    private var copyPaths: [String] = []
    private var folder: String?

    mutating func prepare(corpus: URL) throws {
        let source = try CorpusFiles(corpus: corpus, folder: "focusios-xliff", extension: "xliff")
        let folder = NSTemporaryDirectory() + "localekit-bench-xliff-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        var contents: [Data] = []
        for copy in 0..<Self.copies {
            for (index, data) in source.contents.enumerated() {
                let path = folder + "/\(copy)-\(index).xliff"
                try data.write(to: URL(fileURLWithPath: path))
                paths.append(path)
                contents.append(data)
            }
        }
        copyPaths = paths
        self.folder = folder
        files = CorpusFiles(paths: paths, contents: contents)
    }

    func cleanUp() {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    var inputBytes: Int { files?.byteCount ?? 0 }
    var inputFiles: Int { files?.paths.count ?? 0 }

    var contenders: [Contender] {
        let paths = files?.paths ?? []
        let contents = files?.contents ?? []
        let copyPaths = copyPaths
        return [
            Contender(name: "XLIFFReader") {
                zip(contents, paths).reduce(0) { $0 + XLIFFReader.read($1.0, path: $1.1).units.count }
            },
            PeerTools.xmllint(copyPaths, target: .ratio(atLeast: 0.7)),
            TranslateToolkitPeer.contender(.xliff, paths: copyPaths, packageRoot: BenchmarkCommand.packageRoot),
            PeerTools.cat(copyPaths),
        ]
    }
}
