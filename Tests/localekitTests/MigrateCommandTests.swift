import Foundation
import Testing

/// `migrate` never mixes two bundles' tables: an app and its widget with a `Localizable` each get a
/// catalog each, in their own folders; `--output` (one file) refuses them.
@Suite struct MigrateCommandTests {
    @Test func twoRootsWithOneTableNameGetACatalogEach() throws {
        let folder = try LocalekitProcess.scratchFolder("localekit-migrate")
        for root in ["App", "Widget"] {
            try FileManager.default.createDirectory(
                atPath: "\(folder)/\(root)/en.lproj", withIntermediateDirectories: true)
            try Data("\"title\" = \"\(root)\";\n".utf8).write(
                to: URL(fileURLWithPath: "\(folder)/\(root)/en.lproj/Localizable.strings"))
        }
        let file = try LocalekitProcess.run(["migrate", folder, "--output", folder + "/One.xcstrings"])
        #expect(file.status == 1)
        #expect(file.stderr.contains("error: table 'Localizable' (en) comes from 2 localization roots"))
        #expect(file.stderr.contains("[mixed-roots]"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/One.xcstrings"))
        let result = try LocalekitProcess.run(["migrate", folder, "--output-dir", folder + "/out"])
        #expect(result.status == 0, "\(result.stderr)")
        for root in ["App", "Widget"] {
            let catalog = try String(contentsOfFile: folder + "/out/\(root)/Localizable.xcstrings", encoding: .utf8)
            #expect(catalog.contains("\"value\" : \"\(root)\""))
        }
        let one = try LocalekitProcess.run(["migrate", folder + "/Widget", "--output-dir", folder + "/one"])
        #expect(one.status == 0)
        let catalog = try String(contentsOfFile: folder + "/one/Localizable.xcstrings", encoding: .utf8)
        #expect(catalog.contains("\"value\" : \"Widget\""))
    }
}
