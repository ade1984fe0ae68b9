import Foundation

/// Runs a ``Measure``: every contender once to warm up, then `runs` interleaved rounds (so that a
/// burst of load on the machine hits every contender alike), and turns the medians into rows.
/// Times are CPU time (of this thread, of the whole process for multi-threaded work, or of the child
/// for an outside program): steadier than wall time on a shared machine.
struct MeasureRunner: Benchmark {
    var measure: any Measure

    var name: String { measure.name }

    func run(_ context: BenchmarkContext) throws -> BenchmarkResult {
        var measure = measure
        try measure.prepare(corpus: context.corpus)
        defer { measure.cleanUp() }
        let all = measure.contenders.enumerated().filter { index, contender in
            index == 0 || context.contenderFilter.map(contender.name.contains) ?? true
        }.map(\.element)
        let timed = all.filter { $0.unavailable == nil && $0.series == nil }
        progress("\(measure.name): \(measure.inputFiles) files, \(Figure.number(megabytes(measure))) MB")

        for contender in timed { _ = contender.run() }  // warm-up
        var seconds = Array(repeating: [Double](), count: timed.count)
        for _ in 0..<context.runs {
            for (index, contender) in timed.enumerated() {
                let start = contender.cpuTime()
                _ = contender.run()
                seconds[index].append(contender.cpuTime() - start)
            }
        }
        var medians: [String: Double] = [:]
        for (index, contender) in timed.enumerated() { medians[contender.name] = Self.median(seconds[index]) }

        var result = BenchmarkResult()
        var failures: [String: String] = [:]
        for contender in all where contender.unavailable == nil {
            guard let series = contender.series else { continue }
            progress("  \(contender.name)…")
            let outcome = series(context.runs)
            if let median = outcome.medianSeconds { medians[contender.name] = median }
            failures[contender.name] = outcome.failure
            if let note = outcome.note { result.notes.append(note) }
        }
        guard let ours = all.first, let oursSeconds = medians[ours.name] else { return result }
        let oursFigure = figure(seconds: oursSeconds, measure)
        let title = "\(measure.name) (\(Self.inputText(measure)))"
        let peers = all.dropFirst()
        if peers.isEmpty {
            result.rows.append(ResultRow(measure: title, ours: oursFigure, target: measure.oursTarget))
        }
        for (index, peer) in peers.enumerated() {
            var row = ResultRow(measure: title, ours: oursFigure, peer: peer.name, target: peer.target)
            if index == 0, row.target == nil { row.target = measure.oursTarget }
            if let unavailable = peer.unavailable {
                row.peerMissing = unavailable
                result.notes.append("\(peer.name): \(unavailable).")
            } else if let failure = failures[peer.name] {
                row.peerMissing = failure
            } else {
                row.peerFigure = medians[peer.name].map { figure(seconds: $0, measure) }
            }
            result.rows.append(row)
        }
        return result
    }

    private func figure(seconds: Double, _ measure: any Measure) -> Figure {
        if let operations = (measure as? any OperationMeasure)?.operationCount {
            return Figure(value: seconds / Double(max(operations, 1)) * 1e9, unit: .nanosecondsPerOperation)
        }
        if measure.inputBytes == 0 { return Figure(value: seconds * 1000, unit: .milliseconds) }
        return Figure(value: seconds > 0 ? megabytes(measure) / seconds : 0, unit: .megabytesPerSecond)
    }

    private func megabytes(_ measure: any Measure) -> Double { Double(measure.inputBytes) / 1_000_000 }

    private static func inputText(_ measure: any Measure) -> String {
        if let operations = (measure as? any OperationMeasure)?.operationCount { return "\(operations) ops/round" }
        return "\(measure.inputFiles) files, \(Figure.number(Double(measure.inputBytes) / 1_000_000)) MB"
    }

    static func median(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.sorted()[values.count / 2]
    }
}
