import Foundation

/// How `localekit sync --check` grows with the keys it marks stale: a String Catalog of 100, then
/// 800 keys that no source uses (one Swift file without strings). Issue 46 measured 0.12 s for 100
/// and 6–8 s for 800 (quadratic); the target is linear, at most ~10× for 8× the keys.
struct SyncStaleBenchmark: Benchmark {
    let name = "sync, stale keys"

    func run(_ context: BenchmarkContext) throws -> BenchmarkResult {
        var result = BenchmarkResult()
        guard FileManager.default.isExecutableFile(atPath: context.localekit) else {
            result.notes.append(
                "sync stale: no localekit at \(context.localekit) (swift build -c release --product localekit).")
            return result
        }
        let sizes = [100, 800]
        let root = NSTemporaryDirectory() + "localekit-bench-stale-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        var cpu: [Double] = []
        var details = ["| stale keys | CPU | wall |", "|---|---|---|"]
        for keys in sizes {
            let folder = "\(root)/\(keys)"
            try Self.write(keys: keys, to: folder)
            let measured = ScalingBenchmark.measure(
                ChildProcess(
                    executable: context.localekit,
                    arguments: ["sync", folder + "/Localizable.xcstrings", "--sources", folder + "/Sources", "--check"]),
                runs: context.quick ? 1 : 3, warmUp: keys == sizes[0]
            ) {}
            cpu.append(measured.cpu)
            details.append(
                "| \(keys) | \(Figure(value: measured.cpu * 1000, unit: .milliseconds).text) "
                    + "| \(Figure(value: measured.wall * 1000, unit: .milliseconds).text) |")
        }
        if let first = cpu.first, let last = cpu.last, first > 0 {
            result.rows.append(
                ResultRow(
                    measure: "sync --check, \(sizes[0]) → \(sizes[1]) stale keys time",
                    ours: Figure(value: last / first, unit: .factor), target: .atMost(10, "≤ 10×")))
        }
        result.notes.append("sync stale keys (CPU of the localekit child):\n\n" + details.joined(separator: "\n"))
        return result
    }

    /// A catalog of `keys` keys Xcode extracted, and a source folder that uses none of them.
    static func write(keys: Int, to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        let entries = (0..<keys).map { "    \"key.\($0)\" : {\n\n    }" }.joined(separator: ",\n")
        let catalog =
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries)\n  },\n  \"version\" : \"1.0\"\n}\n"
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: folder + "/Sources/A.swift"))
    }
}
