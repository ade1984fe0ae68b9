import Foundation

/// How `check` and `generate` grow with the keys of one table, up to a million: two languages
/// (`en`, `de`), keys `"key.N" = "Value N with %@";`, 100,000 → 1,000,000 keys (1,000 → 10,000 with
/// `--quick`). Time should grow linearly: `check` within 1.1× the key ratio, `generate` no more per
/// key at a million than at 100,000. At the largest size `check`'s peak memory should stay a small
/// multiple of the files read (at most 10×) and `generate`'s within 2 GB.
struct KeyCountBenchmark: Benchmark {
    let name = "keys, one table to a million"

    func run(_ context: BenchmarkContext) throws -> BenchmarkResult {
        var result = BenchmarkResult()
        guard FileManager.default.isExecutableFile(atPath: context.localekit) else {
            result.notes.append(
                "keys: no localekit at \(context.localekit) (swift build -c release --product localekit).")
            return result
        }
        let sizes = context.quick ? [1_000, 10_000] : [100_000, 1_000_000]
        let root = NSTemporaryDirectory() + "localekit-bench-keys-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        var figures: [String: [(cpu: Double, wall: Double, peak: Double)]] = [:]
        var bytes: [Int] = []
        var details = ["| keys | files MB | command | CPU | wall | peak |", "|---|---|---|---|---|---|"]
        for keys in sizes {
            let folder = "\(root)/\(keys)"
            progress("\(name): writing 2 languages × \(keys) keys")
            bytes.append(try Self.write(keys: keys, to: folder))
            let output = "\(root)/L10n-\(keys).swift"
            let commands = [
                ("check", ["check", folder]), ("generate", ["generate", folder, "--output", output]),
            ]
            for (command, arguments) in commands {
                let measured = ScalingBenchmark.measure(
                    ChildProcess(executable: context.localekit, arguments: arguments), runs: 1,
                    warmUp: keys == sizes[0]
                ) { unlink(output) }
                figures[command, default: []].append(measured)
                details.append(
                    "| \(keys) | \(Figure.number(Double(bytes.last ?? 0) / 1e6)) | \(command) "
                        + "| \(Figure(value: measured.cpu * 1000, unit: .milliseconds).text) "
                        + "| \(Figure(value: measured.wall * 1000, unit: .milliseconds).text) "
                        + "| \(Figure(value: measured.peak, unit: .megabytes).text) |")
            }
            try? FileManager.default.removeItem(atPath: folder)
        }
        let keyRatio = Double(sizes[1]) / Double(sizes[0])
        let inputMB = Double(bytes.last ?? 1) / 1e6
        for command in ["check", "generate"] {
            guard let values = figures[command], let first = values.first, let last = values.last else { continue }
            let label = "\(command), 2 languages × \(sizes[0]) → \(sizes[1]) keys"
            let timeRatio = command == "generate" ? keyRatio : keyRatio * 1.1
            result.rows.append(
                ResultRow(
                    measure: label + " time", ours: Figure(value: last.cpu / first.cpu, unit: .factor),
                    target: .atMost(timeRatio, "≤ \(Figure.number(timeRatio))×")))
            if command == "generate" {
                result.rows.append(
                    ResultRow(
                        measure: "generate, \(sizes[1]) keys, peak memory",
                        ours: Figure(value: last.peak, unit: .megabytes), target: .atMost(2048, "≤ 2048 MB")))
            } else {
                result.rows.append(
                    ResultRow(
                        measure: "check, \(sizes[1]) keys, peak memory / input",
                        ours: Figure(value: last.peak / inputMB, unit: .factor), target: .atMost(10, "≤ 10×")))
            }
        }
        result.notes.append(
            "keys (CPU time of all threads and peak RSS of the localekit child, one run each after a warm-up):\n\n"
                + details.joined(separator: "\n"))
        return result
    }

    /// Writes `en.lproj` and `de.lproj` `Localizable.strings` of `keys` keys; the bytes written.
    static func write(keys: Int, to folder: String) throws -> Int {
        var total = 0
        for (language, word) in [("en", "Value"), ("de", "Wert")] {
            try FileManager.default.createDirectory(
                atPath: "\(folder)/\(language).lproj", withIntermediateDirectories: true)
            var text = ""
            text.reserveCapacity(keys * 32)
            for index in 0..<keys { text += "\"key.\(index)\" = \"\(word) \(index) with %@\";\n" }
            let data = Data(text.utf8)
            try data.write(to: URL(fileURLWithPath: "\(folder)/\(language).lproj/Localizable.strings"))
            total += data.count
        }
        return total
    }
}
