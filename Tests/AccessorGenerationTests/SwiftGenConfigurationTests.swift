import Foundation
import LocaleCatalog
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import AccessorGeneration

/// `generate --swiftgen-config`: a `swiftgen.yml`'s `strings` outputs read as SwiftGen reads them.
@Suite struct SwiftGenConfigurationTests {
    /// The Home Assistant app's file: a list of entries, each with one output, and sections that are
    /// not localization. Its committed outputs live in `Swiftgen/` while the file says `SwiftGen/` (a
    /// Mac does not tell them apart): the outputs are the disk's files, and they call the app's lookup
    /// with two arguments, as the SwiftGen that wrote them did.
    @Test func theCorpusAppsFileGivesItsThreeOutputs() throws {
        let app = TestPaths.corpus + "/swiftgen-app"
        let configuration = try SwiftGenConfiguration.read(file: app + "/swiftgen.yml")
        #expect(configuration.diagnostics.isEmpty)
        let outputs = configuration.outputs
        #expect(
            outputs.map(\.inputs)
                == ["Localizable", "Core", "Frontend"].map { [app + "/Sources/App/Resources/en.lproj/\($0).strings"] })
        #expect(
            outputs.map(\.file)
                == ["Strings", "CoreStrings", "FrontendStrings"].map {
                    app + "/Sources/Shared/Resources/Swiftgen/\($0).swift"
                })
        #expect(outputs.map(\.generate.enumName) == [nil, "CoreStrings", "FrontendStrings"])
        #expect(outputs.allSatisfy { $0.generate.access == "public" && $0.generate.template == "swiftgen" })
        #expect(outputs.allSatisfy { $0.generate.lookupFunction == "Current.localized.string(_:_:)" })
    }

    /// ProtonVPN's form: one output as a mapping whose `params` come first; `input_dir`, `output_dir`
    /// and `${…}` from the environment, as SwiftGen applies them.
    @Test func prefixesVariablesAndAMappingOutput() throws {
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/swiftgen.yml"
        try """
        input_dir: ${MODULE}/Resources
        output_dir: Generated
        strings:
          inputs:
            - en.lproj/Localizable.strings
            - en.lproj/Localizable.stringsdict
          outputs:
            params:
              publicAccess: true
              enumName: Localizable
              lookupFunction: localizeStringAndFallbackToEn
              bundle: Bundle.module
            templateName: structured-swift5
            output: Strings.swift
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let configuration = try SwiftGenConfiguration.read(file: file, environment: ["MODULE": "Strings"])
        #expect(configuration.diagnostics.isEmpty)
        let output = try #require(configuration.outputs.first)
        #expect(
            output.inputs
                == ["Localizable.strings", "Localizable.stringsdict"].map {
                    folder + "/Strings/Resources/en.lproj/" + $0
                })
        #expect(output.file == folder + "/Generated/Strings.swift")
        let expected = LocaleKitConfiguration.GenerateOptions(
            template: "swiftgen", access: "public", enumName: "Localizable", bundle: "Bundle.module",
            lookupFunction: "localizeStringAndFallbackToEn")
        #expect(output.generate == expected)
    }

    /// What localekit cannot write is a located error and is skipped; a parameter it does not apply is
    /// a warning; a variable the environment lacks is an error. A user's own template is rendered.
    @Test func whatCannotBeWrittenIsLocated() throws {
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/swiftgen.yml"
        try """
        strings:
          - inputs: en.lproj
            outputs:
              - templatePath: Templates/strings.stencil
                output: Custom.swift
              - templateName: flat-swift5
                output: Flat.swift
              - templateName: structured-swift5
                output: ${OUT}/Strings.swift
                params:
                  noComments: true
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let configuration = try SwiftGenConfiguration.read(file: file, environment: [:])
        let found = configuration.diagnostics.map {
            "\($0.severity) \($0.location?.line ?? 0):\($0.location?.column ?? 0)"
        }
        #expect(found == ["error 9:17", "error 6:23", "warning 11:11"])
        #expect(configuration.outputs.map(\.file) == [folder + "/Custom.swift", folder + "/${OUT}/Strings.swift"])
        #expect(configuration.outputs.first?.stencil?.templatePath == folder + "/Templates/strings.stencil")
        #expect(configuration.outputs.first?.stencil?.location.line == 4)
    }

    @Test func aFileWithoutStringsIsAnError() throws {
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "xcassets:\n  inputs: Assets.xcassets\n".write(
            toFile: folder + "/swiftgen.yml", atomically: true, encoding: .utf8)
        #expect(throws: GenerationError.self) { try SwiftGenConfiguration.read(file: folder + "/swiftgen.yml") }
    }

    @Test(arguments: [
        ("localizeStringAndFallbackToEn", "localizeStringAndFallbackToEn(key, table, value)", true),
        ("Current.localized.string(_:_:)", "Current.localized.string(key, table)", false),
        ("lookup(forKey:table:fallback:)", "lookup(forKey: key, table: table, fallback: value)", true),
    ])
    func aLookupFunctionIsCalledAsItsSignatureSays(text: String, call: String, takesValue: Bool) throws {
        let function = try #require(LookupFunction(text))
        #expect(function.call() == call && function.takesValue == takesValue)
    }

    @Test(arguments: ["", "1lookup", "lookup(key:)", "lookup(a:b:c:d:)", "lookup(_:_:", "a..b"])
    func notALookupFunction(text: String) {
        #expect(LookupFunction(text) == nil)
    }
}
