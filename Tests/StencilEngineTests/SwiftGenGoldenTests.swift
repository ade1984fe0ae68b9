import AccessorGeneration
import Foundation
import LocaleKitTestSupport
import StencilEngine
import Testing

/// SwiftGen 6.6.3's strings templates, rendered on its fixtures with each parameter set of its
/// `Tests/TemplatesTests/StringsTests.swift`, match its golden files byte for byte (modern spacing,
/// as SwiftGen renders its bundled templates).
struct SwiftGenGoldenTests {
    static let root = TestPaths.fixtures(of: "StencilEngineTests") + "/SwiftGen"

    /// The inputs of each context SwiftGen's template tests render.
    static let contexts: [String: [String]] = [
        "empty": [],
        "localizable": ["Localizable.strings"],
        "multiple": ["Localizable.strings", "LocMultiline.strings"],
        "plurals": ["Localizable.stringsdict"],
        "plurals-same-table": ["Localizable.strings", "Localizable.stringsdict"],
        "plurals-advanced": ["LocPluralAdvanced.stringsdict"],
        "plurals-unsupported": ["LocPluralUnsupported.stringsdict"],
    ]

    static let swiftVariations: [(suffix: String, parameters: [String])] = [
        ("", []), ("-customBundle", ["bundle=ResourcesBundle.bundle"]), ("-customName", ["enumName=XCTLoc"]),
        ("-forceFileNameEnum", ["forceFileNameEnum"]),
        ("-lookupFunction", ["lookupFunction=XCTLocFunc(forKey:table:fallback:)"]), ("-noComments", ["noComments"]),
        ("-publicAccess", ["publicAccess"]),
    ]

    static let objcVariations: [(suffix: String, parameters: [String])] = [
        ("", []), ("-customBundle", ["bundle=[ResourcesBundle bundle]"]), ("-noComments", ["noComments"]),
        ("-headerName", ["headerName=headerName-from-parameter.h"]),
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        var template: String
        var context: String
        var suffix: String
        var parameters: [String]
        var fileExtension: String

        var golden: String { "\(template)/\(context)\(suffix).\(fileExtension)" }
        var testDescription: String { golden }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        let templates = [
            ("flat-swift4", "swift"), ("flat-swift5", "swift"), ("structured-swift4", "swift"),
            ("structured-swift5", "swift"), ("objc-h", "h"), ("objc-m", "m"),
        ]
        for (template, fileExtension) in templates {
            for context in contexts.keys.sorted() {
                let variations =
                    context != "localizable" ? [("", [])] : fileExtension == "swift" ? swiftVariations : objcVariations
                for (suffix, parameters) in variations {
                    cases.append(
                        Case(
                            template: template, context: context, suffix: suffix, parameters: parameters,
                            fileExtension: fileExtension))
                }
            }
        }
        return cases
    }()

    @Test func everyGoldenFileHasACase() throws {
        // Stored with a `.golden` suffix: SwiftGen's bytes, which no formatter or linter may touch.
        let goldens = try FileManager.default.subpathsOfDirectory(atPath: Self.root + "/Generated")
            .filter { $0.hasSuffix(".golden") }.map { String($0.dropLast(".golden".count)) }
        #expect(Set(goldens) == Set(Self.cases.map(\.golden)))
        #expect(goldens.count == 72)
    }

    @Test(arguments: cases)
    func rendersTheGoldenFile(_ test: Case) throws {
        let environment = StencilEnvironment(spacing: .modern)
        let template = try StencilTemplate(
            contentsOf: URL(fileURLWithPath: "\(Self.root)/templates/\(test.template).stencil"),
            environment: environment)
        let strings = SwiftGenStringsContext(
            files: Self.contexts[test.context, default: []].map {
                "\(Self.root)/Resources/\($0)"
            })
        let output = try template.render(strings.context(parameters: try StencilParameters.parse(test.parameters)))
        let expected = try String(contentsOfFile: "\(Self.root)/Generated/\(test.golden).golden", encoding: .utf8)
        #expect(output == expected, "\(test.golden)")
        if output != expected, ProcessInfo.processInfo.environment["STENCIL_DIFF_DIR"] != nil {
            let folder = ProcessInfo.processInfo.environment["STENCIL_DIFF_DIR", default: "/tmp"]
            try output.write(
                toFile: folder + "/" + test.golden.replacingOccurrences(of: "/", with: "__"), atomically: true,
                encoding: .utf8)
        }
    }
}
