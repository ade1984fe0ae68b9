import Foundation
import Testing

@testable import LocaleCatalog

/// XcodeGen specs read as YAML is written: a block scalar (`- script: |`) followed by a sibling key keeps
/// the targets after it, and a spec not named `project.yml` is found.
struct XcodeGenSpecReadingTests {
    static let spec = """
        name: App
        options:
          developmentLanguage: de
        targets:
          App:
            type: application
            sources: [App]
            preBuildScripts:
              - script: |
                  if which swiftlint >/dev/null; then
                    swiftlint # lint: every file
                  fi
                name: SwiftLint
              - script: >-
                  echo done
                name: Done
          Widget:
            type: app-extension
            sources: [Widget]
          Intents:
            sources: [Intents]
        """

    @Test func targetsAfterABlockScalarAreKept() throws {
        let project = XcodeGenProject.read(Self.spec, file: "/p/project-bwa.yml")
        #expect(project.targets.map(\.name).sorted() == ["App", "Intents", "Widget"])
        #expect(project.developmentRegion == "de")
        let scripts = SimpleYAML.parse(Self.spec)["targets"]?["App"]?["preBuildScripts"]?.elements ?? []
        #expect(scripts.compactMap { $0["name"]?.string } == ["SwiftLint", "Done"])
        #expect(
            scripts.first?["script"]?.string
                == "if which swiftlint >/dev/null; then\n  swiftlint # lint: every file\nfi")
    }

    @Test func aSpecWithAnotherNameIsFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("project-bwa.yml"))
        try Data("strings:\n  inputs: App\n".utf8).write(to: folder.appendingPathComponent("swiftgen.yml"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let specs = XcodeGenProject.specs(in: folder.path, names: names)
        #expect(specs.map { ($0 as NSString).lastPathComponent } == ["project-bwa.yml"])
        #expect(XcodeGenProject.specs(in: folder.path, names: names + ["project.yml"]).count == 1)
    }
}
