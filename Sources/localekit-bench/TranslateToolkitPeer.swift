import Foundation

/// translate-toolkit (PyPI) as a peer: one `python3` process runs `Scripts/bench/translate_toolkit_parse.py`,
/// which reads every file, parses all of them once to warm up, then times each round itself with
/// `time.process_time()`. Interpreter start-up, imports and reading the files are outside those
/// rounds; the note reports what they cost.
enum TranslateToolkitPeer {
    enum Kind: String {
        case strings, xliff
    }

    static func contender(_ kind: Kind, paths: [String], packageRoot: URL, target: Target? = nil) -> Contender {
        let name = "translate-toolkit"
        let script = packageRoot.appendingPathComponent("Scripts/bench/translate_toolkit_parse.py").path
        guard let python = ChildProcess.find("python3") else {
            return Contender(name: name, target: target, unavailable: "python3 not installed") { 0 }
        }
        guard let startUp = startUpSeconds(python) else {
            return Contender(
                name: name, target: target, unavailable: "not installed (pip install translate-toolkit)"
            ) { 0 }
        }
        return Contender(name: name, target: target) { rounds in
            let outcome = ChildProcess(executable: python, arguments: [script, kind.rawValue, "\(rounds)"] + paths)
                .run(captureOutput: true)
            guard outcome.status == 0,
                let report = try? JSONDecoder().decode(Report.self, from: outcome.output),
                !report.seconds.isEmpty
            else { return ContenderSeries(failure: "failed (exit \(outcome.status))") }
            var note =
                "translate-toolkit \(report.version) (\(kind.rawValue)): one python3 process, warm-up + \(rounds) rounds "
                + "timed inside with time.process_time(), so interpreter start-up and imports (\(ms(startUp)) CPU alone, "
                + "measured by a separate `python3 -c 'import translate…'`) and reading the files "
                + "(\(ms(report.setupSeconds)) CPU before the first round, start-up included) are excluded. "
                + "\(report.units) units"
            if report.failedFiles > 0 { note += ", \(report.failedFiles) files it could not parse" }
            return ContenderSeries(
                medianSeconds: MeasureRunner.median(report.seconds), result: report.units, note: note + ".")
        }
    }

    /// The CPU time of a `python3` that imports translate-toolkit's readers and exits (start-up and
    /// imports alone), or `nil` when it cannot import them.
    static func startUpSeconds(_ python: String) -> Double? {
        let imports = "import translate.storage.properties, translate.storage.xliff"
        let outcome = ChildProcess(executable: python, arguments: ["-c", imports]).run()
        return outcome.status == 0 ? outcome.cpuSeconds : nil
    }

    private static func ms(_ seconds: Double) -> String { Figure(value: seconds * 1000, unit: .milliseconds).text }

    private struct Report: Decodable {
        var version: String
        var units: Int
        var failedFiles: Int
        var seconds: [Double]
        var setupSeconds: Double

        enum CodingKeys: String, CodingKey {
            case version, units, seconds
            case failedFiles = "failed_files"
            case setupSeconds = "setup_seconds"
        }
    }
}
