import Foundation

/// Runs `localekit` and reports its own peak resident memory.
///
/// The measure comes from a small `python3` parent (`getrusage(RUSAGE_CHILDREN)` after the child
/// exits). Measuring from the test process itself would be wrong: `posix_spawn` starts the child
/// in the parent's address space (`vfork`), and Linux keeps that address space's high-water mark in
/// the child's `ru_maxrss` after `exec`, so every child would seem as large as the test runner.
enum MeasuredProcess {
    struct Result {
        /// The exit status, or nil when a signal ended the process.
        var status: Int32?
        /// Peak resident set size in MB.
        var peakMegabytes: Double
        /// stdout and stderr together.
        var output: String
    }

    private static let script = """
        import resource, subprocess, sys
        status = subprocess.call(sys.argv[1:], stdout=sys.stdout, stderr=sys.stdout)
        sys.stdout.flush()
        print("\\nPEAK_RSS_KB=%d" % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        sys.exit(status if status >= 0 else 128 - status)
        """

    static func run(_ arguments: [String], outputFolder: String) throws -> Result {
        let executable = LocalekitProcess.productsDirectory.appendingPathComponent("localekit").path
        let outputPath = outputFolder + "/.measured-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, executable] + arguments
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        try output.close()
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let marker = text.range(of: "\nPEAK_RSS_KB=", options: .backwards)
        let kilobytes = marker.flatMap {
            Double(text[$0.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let status = process.terminationStatus
        return Result(
            status: status < 128 ? status : nil, peakMegabytes: (kilobytes ?? .infinity) / 1024,
            output: marker.map { String(text[..<$0.lowerBound]) } ?? text)
    }
}
