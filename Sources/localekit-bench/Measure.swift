import Foundation
import LocaleCatalog

/// One benchmark: a set of inputs loaded once, and contenders that each process all of them.
///
/// To add a measure, write a type conforming to `Measure` in its own file and list it in
/// ``BenchmarkCommand/measures``. The first contender is ours; the runner prints every contender's
/// throughput and how many times faster the first one is than each of the others.
protocol Measure {
    /// A short title, e.g. `wikipedia-ios .strings`.
    var name: String { get }
    /// Loads the inputs from the corpus folder into memory; nothing after this touches the disk.
    mutating func prepare(corpus: URL) throws
    /// The bytes one run of a contender processes, for MB/s.
    var inputBytes: Int { get }
    /// How many files one run processes.
    var inputFiles: Int { get }
    /// The contenders, ours first.
    var contenders: [Contender] { get }
    /// A target on our own figure alone (e.g. `< 1 µs`), judged on the first row.
    var oursTarget: Target? { get }
    /// Removes what `prepare` wrote (temporary files); called once the measure has run.
    func cleanUp()
}

extension Measure {
    var oursTarget: Target? { nil }
    func cleanUp() {}
}

/// A measure whose inputs are corpus files loaded into memory: its size and file count come from them.
protocol CorpusMeasure: Measure {
    var files: CorpusFiles { get }
}

extension CorpusMeasure {
    var inputBytes: Int { files.byteCount }
    var inputFiles: Int { files.paths.count }
}

/// One way to process a measure's inputs. `run` returns a number derived from the output (e.g. the
/// count of entries read) so that the work cannot be optimised away and contenders can be compared.
struct Contender {
    let name: String
    /// The work runs in child processes (an outside tool): its CPU time is theirs, not this thread's.
    var runsChildProcesses = false
    /// The work spreads over threads (e.g. `CatalogLoader`): its CPU time is the whole process's.
    var runsOnManyThreads = false
    /// What ours must reach against this peer.
    var target: Target?
    /// Why this peer cannot run here (e.g. `xmllint not installed`); it is then reported, not run.
    var unavailable: String?
    /// For a peer that times itself (one child process running every round, so that its start-up is
    /// left out): runs `rounds` timed rounds after its own warm-up and returns their median.
    var series: ((_ rounds: Int) -> ContenderSeries)?
    let run: () -> Int

    init(
        name: String, runsChildProcesses: Bool = false, runsOnManyThreads: Bool = false, target: Target? = nil,
        unavailable: String? = nil, run: @escaping () -> Int
    ) {
        self.name = name
        self.runsChildProcesses = runsChildProcesses
        self.runsOnManyThreads = runsOnManyThreads
        self.target = target
        self.unavailable = unavailable
        self.run = run
    }

    /// A peer that times its own rounds (see ``series``).
    init(name: String, target: Target? = nil, unavailable: String? = nil, series: @escaping (Int) -> ContenderSeries) {
        self.init(name: name, target: target, unavailable: unavailable) { 0 }
        self.series = series
    }

    /// The CPU time, in seconds, of what runs this contender.
    func cpuTime() -> Double {
        if runsChildProcesses { return Clock.childProcessesCPUTime() }
        return runsOnManyThreads ? Clock.processCPUTime() : Clock.threadCPUTime()
    }
}

/// Reads every file under a folder of the corpus with a given extension.
struct CorpusFiles {
    /// The folder the files were found in (what a contender that finds files itself is given).
    let folder: String
    let paths: [String]
    let contents: [Data]

    init(folder: String = "", paths: [String], contents: [Data]) {
        self.folder = folder
        self.paths = paths
        self.contents = contents
    }

    init(corpus: URL, folder: String, extension ext: String) throws {
        let base = corpus.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else {
            throw BenchmarkError.missingCorpus(base.path)
        }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix("." + ext) { paths.append(base.appendingPathComponent(relative).path) }
        }
        paths.sort()
        guard !paths.isEmpty else { throw BenchmarkError.missingCorpus(base.path) }
        self.folder = base.path
        self.paths = paths
        contents = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    }

    var byteCount: Int { contents.reduce(0) { $0 + $1.count } }

    /// Every `.strings` and `.stringsdict` file of wikipedia-ios: the input of check, generate and compile.
    static func wikipedia(corpus: URL) throws -> CorpusFiles {
        let strings = try CorpusFiles(corpus: corpus, folder: "wikipedia-ios", extension: "strings")
        let dicts = try CorpusFiles(corpus: corpus, folder: "wikipedia-ios", extension: "stringsdict")
        return CorpusFiles(
            folder: strings.folder, paths: strings.paths + dicts.paths, contents: strings.contents + dicts.contents)
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case missingCorpus(String)

    var description: String {
        switch self {
        case .missingCorpus(let path): "no corpus files under \(path) (pass --corpus PATH)"
        }
    }
}
