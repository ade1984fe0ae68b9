import Foundation
import Testing

/// Malformed files given to `localekit check` and `dump`: each is reported with its path (and
/// line:column where there is one), the run ends with a failing exit status and no crash, and the
/// other files of the run are still checked.
@Suite struct BrokenInputTests {
    /// One malformed file, written into `en.lproj/` as `name`.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// What the diagnostic's message must contain.
        var expected: String
        /// Whether the diagnostic has a line and column (`path:line:column: error: …`).
        var located = true
        /// Exit status: 1 for findings, 2 when the file cannot be read at all (I/O, as documented).
        var status: Int32 = 1
        var make: @Sendable (String) throws -> Void

        var testDescription: String { name }
    }

    static func bytes(_ bytes: [UInt8]) -> @Sendable (String) throws -> Void {
        { path in try Data(bytes).write(to: URL(fileURLWithPath: path)) }
    }

    static let cases: [Case] = [
        Case(
            name: "InvalidUTF8.strings", expected: "error: invalid UTF-8",
            make: bytes(Array("\"a\" = \"".utf8) + [0xFF, 0xC3] + Array("\";\n".utf8))),
        Case(
            name: "OddUTF16.strings", expected: "error: invalid UTF-16: the file ends in the middle of a code unit",
            make: bytes([0xFF, 0xFE] + Array("\"a\" = \"b\";".utf16.flatMap { [UInt8($0), 0] }) + [0x0A])),
        Case(
            name: "LoneSurrogate.strings", expected: "error: bad escape: high surrogate",
            make: bytes(Array("\"a\" = \"\\UD83D\";\n".utf8))),
        Case(
            name: "LoneLowSurrogate.strings", expected: "error: bad escape: low surrogate",
            make: bytes(Array("\"a\" = \"x\\UDE00\";\n".utf8))),
        Case(
            name: "Nul.strings", expected: "error: the text holds 2 NUL characters",
            make: bytes(Array("\"a\" = \"x".utf8) + [0] + Array("y\";\n\"b".utf8) + [0] + Array("\" = \"c\";\n".utf8))),
        Case(
            name: "Folder.strings", expected: "error: is a directory, not a file", located: false, status: 2,
            make: { path in try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }
        ),
        Case(
            name: "Dangling.strings", expected: "error: no such file or directory", located: false, status: 2,
            make: { path in
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path + ".gone")
            }
        ),
        Case(
            name: "Pipe.strings", expected: "error: is not a regular file", located: false, status: 2,
            make: { path in
                guard mkfifo(path, 0o644) == 0 else { throw POSIXError(.EPERM) }
            }),
        Case(
            name: "Broken.stringsdict", expected: "error: expected </dict>, found the end of the file",
            make: bytes(Array("<plist><dict><key>a".utf8))),
        Case(
            name: "Broken.xliff", expected: "error: Premature end of data",
            make: bytes(Array("<xliff version=\"1.2\"><file>".utf8))),
        Case(name: "Broken.xcstrings", expected: "error: expected a key string", make: bytes(Array("{,}".utf8))),
    ]

    /// Whether `output` has a line `path[:line:column]: …message…`.
    static func reports(_ output: String, path: String, _ message: String, located: Bool) -> Bool {
        output.split(separator: "\n").contains { line in
            guard line.hasPrefix(path + ":"), line.contains(message) else { return false }
            let fields = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 2)
            let hasPosition = fields.count == 3 && Int(fields[0]) != nil && Int(fields[1]) != nil
            return hasPosition == located
        }
    }

    /// A catalog with one good pair of files whose German table misses a key: its finding must still be reported.
    static func folder(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "broken-\(name)-\(UUID().uuidString)"
        ).path
        for language in ["en", "de"] {
            try FileManager.default.createDirectory(
                atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
        }
        try "\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n".write(
            toFile: folder + "/en.lproj/Good.strings", atomically: true, encoding: .utf8)
        try "\"hello\" = \"Hallo\";\n".write(
            toFile: folder + "/de.lproj/Good.strings", atomically: true, encoding: .utf8)
        return folder
    }

    @Test(arguments: cases)
    func aBrokenFileIsReportedAndTheOthersStillChecked(_ broken: Case) throws {
        let folder = try Self.folder(broken.name)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try broken.make(folder + "/en.lproj/" + broken.name)
        let check = try LocalekitProcess.run(["check", "."], in: URL(fileURLWithPath: folder))
        #expect(check.status == broken.status, "\(check.stdout)\(check.stderr)")
        #expect(
            Self.reports(check.stdout, path: "en.lproj/" + broken.name, broken.expected, located: broken.located),
            "\(check.stdout)")
        #expect(check.stdout.contains("de.lproj/Good.strings"), "the good file was not checked: \(check.stdout)")
        #expect(check.stdout.contains("[missing-translation]"), "\(check.stdout)")
        // `dump` exits 1 on any error diagnostic, whatever the format (as its help says).
        for format in ["json", "text"] {
            let dump = try LocalekitProcess.run(["dump", ".", "--format", format], in: URL(fileURLWithPath: folder))
            #expect(dump.status == 1, "dump --format \(format): \(dump.stderr)")
            #expect(dump.stderr.contains("en.lproj/\(broken.name):"), "\(dump.stderr)")
            #expect(dump.stdout.contains("Hallo"), "dump lost the good file")
        }
    }

    /// A 0-byte `.strings` file: Foundation cannot read it (the table falls back to the development
    /// language at run time), but nothing in it is malformed: a warning, not a `syntax` error.
    @Test func anEmptyStringsFileIsAWarning() throws {
        let folder = try Self.folder("empty")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data().write(to: URL(fileURLWithPath: folder + "/de.lproj/Empty.strings"))
        try "\"a\" = \"A\";\n".write(toFile: folder + "/en.lproj/Empty.strings", atomically: true, encoding: .utf8)
        let check = try LocalekitProcess.run(["check", "."], in: URL(fileURLWithPath: folder))
        let line = check.stdout.split(separator: "\n").first { $0.hasPrefix("de.lproj/Empty.strings:") }
        #expect(
            line?.hasPrefix("de.lproj/Empty.strings: warning: the file is empty (0 bytes)") == true, "\(check.stdout)")
        #expect(line?.contains("falls back to the development language") == true)
        #expect(line?.hasSuffix("[empty-file]") == true)
        #expect(!check.stdout.contains("[syntax]"), "\(check.stdout)")
        let dump = try LocalekitProcess.run(["dump", "."], in: URL(fileURLWithPath: folder))
        #expect(dump.status == 0, "a warning alone does not fail dump: \(dump.stderr)")
        #expect(dump.stderr.contains("de.lproj/Empty.strings: warning: the file is empty"))
    }

    @Test func anUnreadableFileIsReported() throws {
        guard geteuid() != 0 else {
            // root reads a file whatever its mode; the dangling symbolic link case covers unreadable input there.
            print("BrokenInputTests: skipping chmod 000 as root (root can read it)")
            return
        }
        let folder = try Self.folder("unreadable")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/en.lproj/Locked.strings"
        try "\"a\" = \"b\";".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0)
        let check = try LocalekitProcess.run(["check", "."], in: URL(fileURLWithPath: folder))
        #expect(check.status == 2)
        #expect(
            check.stdout.contains("en.lproj/Locked.strings: error: cannot read file: Permission denied"),
            "\(check.stdout)")
        #expect(check.stdout.contains("[missing-translation]"))
    }

    /// The file cut after every byte: each prefix that is not itself a valid file is an error at a line and column.
    @Test func truncatedAtEveryByte() throws {
        let comment = "/* Greeting */\n"
        let first = "\"hello\" = \"Hallo %@, schön\";\n"
        let second = "\"bye\\n\" = \"Tschüss\";\n"
        let text = Array((comment + first + second).utf8)
        let boundaries = [comment.utf8.count - 1, (comment + first).utf8.count - 1, text.count - 1]
        let valid = Set(boundaries.flatMap { [$0, $0 + 1] })
        let folder = try Self.folder("truncated")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for length in 0...text.count {
            try Data(text[..<length]).write(to: URL(fileURLWithPath: folder + "/en.lproj/T\(length).strings"))
        }
        let check = try LocalekitProcess.run(["check", "."], in: URL(fileURLWithPath: folder))
        #expect(check.status == 1)
        let lines = check.stdout.split(separator: "\n")
        for length in 0...text.count {
            let path = "en.lproj/T\(length).strings:"
            let reported = lines.filter {
                $0.hasPrefix(path) && $0.contains(": error: ") && !$0.hasSuffix("[missing-table]")
            }
            if valid.contains(length) {
                #expect(reported.isEmpty, "prefix \(length) is a valid file: \(reported)")
            } else if length == 0 {
                #expect(reported.isEmpty, "a 0-byte file is a warning: \(reported)")
                #expect(lines.contains { $0.hasPrefix("en.lproj/T0.strings: warning: the file is empty") })
            } else {
                #expect(
                    reported.contains {
                        $0.dropFirst(path.count).split(separator: ":").prefix(2).allSatisfy { Int($0) != nil }
                    },
                    "prefix \(length) (\(String(decoding: text[..<length], as: UTF8.self).debugDescription)): \(reported)"
                )
            }
        }
        #expect(check.stdout.contains("de.lproj/Good.strings"))
    }

    /// One 50 MB line: an unterminated value is reported at its start, quickly and in bounded memory.
    @Test func aFiftyMegabyteLine() throws {
        let folder = try Self.folder("long-line")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var data = Data("\"big\" = \"".utf8)
        data.append(Data(repeating: UInt8(ascii: "x"), count: 50 << 20))
        try data.write(to: URL(fileURLWithPath: folder + "/en.lproj/Long.strings"))
        let result = try MeasuredProcess.run(["check", folder], outputFolder: folder)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("en.lproj/Long.strings:1:9: error: unterminated string"), "\(result.output)")
        #expect(result.output.contains("[missing-translation]"))
        #expect(result.peakMegabytes < 500, "peak RSS \(result.peakMegabytes) MB for a 50 MB file")
    }
}
