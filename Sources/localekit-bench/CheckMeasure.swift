import Foundation
import LocaleCatalog

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
        for rule in CheckRules.all where rule.defaultSeverity == nil { configuration.rules[rule.id] = .warning }
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
            PeerTools.cat(files.paths),
        ]
    }
}
