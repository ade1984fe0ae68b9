import Foundation

/// `localekit-bench [--corpus PATH] [--runs N] [--contender NAME] [MEASURE-NAME-SUBSTRING…]`
///
/// Runs every measure (or those whose name contains one of the given words): each contender once to
/// warm up, then `runs` timed rounds in which every contender runs once; prints the throughput of the
/// median run in thread CPU time (steady on a shared machine) and in wall time, and the speed-up of ours.
struct BenchmarkCommand {
    static var measures: [any Measure] {
        [
            StringsReadMeasure(), StringsDictReadMeasure(), XLIFFReadMeasure(), RuntimeLookupMeasure(),
            RuntimeTableLoadMeasure(), RuntimePluralMeasure(), GenerateMeasure(),
        ]
    }

    var corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")
    var runs = 5
    var filters: [String] = []
    /// Runs only the contenders whose name contains this (for profiling one of them).
    var contenderFilter: String?

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--corpus":
                guard let path = remaining.popFirst() else { throw UsageError("--corpus needs a path") }
                corpus = URL(fileURLWithPath: path)
            case "--runs":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else {
                    throw UsageError("--runs needs a positive number")
                }
                runs = value
            case "--contender":
                guard let name = remaining.popFirst() else { throw UsageError("--contender needs a name") }
                contenderFilter = name
            case "--help", "-h":
                throw UsageError("")
            default:
                filters.append(argument)
            }
        }
    }

    func run() throws {
        for var measure in Self.measures {
            if !filters.isEmpty, !filters.contains(where: { measure.name.contains($0) }) { continue }
            try measure.prepare(corpus: corpus)
            let megabytes = Double(measure.inputBytes) / 1_000_000
            print(
                "\(measure.name): \(measure.inputFiles) files, \(String(format: "%.1f", megabytes)) MB, median of \(runs)"
            )
            let contenders = measure.contenders.filter { contenderFilter.map($0.name.contains) ?? true }
            for contender in contenders { _ = contender.run() }  // warm-up
            // Interleaved, so that a burst of load on the machine hits every contender alike.
            var cpuSeconds = Array(repeating: [Double](), count: contenders.count)
            var wallSeconds = cpuSeconds
            var results = Array(repeating: 0, count: contenders.count)
            for _ in 0..<runs {
                for (index, contender) in contenders.enumerated() {
                    let (cpu, wall) = (contender.cpuTime(), Clock.wallTime())
                    results[index] = contender.run()
                    cpuSeconds[index].append(contender.cpuTime() - cpu)
                    wallSeconds[index].append(Clock.wallTime() - wall)
                }
            }
            if let operations = (measure as? any OperationMeasure)?.operationCount {
                Self.printPerOperation(contenders, operations: operations, cpu: cpuSeconds, wall: wallSeconds, results)
                continue
            }
            var throughputs: [Double] = []
            for (index, contender) in contenders.enumerated() {
                let cpu = Self.median(cpuSeconds[index])
                let wall = Self.median(wallSeconds[index])
                throughputs.append(megabytes / cpu)
                let name = contender.name.padding(toLength: 26, withPad: " ", startingAt: 0)
                let figures = String(
                    format: "%8.1f MB/s (CPU %6.1f ms, wall %6.1f ms = %6.1f MB/s)", megabytes / cpu, cpu * 1000,
                    wall * 1000, megabytes / wall)
                print("  \(name) \(figures)  \(results[index]) entries")
            }
            for (index, contender) in contenders.enumerated().dropFirst() {
                let ratio = throughputs[0] / throughputs[index]
                print("  \(contenders[0].name) / \(contender.name): \(String(format: "%.1f", ratio))×")
            }
        }
    }

    /// Time per operation of each contender, and how many times faster the first one is.
    static func printPerOperation(
        _ contenders: [Contender], operations: Int, cpu: [[Double]], wall: [[Double]], _ results: [Int]
    ) {
        let perOperation = cpu.map { median($0) / Double(max(operations, 1)) * 1e9 }
        for (index, contender) in contenders.enumerated() {
            let name = contender.name.padding(toLength: 30, withPad: " ", startingAt: 0)
            let wallNanoseconds = median(wall[index]) / Double(max(operations, 1)) * 1e9
            let figures = String(format: "%9.1f ns/op (wall %9.1f ns/op)", perOperation[index], wallNanoseconds)
            print("  \(name) \(figures)  result \(results[index])")
        }
        for (index, contender) in contenders.enumerated().dropFirst() {
            let ratio = perOperation[index] / perOperation[0]
            print("  \(contenders[0].name) / \(contender.name): \(String(format: "%.1f", ratio))×")
        }
    }

    static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    static let usage = "usage: localekit-bench [--corpus PATH] [--runs N] [--contender NAME] [MEASURE…]"
}

struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
