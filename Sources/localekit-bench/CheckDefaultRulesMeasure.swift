import Foundation
import LocaleCatalog
import LocaleCheck

/// `localekit check` with the default rules (no `localekit.json`), over all of wikipedia-ios, in
/// process up to the sorted findings, as ``CheckMeasure`` runs every rule: issue 15's target is
/// this configuration at ≥ 4× Foundation's parse alone of the same files, in the same run.
struct CheckDefaultRulesMeasure: CorpusMeasure {
    let name = "check, default rules, wikipedia-ios"
    private(set) var files = CorpusFiles(paths: [], contents: [])

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles.wikipedia(corpus: corpus)
    }

    var contenders: [Contender] {
        let folder = files.folder
        let checker = Checker(configuration: LocaleKitConfiguration())
        return [
            Contender(name: "Checker (localekit check)", runsOnManyThreads: true) {
                checker.check(paths: [folder]).findingCount
            },
            FoundationPeer.parse(
                files.contents, name: "PropertyListSerialization, parse alone", target: .ratio(atLeast: 4)),
        ]
    }
}
