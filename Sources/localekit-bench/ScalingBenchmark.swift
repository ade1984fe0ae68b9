import Foundation

/// How `localekit check` and `localekit generate` grow with the size of the catalog: synthetic
/// catalogs (``SyntheticCatalog``) of 1×, 4× and 16× the keys of a base of 100 languages × 2,000
/// keys, written to a temporary folder; the built `localekit` runs on each as a child process
/// (CPU time of all its threads and peak resident memory, from `wait4`). Growth from 1× to 16× is
/// linear enough when it stays within 17× (time and memory).
struct ScalingBenchmark: Benchmark {
    let name = "scaling, synthetic catalogs"

    func run(_ context: BenchmarkContext) throws -> BenchmarkResult {
        var result = BenchmarkResult()
        guard FileManager.default.isExecutableFile(atPath: context.localekit) else {
            result.notes.append(
                "scaling: no localekit at \(context.localekit) (swift build -c release --product localekit).")
            return result
        }
        let base = context.quick ? SyntheticCatalog(languages: 10, keys: 200) : SyntheticCatalog()
        let scales = [1, 4, 16]
        let root = NSTemporaryDirectory() + "localekit-bench-scaling-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        var figures: [String: [(cpu: Double, peak: Double)]] = [:]
        var details = [
            "| size | files MB | check CPU | check wall | check peak | generate CPU | generate wall | generate peak |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for scale in scales {
            var catalog = base
            catalog.scale = scale
            let folder = "\(root)/\(scale)x"
            progress("\(name): writing \(scale)× (\(catalog.languages) languages × \(catalog.keys * scale) keys)")
            let bytes = try catalog.write(to: folder)
            let output = "\(root)/L10n-\(scale)x.swift"
            let check = ChildProcess(executable: context.localekit, arguments: ["check", folder])
            let generate = ChildProcess(
                executable: context.localekit, arguments: ["generate", folder, "--output", output])
            progress("  check, generate…")
            let runs = context.quick ? 1 : min(context.runs, 3)
            let checked = Self.measure(check, runs: runs, warmUp: scale == scales[0]) {}
            let generated = Self.measure(generate, runs: runs, warmUp: scale == scales[0]) { unlink(output) }
            figures["check", default: []].append((checked.cpu, checked.peak))
            figures["generate", default: []].append((generated.cpu, generated.peak))
            try? FileManager.default.removeItem(atPath: folder)
            details.append(
                "| \(scale)× (\(catalog.languages) × \(catalog.keys * scale) keys) | \(Figure.number(Double(bytes) / 1e6)) "
                    + "| \(ms(checked.cpu)) | \(ms(checked.wall)) | \(mb(checked.peak)) "
                    + "| \(ms(generated.cpu)) | \(ms(generated.wall)) | \(mb(generated.peak)) |")
        }
        for command in ["check", "generate"] {
            guard let values = figures[command], let first = values.first, let last = values.last else { continue }
            let label =
                "\(command), synthetic \(base.languages) languages × \(base.keys) keys, 1× → \(scales.last ?? 1)×"
            result.rows.append(
                ResultRow(
                    measure: label + " time", ours: Figure(value: last.cpu / first.cpu, unit: .factor),
                    target: .atMost(17, "≤ 17×")))
            result.rows.append(
                ResultRow(
                    measure: label + " memory", ours: Figure(value: last.peak / first.peak, unit: .factor),
                    target: .atMost(17, "≤ 17×")))
        }
        result.notes.append(
            "scaling (CPU time of all threads and peak RSS of the localekit child, median of \(context.quick ? 1 : min(context.runs, 3)); one warm-up run at 1×):\n\n"
                + details.joined(separator: "\n"))
        return result
    }

    /// The median CPU time, wall time and peak memory (MB) of `runs` runs, after a warm-up run when
    /// `warmUp` (the first size only: later sizes find the program and their just-written files warm);
    /// `reset` runs before each so that every run does the same work.
    static func measure(_ process: ChildProcess, runs: Int, warmUp: Bool, reset: () -> Void) -> (
        cpu: Double, wall: Double, peak: Double
    ) {
        if warmUp {
            reset()
            _ = process.runMeasuringPeak().outcome
        }
        var outcomes: [ChildProcess.Outcome] = []
        for _ in 0..<runs {
            reset()
            outcomes.append(process.runMeasuringPeak().outcome)
        }
        return (
            MeasureRunner.median(outcomes.map(\.cpuSeconds)), MeasureRunner.median(outcomes.map(\.wallSeconds)),
            MeasureRunner.median(outcomes.map { Double($0.peakResidentBytes) / 1e6 })
        )
    }

    private func ms(_ seconds: Double) -> String { Figure(value: seconds * 1000, unit: .milliseconds).text }
    private func mb(_ megabytes: Double) -> String { Figure(value: megabytes, unit: .megabytes).text }
}
