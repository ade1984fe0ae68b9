import Foundation
import Testing

/// `migrate` never mixes two bundles' tables: an app and its widget with a `Localizable` each are refused.
@Suite struct MigrateCommandTests {
    @Test func twoRootsWithOneTableNameAreRefusedNamingBoth() throws {
        let folder = try LocalekitProcess.scratchFolder("localekit-migrate")
        for root in ["App", "Widget"] {
            try FileManager.default.createDirectory(
                atPath: "\(folder)/\(root)/en.lproj", withIntermediateDirectories: true)
            try Data("\"title\" = \"\(root)\";\n".utf8).write(
                to: URL(fileURLWithPath: "\(folder)/\(root)/en.lproj/Localizable.strings"))
        }
        let result = try LocalekitProcess.run(["migrate", folder, "--output-dir", folder + "/out"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: table 'Localizable' (en) comes from 2 localization roots"))
        #expect(result.stderr.contains("'\(folder)/App'") && result.stderr.contains("'\(folder)/Widget'"))
        #expect(result.stderr.contains("[mixed-roots]"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        let one = try LocalekitProcess.run(["migrate", folder + "/Widget", "--output-dir", folder + "/out"])
        #expect(one.status == 0)
        let catalog = try String(contentsOfFile: folder + "/out/Localizable.xcstrings", encoding: .utf8)
        #expect(catalog.contains("\"value\" : \"Widget\""))
    }
}
