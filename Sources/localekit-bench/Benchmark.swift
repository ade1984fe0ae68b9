import Foundation

/// One part of the suite: produces rows of the report (and notes that explain them).
///
/// Throughput and per-operation measures conform to ``Measure`` and are run by ``MeasureRunner``;
/// benchmarks that run whole programs (peak memory, scaling) conform to this directly.
protocol Benchmark {
    /// A short title, matched by the command line's filter words.
    var name: String { get }
    func run(_ context: BenchmarkContext) throws -> BenchmarkResult
}

/// What every benchmark gets from the command line.
struct BenchmarkContext {
    var corpus: URL
    /// Timed rounds per contender (after one warm-up round).
    var runs: Int
    /// Smaller inputs and fewer rounds, for a smoke run.
    var quick: Bool
    /// The built `localekit` executable (for the benchmarks that run it as a child process).
    var localekit: String
    /// The package root (for `Scripts/bench/…`).
    var packageRoot: URL
    /// Runs only the contenders whose name contains this.
    var contenderFilter: String?
}

struct BenchmarkResult {
    var rows: [ResultRow] = []
    var notes: [String] = []
}

/// Progress goes to standard error, so that standard output is the report alone.
func progress(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
