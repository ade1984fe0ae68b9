import Foundation

/// Peak resident memory of `localekit check` over all of wikipedia-ios: the built executable runs as
/// a child process and the kernel's `ru_maxrss` (from `wait4`) is read. The target is at most twice
/// the corpus size on disk. Peer: `plutil -lint` over the same files (Foundation's syntax check).
struct PeakMemoryBenchmark: Benchmark {
    let name = "peak memory of check, wikipedia-ios"

    func run(_ context: BenchmarkContext) throws -> BenchmarkResult {
        let files = try CorpusFiles.wikipedia(corpus: context.corpus)
        let folder = context.corpus.appendingPathComponent("wikipedia-ios").path
        let megabytes = Double(files.byteCount) / 1_000_000
        let title = "\(name) (\(files.paths.count) files, \(Figure.number(megabytes)) MB on disk)"
        let target = Target.atMost(2 * megabytes, "≤ \(Figure.number(2 * megabytes)) MB (2× corpus)")
        progress(title)
        var result = BenchmarkResult()
        var row = ResultRow(measure: title, peer: "plutil -lint, same files", target: target)

        guard FileManager.default.isExecutableFile(atPath: context.localekit) else {
            result.notes.append(
                "peak memory: no localekit at \(context.localekit) (swift build -c release --product localekit).")
            row.peerMissing = "—"
            result.rows.append(row)
            return result
        }
        let check = ChildProcess(executable: context.localekit, arguments: ["check", folder])
        row.ours = Self.medianPeak(check, runs: context.runs)
        if let plutil = ChildProcess.find("plutil") {
            row.peerFigure = Self.medianPeak(
                ChildProcess(executable: plutil, arguments: ["-lint"] + files.paths), runs: context.runs)
        } else {
            row.peerMissing = "not installed"
            result.notes.append("plutil: not installed.")
        }
        result.rows.append(row)
        let floor = Self.medianPeak(ChildProcess(executable: context.localekit, arguments: ["--help"]), runs: 1)
        result.notes.append(
            "peak memory: ru_maxrss of `localekit check` (kernel, via wait4), median of \(context.runs); the child runs "
                + "under GNU time, because a child spawned directly from the bench process inherits its memory as the floor "
                + "of ru_maxrss; "
                + "a localekit process that only prints its help peaks at \(floor.text).")
        return result
    }

    /// The median peak resident memory of `runs` runs (after one warm-up), in MB.
    static func medianPeak(_ process: ChildProcess, runs: Int) -> Figure {
        _ = process.runMeasuringPeak().outcome
        let peaks = (0..<runs).map { _ in Double(process.runMeasuringPeak().outcome.peakResidentBytes) / 1_000_000 }
        return Figure(value: MeasureRunner.median(peaks), unit: .megabytes)
    }
}
