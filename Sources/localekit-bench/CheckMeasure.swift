import Foundation
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// `localekit check` with every rule on (`untranslated` too, and a `minCoverage` so that
/// `min-coverage` runs) over all of wikipedia-ios, in process: finding the files, reading them (on
/// every core), running the rules, sorting the findings. Against Foundation's parse alone of the
/// same files (already in memory, one thread): the target is ≥ 10× its throughput. Findings are
/// sorted but not rendered: a report builds each finding's message when a renderer reads it, as
/// the CLI's output does.
struct CheckMeasure: CorpusMeasure {
    let name = "check, all rules, wikipedia-ios"
    private(set) var files = CorpusFiles(paths: [], contents: [])

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles.wikipedia(corpus: corpus)
    }

    /// Every rule at its default severity, the rules that are off by default as warnings.
    static var allRules: LocaleKitConfiguration {
        var configuration = LocaleKitConfiguration()
        for rule in CheckRules.all where rule.defaultSeverity == nil {
            configuration.rules[rule.id.rawValue] = .warning
        }
        configuration.minCoverage["*"] = 90
        return configuration
    }

    var contenders: [Contender] {
        let folder = files.folder
        let checker = Checker(configuration: Self.allRules)
        return [
            Contender(name: "Checker (localekit check)", runsOnManyThreads: true) {
                checker.check(paths: [folder]).findingCount
            },
            FoundationPeer.parse(
                files.contents, name: "PropertyListSerialization, parse alone", target: .ratio(atLeast: 10)),
            Self.floor(files.paths),
            PeerTools.cat(files.paths),
        ]
    }

    /// The least any check must do, on one thread: read every file from disk and decode its entries with
    /// the fastest readers there are (the runtime's, which keep no locations and no comments), no rule.
    static func floor(_ paths: [String]) -> Contender {
        Contender(name: "floor: read + decode values only, no rules") {
            var entries = 0
            for path in paths {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                if path.hasSuffix(".stringsdict") {
                    entries += StringsDictReader.readValues(data, file: path).values.count
                } else {
                    _ = StringsReader.visitValues(data, file: path) { _, _ in
                        entries += 1
                        return true
                    }
                }
            }
            return entries
        }
    }
}
