import AccessorGeneration
import Foundation
import LocaleKitTestSupport
import StencilEngine
import Testing

/// A String Catalog gives a template the context the community SwiftGen fork (6.6.4) gives: every
/// level and string of the fork's own expected contexts for its fixtures, printed by a template.
struct SwiftGenCatalogForkTests {
    static let root = TestPaths.fixtures(of: "StencilEngineTests") + "/SwiftGenCatalogFork"

    /// The inputs of each context, as the fork's `StringsCatalogTests` parses them.
    static let contexts: [String: [String]] = [
        "localizable": ["Localizable"], "multiline": ["LocMultiline"], "utf8": ["LocUTF8"],
        "structuredonly": ["LocStructuredOnly"], "plurals": ["LocalizableDict"],
        "plurals-advanced": ["LocPluralAdvanced"],
        "multiple": ["Localizable", "LocMultiline"],
    ]

    /// Prints the context in the layout of `Contexts/*.dump.golden`.
    static let dump = """
        {% macro level item %}
        {% if item.name %}
        level {{ item.name }}
        {% endif %}
        {% for s in item.strings %}
        string {{ s.key }} | {{ s.name }} | {{ s.translation }} | {{ s.comment }} | {{ s.types|join:"," }}
        {% endfor %}
        {% for child in item.children %}
        {% call level child %}
        {% endfor %}
        level-end
        {% endmacro %}
        {% for table in tables %}
        table {{ table.name }}
        {% call level table.levels %}
        {% endfor %}

        """

    @Test(arguments: contexts.keys.sorted())
    func givesTheForksContext(_ name: String) throws {
        let strings = SwiftGenStringsContext(
            files: Self.contexts[name, default: []].map { "\(Self.root)/Resources/\($0).xcstrings" })
        #expect(strings.diagnostics.isEmpty, "\(strings.diagnostics)")
        let template = try StencilTemplate(
            Self.dump, file: "dump.stencil", environment: StencilEnvironment(spacing: .legacy))
        // The macro's own line leaves a newline at the start, which legacy spacing keeps (as
        // StencilSwiftKit's clean-up does: it removes blank lines only after a newline).
        let output = String(try template.render(strings.context(parameters: [:])).drop { $0 == "\n" })
        let expected = try String(contentsOfFile: "\(Self.root)/Contexts/\(name).dump.golden", encoding: .utf8)
        #expect(output == expected)
        if output != expected, let folder = ProcessInfo.processInfo.environment["STENCIL_DIFF_DIR"] {
            try output.write(toFile: "\(folder)/\(name).dump", atomically: true, encoding: .utf8)
        }
    }

    @Test func aPluralWithoutOtherStopsTheFile() throws {
        let folder = try TestPaths.scratchFolder("stencil-catalog")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "ok": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "OK"}}}},
              "n": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"value": "1"}}}}}}}
            }}
            """
        try catalog.write(toFile: folder + "/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let strings = SwiftGenStringsContext(files: [folder + "/Localizable.xcstrings"])
        #expect(strings.tables.isEmpty)
        #expect(strings.diagnostics.count == 1)
        let reported = "\(strings.diagnostics)"
        #expect(
            reported.contains("String Catalog parser refuses the file: it") && reported.contains("has a plural without")
        )
    }
}
