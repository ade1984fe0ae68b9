import Foundation
import Testing

/// Hostile XML through the real `localekit dump`: each document is refused with a diagnostic, and
/// the process's own peak memory stays bounded (measured with `wait4`).
@Suite struct HostileXMLMemoryTests {
    struct Document: CustomTestStringConvertible, Sendable {
        var name: String
        /// What the diagnostic says.
        var expected: String
        /// Peak resident memory allowed, in MB.
        var limit: Double
        var make: @Sendable () -> Data
        var testDescription: String { name }
    }

    static let laughs =
        (["<!DOCTYPE x [", "<!ENTITY lol0 \"lollollollollollollollollollol\">"]
        + (1...12).map { "<!ENTITY lol\($0) \"" + String(repeating: "&lol\($0 - 1);", count: 10) + "\">" } + ["]>"])
        .joined(separator: "\n")

    static func huge(_ prefix: String, _ filler: UInt8, count: Int, _ suffix: String) -> Data {
        var data = Data(prefix.utf8)
        data.append(Data(repeating: filler, count: count))
        data.append(Data(suffix.utf8))
        return data
    }

    static let documents: [Document] = [
        Document(name: "laughs.xliff", expected: "entities are not allowed", limit: 100) {
            Data((laughs + "\n<xliff version=\"1.2\"><file original=\"a.strings\">&lol12;</file></xliff>").utf8)
        },
        Document(name: "laughs.stringsdict", expected: "internal subset is not allowed", limit: 100) {
            Data((laughs + "\n<plist><dict><key>a</key><string>&lol12;</string></dict></plist>").utf8)
        },
        Document(name: "deep.xliff", expected: "depth", limit: 100) {
            Data(
                ("<xliff version=\"1.2\">" + String(repeating: "<g>", count: 100_000)
                    + String(repeating: "</g>", count: 100_000) + "</xliff>").utf8)
        },
        Document(name: "deep.stringsdict", expected: "nesting deeper than", limit: 100) {
            Data(
                ("<plist><dict><key>a</key>" + String(repeating: "<array>", count: 100_000)
                    + String(repeating: "</array>", count: 100_000) + "</dict></plist>").utf8)
        },
        Document(name: "attribute.xliff", expected: "AttValue length too long", limit: 400) {
            huge("<xliff version=\"1.2\" note=\"", UInt8(ascii: "a"), count: 50 << 20, "\"></xliff>")
        },
        Document(name: "attribute.stringsdict", expected: "a tag longer than 10 MB", limit: 400) {
            huge("<plist version=\"", UInt8(ascii: "a"), count: 50 << 20, "\"><dict/></plist>")
        },
    ]

    @Test(arguments: documents)
    func refusedInBoundedMemory(_ document: Document) throws {
        let folder = NSTemporaryDirectory() + "hostile-memory-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/en.lproj/" + document.name
        try document.make().write(to: URL(fileURLWithPath: path))
        try "\"a\" = \"A\";".write(toFile: folder + "/en.lproj/Good.strings", atomically: true, encoding: .utf8)
        let result = try MeasuredProcess.run(["dump", folder], outputFolder: folder)
        #expect(result.status == 1, "\(result.output.prefix(2000))")
        let reported = result.output.split(separator: "\n").filter { $0.hasPrefix(path + ":") }
        #expect(reported.contains { $0.contains(document.expected) }, "\(reported.prefix(5))")
        #expect(!result.output.contains("lollollollollollollollollollollol"), "entities were expanded")
        #expect(result.output.contains("\"A\""), "the good file was not read")
        #expect(result.peakMegabytes < document.limit, "peak RSS \(result.peakMegabytes) MB")
    }
}
