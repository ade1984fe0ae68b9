import Foundation

/// `localekit generate` and `localekit pseudo` on 100 languages against the same keys in 10
/// (``SyntheticCatalog``, 8,000 keys): both write from the development language alone, so neither
/// their time nor their memory may grow with the number of translations. Each row puts the
/// 100-language run (ours) beside the 10-language run (peer), CPU time of all threads and peak
/// resident memory of the child process (`wait4`); the target is 100 languages within 1.25× of 10.
struct LanguageCountBenchmark: Benchmark {
    let name = "languages, generate and pseudo"

    func run(_ context: BenchmarkContext) throws -> BenchmarkResult {
        var result = BenchmarkResult()
        guard FileManager.default.isExecutableFile(atPath: context.localekit) else {
            result.notes.append(
                "languages: no localekit at \(context.localekit) (swift build -c release --product localekit).")
            return result
        }
        let keys = context.quick ? 400 : 8000
        let root = NSTemporaryDirectory() + "localekit-bench-languages-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let runs = context.quick ? 1 : min(context.runs, 3)
        var figures: [Int: [String: (cpu: Double, wall: Double, peak: Double)]] = [:]
        for languages in [10, 100] {
            let folder = "\(root)/\(languages)"
            progress("\(name): writing \(languages) languages × \(keys) keys")
            try SyntheticCatalog(languages: languages, keys: keys).write(to: folder)
            let output = "\(root)/out-\(languages)"
            let commands = [
                "generate": ["generate", folder, "--output", output + "/L10n.swift"],
                "pseudo": ["pseudo", folder, "--output", output],
            ]
            for (command, arguments) in commands {
                let process = ChildProcess(executable: context.localekit, arguments: arguments)
                figures[languages, default: [:]][command] = ScalingBenchmark.measure(
                    process, runs: runs, warmUp: languages == 10
                ) { try? FileManager.default.removeItem(atPath: output) }
            }
            try? FileManager.default.removeItem(atPath: folder)
        }
        for command in ["generate", "pseudo"] {
            guard let few = figures[10]?[command], let many = figures[100]?[command] else { continue }
            let label = "\(command), 100 vs 10 languages × \(keys) keys"
            let peer = "same, 10 languages"
            let target = Target.ratio(atLeast: 0.8)
            result.rows.append(
                ResultRow(
                    measure: label + " (CPU)", ours: Figure(value: many.cpu * 1000, unit: .milliseconds), peer: peer,
                    peerFigure: Figure(value: few.cpu * 1000, unit: .milliseconds), target: target))
            result.rows.append(
                ResultRow(
                    measure: label + " (peak memory)", ours: Figure(value: many.peak, unit: .megabytes), peer: peer,
                    peerFigure: Figure(value: few.peak, unit: .megabytes), target: target))
        }
        result.notes.append(
            "languages: CPU time of all threads and peak RSS of the localekit child, median of \(runs) after a warm-up; "
                + "target ≥ 0.8× (100 languages cost at most 1.25× of 10).")
        return result
    }
}
