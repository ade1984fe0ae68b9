import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting

/// `check` as the CLI runs it with `--format text` (or `github`, the annotations a GitHub Actions
/// job prints): every rule over wikipedia-ios, then the report rendered (each finding's message and
/// notes built, ~116k lines) into chunks that are counted and dropped, as `localekit check >
/// /dev/null` would write them. ``CheckMeasure`` stops at the sorted findings, which is what the
/// issue's target speaks of; these rows show what printing them adds. Same peer: Foundation's
/// parse alone of the same files.
struct CheckReportMeasure: CorpusMeasure {
    enum Format { case text, github }

    var format = Format.text
    var name: String {
        switch format {
        case .text: "check + text report, wikipedia-ios"
        case .github: "check + GitHub annotations, wikipedia-ios"
        }
    }
    private(set) var files = CorpusFiles(paths: [], contents: [])

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles.wikipedia(corpus: corpus)
    }

    var contenders: [Contender] {
        let folder = files.folder
        let checker = Checker(configuration: CheckMeasure.allRules)
        let format = format
        return [
            Contender(
                name: format == .text ? "Checker + CheckTextRenderer" : "Checker + GitHubAnnotationRenderer",
                runsOnManyThreads: true
            ) {
                let report = checker.check(paths: [folder])
                var bytes = 0
                switch format {
                case .text: CheckTextRenderer().render(report, toBytes: { bytes += $0.count })
                case .github: GitHubAnnotationRenderer().render(report, to: { bytes += $0.utf8.count })
                }
                return bytes
            },
            FoundationPeer.parse(files.contents, name: "PropertyListSerialization, parse alone"),
        ]
    }
}
