import Foundation
import LocaleCatalog
import LocalizationFormats
import Testing

@testable import localekit_bench

@Suite struct BenchmarkReportTests {
    @Test(arguments: [
        (Figure(value: 300, unit: .megabytesPerSecond), Figure(value: 60, unit: .megabytesPerSecond), 5.0),
        (Figure(value: 100, unit: .nanosecondsPerOperation), Figure(value: 500, unit: .nanosecondsPerOperation), 5.0),
        (Figure(value: 120, unit: .megabytes), Figure(value: 30, unit: .megabytes), 0.25),
    ])
    func ratioAboveOneMeansOursIsBetter(ours: Figure, peer: Figure, expected: Double) {
        #expect(abs((ours.ratio(over: peer) ?? 0) - expected) < 1e-9)
    }

    @Test func verdictJudgesRatioAndAbsoluteTargets() {
        let fast = Figure(value: 300, unit: .megabytesPerSecond)
        var row = ResultRow(
            measure: "read", ours: fast, peer: "Foundation", peerFigure: Figure(value: 50, unit: .megabytesPerSecond),
            target: .ratio(atLeast: 10))
        #expect(row.verdict == "MISS")
        row.target = .ratio(atLeast: 5)
        #expect(row.verdict == "pass")
        row.peerFigure = nil
        row.peerMissing = "not installed"
        #expect(row.verdict == "n/a")

        let plural = ResultRow(
            measure: "plural", ours: Figure(value: 731, unit: .nanosecondsPerOperation), target: .below(1000, "< 1 µs"))
        #expect(plural.verdict == "pass")
        let memory = ResultRow(
            measure: "memory", ours: Figure(value: 133, unit: .megabytes), target: .atMost(36.4, "≤ 36.4 MB"))
        #expect(memory.verdict == "MISS")
    }

    @Test func tableNamesTheMeasureOnceAndSaysWhichPeerIsMissing() {
        let ours = Figure(value: 150, unit: .megabytesPerSecond)
        let table = ResultTable(rows: [
            ResultRow(
                measure: "read XLIFF", ours: ours, peer: "xmllint --noout",
                peerFigure: Figure(value: 200, unit: .megabytesPerSecond), target: .ratio(atLeast: 0.8)),
            ResultRow(measure: "read XLIFF", ours: ours, peer: "translate-toolkit", peerMissing: "not installed"),
        ]).render()
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[2].contains("read XLIFF") && lines[2].contains("0.75×") && lines[2].contains("MISS"))
        #expect(!lines[3].contains("read XLIFF") && lines[3].contains("not installed"))
    }
}
