import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Mustache
import Testing

@testable import AccessorGeneration
@testable import LocaleCatalog

@Suite struct AccessorModelBuilderTests {
    private func build(
        _ catalog: Catalog, _ options: GenerationOptions = GenerationOptions()
    ) -> AccessorModelBuilder.Result {
        AccessorModelBuilder(options: options).build(catalog)
    }

    private func names(_ namespace: AccessorModel.Namespace) -> [String: String] {
        Dictionary(uniqueKeysWithValues: namespace.accessors.map { ($0.key, $0.name) })
    }

    @Test func keysSplitIntoNamespaces() throws {
        let catalog = CatalogFixture.catalog([
            "Localizable": [("settings.title", "Settings"), ("settings.privacy.header", "Privacy"), ("done", "Done")]
        ])
        let root = try #require(build(catalog).model.enums.first)
        #expect(root.typeName == "L10n")
        #expect(root.accessors.map(\.name) == ["done"])
        let settings = try #require(root.namespaces.first)
        #expect(settings.typeName == "Settings")
        #expect(settings.path == "settings")
        #expect(settings.accessors.map(\.name) == ["title"])
        #expect(settings.namespaces.map(\.typeName) == ["Privacy"])
        #expect(settings.namespaces.first?.accessors.first?.keyLiteral == "\"settings.privacy.header\"")
        #expect(root.flatAccessors.map(\.flatName) == ["done", "settingsPrivacyHeader", "settingsTitle"])
    }

    /// `unusable-key` names what has no usable character: the whole key, or only its last component.
    @Test func unusableKeyNamesTheLastComponentWhenOnlyItHasNoUsableCharacter() {
        let catalog = CatalogFixture.catalog(["Localizable": [("settings.!!!", "Bang"), ("???", "Huh")]])
        let messages = build(catalog).diagnostics.filter { $0.rule == .unusableKey }.map(\.message)
        #expect(messages.contains { $0.hasPrefix("the last component '!!!' of key 'settings.!!!' has no character") })
        #expect(messages.contains { $0.hasPrefix("key '???' has no character") })
        #expect(!messages.contains { $0.hasPrefix("key 'settings.!!!'") })
        let (_, swiftGen) = SwiftGenGenerator(options: GenerationOptions()).generate(catalog)
        let swiftGenMessages = swiftGen.filter { $0.rule == .unusableKey }.map(\.message)
        #expect(swiftGenMessages.contains { $0.hasPrefix("the last component '!!!' of key 'settings.!!!'") })
    }

    @Test func adversarialKeysGetValidDistinctNamesAndWarnings() throws {
        let result = build(CatalogFixture.catalog(["Localizable": CatalogFixture.adversarialKeys]))
        let root = try #require(result.model.enums.first)
        let names = names(root)
        #expect(names["class"] == "`class`")
        #expect(names["default"] == "`default`")
        #expect(names["self"] == "`self`")
        #expect(names["init"] == "`init`")
        #expect(names["Type"] == "type")
        #expect(names["🚀 rocket"] == "rocket")
        #expect(names["1st"] == "_1st2")  // the namespace `1st.` took `_1st` first
        #expect(names[""] == "unnamed")
        #expect(names["!!!"] == "unnamed2")
        #expect(names["a_b"] == "aB")
        #expect(names["quote\"back\\slash"] == "quoteBackSlash")
        // title, Title and TITLE all want `title`: scalar order decides (uppercase sorts first).
        #expect(names["TITLE"] == "title")
        #expect(names["Title"] == "title2")
        #expect(names["title"] == "title3")
        // Namespaces that would shadow the module names the code uses are renamed.
        #expect(root.namespaces.map(\.typeName).sorted() == ["A", "String", "Swift_", "_1st"])
        // The digit namespace `_1st` and the accessor `_1st` share a scope: one is renamed.
        let collisions = result.diagnostics.filter { $0.rule == .identifierCollision }
        #expect(collisions.contains { $0.message.contains("'_1st2'") })
        #expect(collisions.count == 4)
        #expect(result.diagnostics.filter { $0.rule == .unusableKey }.count == 2)
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.location != nil })
        // Flat layout: `a.b` and `a_b` collide.
        let flat = Dictionary(uniqueKeysWithValues: root.flatAccessors.map { ($0.key, $0.flatName) })
        #expect(flat["a.b"] == "aB")
        #expect(flat["a_b"] == "aB2")
        #expect(result.flatDiagnostics.contains { $0.message.contains("'aB2'") && $0.location?.line == 10 })
    }

    @Test func otherTablesNestOrStandAlone() throws {
        let catalog = CatalogFixture.catalog([
            "Localizable": [("title", "T"), ("info-plist.x", "clash")], "InfoPlist": [("name", "N")],
            "Errors": [("e", "E")],
        ])
        let nested = try #require(build(catalog).model.enums.first)
        #expect(build(catalog).model.enums.count == 1)
        #expect(nested.tables.map(\.typeName) == ["Errors", "InfoPlist"])
        #expect(nested.namespaces.map(\.typeName) == ["InfoPlist2", "Errors", "InfoPlist"])
        #expect(nested.tables.last?.accessors.first?.tableLiteral == "\"InfoPlist\"")

        let separate = build(catalog, GenerationOptions(enumName: "Strings", tableLayout: .separate)).model
        #expect(separate.enums.map(\.typeName) == ["Strings", "Errors", "InfoPlist"])
        #expect(separate.enums.allSatisfy { $0.isTable && $0.tables.isEmpty })
    }

    @Test func withoutPrimaryTableTheEnumOnlyHoldsTables() throws {
        let model = build(CatalogFixture.catalog(["Menu": [("open", "Open")]])).model
        let root = try #require(model.enums.first)
        #expect(!root.isTable)
        #expect(root.accessors.isEmpty)
        #expect(root.tables.map(\.typeName) == ["Menu"])
    }

    @Test func customSeparatorAndNoSeparator() throws {
        let catalog = CatalogFixture.catalog(["Localizable": [("a/b", "x"), ("c.d", "y")]])
        let slash = try #require(build(catalog, GenerationOptions(separator: "/")).model.enums.first)
        #expect(slash.namespaces.map(\.typeName) == ["A"])
        #expect(slash.accessors.map(\.name) == ["cD"])
        let none = try #require(build(catalog, GenerationOptions(separator: "")).model.enums.first)
        #expect(none.namespaces.isEmpty)
        #expect(none.accessors.map(\.name) == ["aB", "cD"])
    }

    @Test func documentationHasValueThenComment() throws {
        let catalog = CatalogFixture.catalog(
            ["Localizable": [("k", "Line one\nLine two  ")]], comments: ["k": "  For the button  "])
        let accessor = try #require(build(catalog).model.enums.first?.accessors.first)
        #expect(accessor.documentation == ["Line one", "Line two", "", "For the button"])
        #expect(accessor.comment == "For the button")
        #expect(!accessor.isFunction)
        #expect(accessor.parameterList == "")
    }

    @Test func documentationDropsControlCharacters() {
        #expect(AccessorFactory.lines("a\u{0}b\u{1B}[1mc\td \r\nnext\u{2028}last") == ["ab[1mc\td", "next", "last"])
    }

    /// The byte test that keeps a value as one line agrees with the split by characters on every
    /// value of the test corpus and on each kind of line break and control character.
    @Test func plainLinesAreThoseTheSplitKeeps() {
        var values = [
            "café ‘quoted’", "a\u{85}b", "a\u{2028}b", "a\u{2029}b", "a\u{A0}", "a\u{9F}b", "a\u{A0}b", "x\u{7F}",
            "tail ", "tail\t", "\u{FEFF}bom", "e\u{301}", "🚀", "a\u{2027}b", "a\u{202A}b",
        ]
        for folder in ["wikipedia-ios", "swiftgen-app", "xcstrings-apps", "xcode-xliff"] {
            let catalog = CatalogLoader().load([TestPaths.corpus + "/" + folder])
            for table in catalog.tables.values {
                for language in table.languages.values {
                    for entry in language.entries.values {
                        if case .text(let value) = entry.translation { values.append(value) }
                    }
                }
            }
        }
        var plain = 0
        for value in values where !value.isEmpty {
            let lines = AccessorFactory.lines(value)
            #expect(lines == AccessorFactory.linesByCharacters(value), "\(value.unicodeScalars.map(\.value))")
            if lines == [value] { plain += 1 }
        }
        #expect(plain > 10000)
    }

    @Test func developmentLanguageDecidesTheKeys() throws {
        var catalog = CatalogFixture.catalog(["Localizable": [("only.en", "x")]])
        catalog.tables["Localizable"]?.languages["de"] = LanguageTable(
            language: "de",
            entries: ["only.de": Entry(key: "only.de", translation: .text("y"), location: SourceLocation(file: "de"))])
        let root = try #require(build(catalog).model.enums.first)
        #expect(root.flatAccessors.map(\.key) == ["only.en"])
    }

    @Test func optionsReachTheModel() {
        let options = GenerationOptions(enumName: "Strings", access: .public, bundle: "Bundle(for: X.self)")
        let model = build(CatalogFixture.catalog(["Localizable": [("a", "b")]]), options).model
        #expect(model.access == "public")
        #expect(model.bundle == "Bundle(for: X.self)")
        #expect(model.enumName == "Strings")
        #expect(GenerationOptions.bundleExpression("module") == ".module")
        #expect(GenerationOptions.bundleExpression("main") == ".main")
    }
}
