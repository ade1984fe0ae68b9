import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs an outside program and reads what it cost from the kernel (`wait4`): its CPU time and its
/// peak resident memory, which `Process` does not report.
struct ChildProcess {
    struct Outcome {
        /// The exit status, or -1 when the program could not be started or was killed by a signal.
        var status: Int32
        /// User + system CPU time of the child, in seconds.
        var cpuSeconds: Double
        var wallSeconds: Double
        /// Peak resident set size of the child, in bytes (`ru_maxrss`).
        var peakResidentBytes: Int
        /// What the child wrote to standard output, when it was captured.
        var output: Data
    }

    let executable: String
    let arguments: [String]

    /// Runs the program to its end. Standard input is `/dev/null`; standard error is discarded;
    /// standard output is captured (through a temporary file, so a chatty child never blocks) or discarded.
    func run(captureOutput: Bool = false) -> Outcome {
        let outputPath = NSTemporaryDirectory() + "localekit-bench-out-\(getpid())-\(UUID().uuidString)"
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, captureOutput ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let start = Clock.wallTime()
        let spawned = (argv + [nil]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { posix_spawnp(&pid, executable, &actions, nil, $0, environ) } ?? -1
        }
        guard spawned == 0 else {
            return Outcome(status: -1, cpuSeconds: 0, wallSeconds: 0, peakResidentBytes: 0, output: Data())
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let wall = Clock.wallTime() - start
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let exited = status & 0x7f == 0
        let output = captureOutput ? (FileManager.default.contents(atPath: outputPath) ?? Data()) : Data()
        return Outcome(
            status: exited ? (status >> 8) & 0xff : -1, cpuSeconds: cpu, wallSeconds: wall,
            // Linux reports ru_maxrss in kilobytes, macOS in bytes.
            peakResidentBytes: Self.maxRSSUnit * Int(usage.ru_maxrss), output: output)
    }

    /// Runs the program under GNU `time`, which reports its child's own peak memory. Needed because
    /// a child spawned from this (large) process starts its life sharing our memory, and the kernel
    /// keeps that as the floor of its `ru_maxrss`; GNU `time` is small, so its child's floor is ~1 MB.
    /// Without `/usr/bin/time` it falls back to ``run(captureOutput:)`` and `exact` is false.
    func runMeasuringPeak() -> (outcome: Outcome, exact: Bool) {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return (run(), false) }
        let report = NSTemporaryDirectory() + "localekit-bench-time-\(getpid())-\(UUID().uuidString)"
        defer { unlink(report) }
        let wrapped = ChildProcess(
            executable: "/usr/bin/time", arguments: ["-f", "%x %M %U %S", "-o", report, executable] + arguments)
        var outcome = wrapped.run()
        let fields =
            (try? String(contentsOfFile: report, encoding: .utf8))?
            .split(separator: "\n").last?.split(separator: " ").compactMap { Double($0) } ?? []
        guard fields.count == 4 else { return (outcome, false) }
        outcome.status = Int32(fields[0])
        outcome.peakResidentBytes = Int(fields[1]) * 1024
        outcome.cpuSeconds = fields[2] + fields[3]
        return (outcome, true)
    }

    #if os(Linux)
        private static let maxRSSUnit = 1024
    #else
        private static let maxRSSUnit = 1
    #endif

    /// The full path of `name` on `PATH`, or `nil` when it is not installed.
    static func find(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
