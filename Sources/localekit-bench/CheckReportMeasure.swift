import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting

/// `check` as the CLI runs it with `--format text`: every rule over wikipedia-ios, then the text
/// report rendered (each finding's message and notes built, ~116k lines) into chunks that are
/// counted and dropped, as `localekit check > /dev/null` would write them. ``CheckMeasure`` stops
/// at the sorted findings, which is what the target speaks of; this row shows what printing
/// them adds. Same peer: Foundation's parse alone of the same files.
struct CheckReportMeasure: CorpusMeasure {
    let name = "check + text report, wikipedia-ios"
    private(set) var files = CorpusFiles(paths: [], contents: [])

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles.wikipedia(corpus: corpus)
    }

    var contenders: [Contender] {
        let folder = files.folder
        let checker = Checker(configuration: CheckMeasure.allRules)
        return [
            Contender(name: "Checker + CheckTextRenderer", runsOnManyThreads: true) {
                let report = checker.check(paths: [folder])
                var bytes = 0
                CheckTextRenderer().render(report, toBytes: { bytes += $0.count })
                return bytes
            },
            FoundationPeer.parse(files.contents, name: "PropertyListSerialization, parse alone"),
        ]
    }
}
