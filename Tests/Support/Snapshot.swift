import Foundation
import Testing

/// Golden files, kept under each test target's `Fixtures/Snapshots/`. They are re-recorded only
/// on purpose: `RECORD_SNAPSHOTS=1 swift test --filter <Suite>`.
public enum Snapshot {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// Expects `actual` to equal the golden file `name` of `target`, or records it when recording.
    public static func expect(
        _ actual: String, matches name: String, of target: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let path = TestPaths.fixtures(of: target) + "/Snapshots/" + name
        try expect(actual, matchesFileAt: path, sourceLocation: sourceLocation)
    }

    /// Expects `actual` to equal the file at `path`, or records it when recording.
    public static func expect(
        _ actual: String, matchesFileAt path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let name = (path as NSString).lastPathComponent
        if isRecording {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("missing snapshot \(path): record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        guard actual != expected else { return }
        let actualLines = actual.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        let line =
            zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let got = line < actualLines.count ? actualLines[line] : "<end>"
        let wanted = line < expectedLines.count ? expectedLines[line] : "<end>"
        Issue.record(
            """
            \(name) differs from its snapshot at line \(line + 1):
              expected: \(wanted)
              actual:   \(got)
            If the change is intended, re-record: RECORD_SNAPSHOTS=1 swift test --filter <the suite>
            """, sourceLocation: sourceLocation)
    }
}
