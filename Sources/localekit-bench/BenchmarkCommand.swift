import Foundation

/// `localekit-bench [--corpus PATH] [--runs N] [--quick] [--localekit PATH] [--contender NAME] [MEASURE…]`
///
/// Runs every benchmark (or those whose name contains one of the given words) and prints one table:
/// for each measure our figure, each peer's figure on the same input in the same run, the ratio
/// (above 1× = ours is better) and the target with pass/MISS; then notes (missing peers, how the
/// peers were timed, the scaling details). Progress goes to standard error.
struct BenchmarkCommand {
    static var benchmarks: [any Benchmark] {
        let measures: [any Measure] = [
            StringsReadMeasure(), StringsDictReadMeasure(), XLIFFReadMeasure(), CheckMeasure(),
            CheckDefaultRulesMeasure(),
            CheckReportMeasure(), CheckReportMeasure(format: .github),
            GenerateMeasure(), StencilRenderMeasure(), DumpMeasure(),
            CompileMeasure(), RuntimeTableLoadMeasure(), RuntimeLookupMeasure(), RuntimePluralMeasure(),
            RuntimeFormatMeasure(),
            SwiftScanMeasure(), SyncExtractMeasure(),
        ]
        return measures.map { MeasureRunner(measure: $0) } + [
            PeakMemoryBenchmark(), ScalingBenchmark(), LanguageCountBenchmark(), KeyCountBenchmark(),
            SyncStaleBenchmark(),
        ]
    }

    /// The package root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    var context = BenchmarkContext(
        corpus: packageRoot.appendingPathComponent("Tests/Corpus"), runs: 5,
        quick: false, localekit: Self.siblingExecutable("localekit"), packageRoot: packageRoot)
    var filters: [String] = []

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        var runs: Int?
        while let argument = remaining.popFirst() {
            switch argument {
            case "--corpus":
                guard let path = remaining.popFirst() else { throw UsageError("--corpus needs a path") }
                context.corpus = URL(fileURLWithPath: path)
            case "--runs":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else {
                    throw UsageError("--runs needs a positive number")
                }
                runs = value
            case "--quick":
                context.quick = true
            case "--localekit":
                guard let path = remaining.popFirst() else { throw UsageError("--localekit needs a path") }
                context.localekit = path
            case "--contender":
                guard let name = remaining.popFirst() else { throw UsageError("--contender needs a name") }
                context.contenderFilter = name
            case "--help", "-h":
                throw UsageError("")
            default:
                filters.append(argument)
            }
        }
        context.runs = runs ?? (context.quick ? 1 : 5)
    }

    func run() throws {
        let started = Date()
        let machine = Machine.summary
        var rows: [ResultRow] = []
        var notes: [String] = []
        for benchmark in Self.benchmarks {
            if !filters.isEmpty, !filters.contains(where: { benchmark.name.contains($0) }) { continue }
            let result = try benchmark.run(context)
            rows += result.rows
            notes += result.notes
        }
        let date = ISO8601DateFormatter().string(from: started)
        print("localekit-bench, \(date): \(machine) at the start")
        print(
            "Median of \(context.runs) rounds after a warm-up round; times are CPU time. Ratio above 1× = ours better.\n"
        )
        print(ResultTable(rows: rows).render())
        if !notes.isEmpty { print("\nNotes:\n" + notes.map { "- " + $0 }.joined(separator: "\n")) }
        let misses = rows.filter { $0.verdict == "MISS" }.count
        print(
            "\n\(rows.filter { $0.verdict == "pass" }.count) targets met, \(misses) missed; load average at the end: "
                + String(format: "%.2f", Machine.load) + ".")
    }

    /// The path of an executable built beside this one (e.g. `.build/release/localekit`).
    static func siblingExecutable(_ name: String) -> String {
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let sibling = own.deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : (ChildProcess.find(name) ?? sibling)
    }

    static let usage = """
        usage: localekit-bench [--corpus PATH] [--runs N] [--quick] [--localekit PATH] [--contender NAME] [MEASURE…]
               localekit-bench synthesize --output DIR [--scale N] [--languages N] [--keys N]
        """
}

struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
