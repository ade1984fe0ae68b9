import Foundation
import SwiftLocaleKit

/// A cold load of every language's `Localizable` table (`.strings` + `.stringsdict`) of wikipedia-ios:
/// the runtime's first lookup per language (read, parse, compile plurals, build the fallback plan)
/// against reading the same files and `PropertyListSerialization`.
struct RuntimeTableLoadMeasure: Measure {
    let name = "runtime cold load, wikipedia-ios Localizable, all languages"
    private var corpus: RuntimeCorpus?
    private var languages: [String] = []
    private var files: [URL] = []
    private var bytes = 0

    mutating func prepare(corpus: URL) throws {
        let runtime = try RuntimeCorpus(corpus: corpus)
        languages = try runtime.languages()
        files = languages.flatMap { language in
            ["Localizable.strings", "Localizable.stringsdict"].map {
                runtime.folder.appendingPathComponent("\(language).lproj/\($0)")
            }
        }.filter { FileManager.default.fileExists(atPath: $0.path) }
        bytes = try files.reduce(0) { $0 + (try Data(contentsOf: $1)).count }
        self.corpus = runtime
    }

    var inputBytes: Int { bytes }
    var inputFiles: Int { files.count }

    var contenders: [Contender] {
        guard let bundle = corpus?.bundle else { return [] }
        let languages = languages.map(LocaleKitLanguage.init(code:))
        let files = files
        let kit = LocaleKit(
            bundle: bundle, preferredLanguages: .fixed(["en"]), selectionStore: .inMemory(),
            notificationCenter: NotificationCenter())
        return [
            Contender(name: "LocaleKit (first lookups)") {
                kit.reloadTables()
                return languages.reduce(0) { count, language in
                    count
                        + (kit.localized("search-title", bundle: bundle, language: language) == "search-title" ? 0 : 1)
                }
            },
            Contender(name: "PropertyListSerialization (read + parse)", target: .ratio(atLeast: 5)) {
                files.reduce(0) { count, url in
                    guard let data = try? Data(contentsOf: url),
                        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
                    else { return count }
                    return count + ((plist as? [String: Any])?.isEmpty == false ? 1 : 0)
                }
            },
        ]
    }
}
