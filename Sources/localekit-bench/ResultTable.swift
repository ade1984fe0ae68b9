import Foundation
/// The report's one table, as Markdown (readable in a terminal, pasteable into `BENCHMARKS.md`).
struct ResultTable {
    var rows: [ResultRow]

    func render() -> String {
        let header = ["measure", "ours", "peer (same input, same run)", "peer", "ours vs peer", "target", "result"]
        var lines = [header]
        var previousMeasure = ""
        for row in rows {
            let sameMeasure = row.measure == previousMeasure
            previousMeasure = row.measure
            lines.append([
                sameMeasure ? "" : row.measure,
                sameMeasure ? "" : (row.ours?.text ?? "—"),
                row.peer,
                row.peerMissing ?? row.peerFigure?.text ?? "—",
                row.ratio.map { Figure.number($0) + "×" } ?? "—",
                row.target?.text ?? "",
                row.verdict,
            ])
        }
        let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| "
                + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([line(lines[0]), rule] + lines.dropFirst().map(line)).joined(separator: "\n")
    }
}
