import Foundation
import Testing

/// `generate`, `compile` and `export` never lose or half-write their outputs: a run that fails
/// (bad development-language input, a full disk, a folder in the way, SIGKILL) leaves the previous
/// outputs as they were and, except after SIGKILL, no temporary file behind.
@Suite struct OutputSafetyTests {
    /// A subcommand and where it writes.
    struct Command: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: @Sendable (_ input: String, _ output: String) -> [String]
        var testDescription: String { name }
    }

    static let commands: [Command] = [
        Command(name: "generate") { ["generate", $0, "--output", $1 + "/L10n.swift"] },
        Command(name: "compile") { ["compile", $0, "--output", $1] },
        Command(name: "export") { ["export", $0, "--xliff", $1] },
    ]

    /// Input folder with an English and a German table; `size` pads the values so outputs grow past 1 KB.
    static func writeInput(_ folder: String, value: String, size: Int = 0) throws {
        for language in ["en", "de"] {
            try FileManager.default.createDirectory(
                atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
            let padding = String(repeating: "x", count: size)
            try "\"a\" = \"A\";\n\"value\" = \"\(value) \(language)\";\n\"padding\" = \"\(padding)\";\n"
                .write(toFile: folder + "/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
            try "\"small\" = \"\(value)\";\n"
                .write(toFile: folder + "/\(language).lproj/A.strings", atomically: true, encoding: .utf8)
        }
    }

    static func scratch(_ name: String) throws -> (input: String, output: String) {
        let base = NSTemporaryDirectory() + "output-safety-\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: base + "/out", withIntermediateDirectories: true)
        return (base + "/in", base + "/out")
    }

    /// Every file under `folder`, relative path → bytes.
    static func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [] {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[path] = FileManager.default.contents(atPath: folder + "/" + path) }
        }
        return files
    }

    /// Runs a first time to produce the outputs that later runs must not damage.
    static func firstRun(_ command: Command, _ name: String) throws -> (
        input: String, output: String, before: [String: Data]
    ) {
        let (input, output) = try scratch(name)
        try writeInput(input, value: "old")
        let first = try LocalekitProcess.run(command.arguments(input, output))
        #expect(first.status == 0, "\(first.stderr)")
        let before = try snapshot(output)
        #expect(!before.isEmpty)
        return (input, output, before)
    }

    /// A development-language file Foundation refuses gives nothing to the outputs (the app has none of
    /// it): `generate` keeps its previous accessors (made without it they would drop keys the code
    /// calls); the table writers write what the app reads, the other files.
    @Test(arguments: commands)
    func aRefusedDevelopmentFileWritesNothingOfItself(_ command: Command) throws {
        let (input, output, before) = try Self.firstRun(command, "bad-input")
        try Self.writeInput(input, value: "new")
        try "\"broken\" = \"no end".write(toFile: input + "/en.lproj/Broken.strings", atomically: true, encoding: .utf8)
        let result = try LocalekitProcess.run(command.arguments(input, output))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("en.lproj/Broken.strings:1:12: error:"), "\(result.stderr)")
        let after = try Self.snapshot(output)
        if command.name == "generate" {
            #expect(after == before)
        } else {
            #expect(result.stderr.contains("en.lproj/Broken.strings: note: nothing is written from this file"))
            #expect(after != before)
            #expect(!after.values.contains { String(decoding: $0, as: UTF8.self).contains("broken") })
            #expect(after.values.contains { String(decoding: $0, as: UTF8.self).contains("new en") })
        }
    }

    /// A translation's error is reported (exit 1) but blocks nothing: the outputs are written
    /// (`generate` does not read translations).
    @Test(arguments: commands)
    func aBrokenTranslationStillWrites(_ command: Command) throws {
        let (input, output, before) = try Self.firstRun(command, "bad-translation")
        try Self.writeInput(input, value: "new")
        try "\"broken\" = \"no end".write(toFile: input + "/de.lproj/Broken.strings", atomically: true, encoding: .utf8)
        let result = try LocalekitProcess.run(command.arguments(input, output))
        if command.name == "generate" {
            // generate reads only the development language: the translation is not read at all.
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("de.lproj"), "\(result.stderr)")
        } else {
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr.contains("de.lproj/Broken.strings:1:12: error:"), "\(result.stderr)")
        }
        #expect(try Self.snapshot(output) != before)
    }

    /// A full disk, simulated with a file-size limit (which holds for root too): the first file over
    /// 1 KB cannot be written; the smaller files staged before it must not replace their old versions.
    @Test(arguments: commands)
    func aFullDiskChangesNothing(_ command: Command) throws {
        let (input, output, before) = try Self.firstRun(command, "full-disk")
        try Self.writeInput(input, value: "new", size: 4096)
        let executable = LocalekitProcess.productsDirectory.appendingPathComponent("localekit").path
        let quoted = ([executable] + command.arguments(input, output)).map { "'\($0)'" }.joined(separator: " ")
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "trap '' XFSZ; ulimit -f 1; exec \(quoted)"]
        let errors = Pipe()
        shell.standardError = errors
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 2, "\(stderr)")
        #expect(stderr.contains("File too large"), "\(stderr)")
        #expect(try Self.snapshot(output) == before, "a file changed or a temporary file was left")
    }

    /// A new language folder cannot be created (a file is in the way): the other languages keep their old tables.
    @Test func compileIsAllOrNothing() throws {
        let command = Self.commands[1]
        let (input, output, before) = try Self.firstRun(command, "blocked")
        try Self.writeInput(input, value: "new")
        try FileManager.default.createDirectory(atPath: input + "/fr.lproj", withIntermediateDirectories: true)
        try "\"a\" = \"A\";\n".write(toFile: input + "/fr.lproj/A.strings", atomically: true, encoding: .utf8)
        try "in the way".write(toFile: output + "/fr.lproj", atomically: true, encoding: .utf8)
        let result = try LocalekitProcess.run(command.arguments(input, output))
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("fr.lproj"), "\(result.stderr)")
        var expected = before
        expected["fr.lproj"] = Data("in the way".utf8)
        #expect(try Self.snapshot(output) == expected)
    }

    /// SIGKILL while a large compile writes (as soon as a temporary file appears): every output is
    /// still its whole old version or its whole new one.
    @Test func killedMidWriteLeavesWholeFiles() throws {
        let (input, output) = try Self.scratch("kill")
        func writeTables(_ value: String) throws {
            try Self.writeInput(input, value: value, size: 1 << 20)
            for table in 0..<30 {
                let path = input + "/en.lproj/Big\(table).strings"
                try? FileManager.default.removeItem(atPath: path)
                try FileManager.default.copyItem(atPath: input + "/en.lproj/Localizable.strings", toPath: path)
            }
        }
        try writeTables("old")
        #expect(try LocalekitProcess.run(["compile", input, "--output", output]).status == 0)
        let old = try Self.snapshot(output)
        try writeTables("new")
        let executable = LocalekitProcess.productsDirectory.appendingPathComponent("localekit")
        var killedWhileWriting = 0
        for _ in 0..<10 where killedWhileWriting < 3 {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["compile", input, "--output", output]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            while process.isRunning {
                let names = FileManager.default.enumerator(atPath: output)?.allObjects as? [String] ?? []
                if names.contains(where: { $0.hasSuffix(".tmp") }) {
                    kill(process.processIdentifier, SIGKILL)
                    killedWhileWriting += 1
                    break
                }
                usleep(200)
            }
            process.waitUntilExit()
            let now = try Self.snapshot(output).filter { !$0.key.hasSuffix(".tmp") }
            #expect(Set(now.keys) == Set(old.keys))
            for (path, data) in now where data != old[path] {
                #expect(data.count == old[path]?.count, "\(path) was cut at \(data.count) bytes")
                #expect(String(decoding: data, as: UTF8.self).contains("new"), "\(path) is neither old nor new")
            }
        }
        #expect(killedWhileWriting > 0, "the compile always finished before it could be killed")
        // The killed runs' temporary files, once old, are removed by the next complete run, which replaces every file.
        let leftovers = try Self.snapshot(output).keys.filter { $0.hasSuffix(".tmp") }
        for leftover in leftovers {
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: output + "/" + leftover)
        }
        #expect(try LocalekitProcess.run(["compile", input, "--output", output]).status == 0)
        let final = try Self.snapshot(output)
        #expect(!final.keys.contains { $0.hasSuffix(".tmp") }, "\(final.keys.sorted())")
        #expect(final.values.allSatisfy { !String(decoding: $0, as: UTF8.self).contains("old") })
    }
}
