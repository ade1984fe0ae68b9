import Foundation
import Testing

/// `generate --swiftgen-config` with a `templatePath:`: the user's Stencil template renders with
/// SwiftGen's context, in SwiftGen's legacy spacing unless `--experimental-modern-spacing`; a broken
/// template is a located error, exit 1, and no file.
struct StencilTemplateCommandTests {
    static func project(template: String) throws -> String {
        let folder = try LocalekitProcess.scratchFolder("localekit-stencil")
        let files = [
            "swiftgen.yml": """
            strings:
              inputs: Resources/en.lproj
              outputs:
                templatePath: Templates/custom.stencil
                output: Generated/Strings.swift
                params:
                  enumName: Texts
            """,
            "Resources/en.lproj/Localizable.strings": "\"home.title\" = \"Home\";\n\"home.greeting\" = \"Hi %@\";\n",
            "Templates/custom.stencil": template,
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: folder + "/Generated", withIntermediateDirectories: true)
        return folder
    }

    static let template = """
        enum {{ param.enumName }} {

          {% for table in tables %}
          {% for child in table.levels.children %}
          {% for string in child.strings %}
          static let {{ string.name|swiftIdentifier:"pretty"|lowerFirstWord }} = "{{ string.key }}"{% if string.types %} // {{ string.types|join:", " }}{% endif %}
          {% endfor %}
          {% endfor %}
          {% endfor %}
        }

        """

    @Test func legacySpacingByDefault() throws {
        let folder = try Self.project(template: Self.template)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try LocalekitProcess.run(["generate", "--swiftgen-config", folder + "/swiftgen.yml"])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try String(contentsOfFile: folder + "/Generated/Strings.swift", encoding: .utf8)
        #expect(
            written == """
                enum Texts {

                  static let greeting = "home.greeting" // String
                  static let title = "home.title"
                }

                """)
    }

    @Test func modernSpacingOnRequest() throws {
        let folder = try Self.project(template: Self.template)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try LocalekitProcess.run([
            "generate", "--swiftgen-config", folder + "/swiftgen.yml", "--experimental-modern-spacing",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try String(contentsOfFile: folder + "/Generated/Strings.swift", encoding: .utf8)
        // Stencil's smart trimming: a tag ending a line takes that line's newline with it.
        #expect(
            written
                == "enum Texts {\n\n  static let greeting = \"home.greeting\" // String  static let title = \"home.title\"}\n"
        )
    }

    @Test(arguments: [
        ("{{ tables|lowercased }}\n", "Templates/custom.stencil:1:1: error: unknown filter 'lowercased'"),
        ("a\n{% for t in tables %}\n{% iff %}\n", "Templates/custom.stencil:3:1: error: unknown tag 'iff'"),
        ("a\n  {% if tables %}\n", "Templates/custom.stencil:2:3: error: 'if' has no matching 'endif'"),
    ])
    func aBrokenTemplateIsLocatedAndWritesNothing(template: String, message: String) throws {
        let folder = try Self.project(template: template)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try LocalekitProcess.run(["generate", "--swiftgen-config", folder + "/swiftgen.yml"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(folder + "/" + message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Generated/Strings.swift"))
    }

    /// element-x-ios's `swiftgen-config.yml` as committed: two entries read the same folder, split by
    /// `filter:` (a regular expression that replaces the default one), and its two templates write
    /// the 4,133- and 69-line files SwiftGen wrote, byte for byte.
    @Test func elementXRegeneratesItsCommittedFiles() throws {
        let corpus = "Tests/Corpus/swiftgen-templates/element-x-ios"
        let folder = try LocalekitProcess.scratchFolder("localekit-element")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for part in ["Tools", "ElementX"] {
            try FileManager.default.copyItem(atPath: corpus + "/" + part, toPath: folder + "/" + part)
        }
        try FileManager.default.createDirectory(
            atPath: folder + "/ElementX/Sources/Generated", withIntermediateDirectories: true)
        let result = try LocalekitProcess.run([
            "generate", "--swiftgen-config", folder + "/Tools/SwiftGen/swiftgen-config.yml",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["Strings.swift", "Strings+Untranslated.swift"] {
            let written = try String(contentsOfFile: folder + "/ElementX/Sources/Generated/" + name, encoding: .utf8)
            let expected = try String(contentsOfFile: corpus + "/Expected/\(name).golden", encoding: .utf8)
            #expect(written == expected, "\(name) differs from SwiftGen's")
        }
    }

    @Test func separatorOptionSplitsKeysIntoLevels() throws {
        let folder = try Self.project(template: Self.template)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = """
            strings:
              inputs: Resources/en.lproj
              options:
                separator: "_"
              outputs:
                templatePath: Templates/custom.stencil
                output: Generated/Strings.swift
                params:
                  enumName: Texts
            """
        try configuration.write(toFile: folder + "/swiftgen.yml", atomically: true, encoding: .utf8)
        try "\"settings_title\" = \"Settings\";\n\"home.title\" = \"Home\";\n".write(
            toFile: folder + "/Resources/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let result = try LocalekitProcess.run(["generate", "--swiftgen-config", folder + "/swiftgen.yml"])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try String(contentsOfFile: folder + "/Generated/Strings.swift", encoding: .utf8)
        #expect(written == "enum Texts {\n\n  static let title = \"settings_title\"\n}\n")
    }

    @Test func aFilterThatIsNoRegularExpressionIsLocated() throws {
        let folder = try Self.project(template: Self.template)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = """
            strings:
              inputs: Resources/en.lproj
              filter: Localizable(
              outputs:
                templatePath: Templates/custom.stencil
                output: Generated/Strings.swift
            """
        try configuration.write(toFile: folder + "/swiftgen.yml", atomically: true, encoding: .utf8)
        let result = try LocalekitProcess.run(["generate", "--swiftgen-config", folder + "/swiftgen.yml"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                folder + "/swiftgen.yml:3:11: error: filter 'Localizable(' is not a regular expression"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Generated/Strings.swift"))
    }
}
