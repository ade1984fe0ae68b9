import LocalizationFormats
import Testing

@testable import AccessorGeneration
@testable import LocaleCatalog

/// A String Catalog key is often its source text: its accessor name leaves the format specifiers
/// out, as Xcode's generated symbols do (`"%lld followers"` → `followers`), and stays unique.
@Suite struct StringCatalogKeyNamingTests {
    static func names(_ keys: [String], file: String) -> [String: String] {
        var table = LanguageTable(language: "en", files: [file])
        for (line, key) in keys.enumerated() {
            table.entries[key] = Entry(
                key: key, translation: .text(key), location: SourceLocation(file: file, line: line + 1, column: 1))
        }
        var catalog = Catalog(developmentLanguage: "en")
        catalog.tables["Localizable"] = Table(name: "Localizable", languages: ["en": table])
        var options = GenerationOptions()
        options.separator = ""
        let model = AccessorModelBuilder(options: options).build(catalog).model
        let accessors = model.enums.flatMap(\.accessors)
        return Dictionary(accessors.map { ($0.key, $0.name) }) { first, _ in first }
    }

    // LinearMouse's catalog (Tests/Corpus/xcstrings-apps/linearmouse) has `%.1f pixel(s)` and `%lld line(s)`.
    static let keys = [
        "%lld followers", "%.1f pixel(s)", "%lld line(s)", "%1$@ liked %2$@", "Hold %@", "Hold", "%@", "100%% done",
        "%#@files@ selected",
    ]

    @Test func specifiersAreLeftOutOfCatalogKeyNames() {
        let names = Self.names(Self.keys, file: "Localizable.xcstrings")
        #expect(names["%lld followers"] == "followers")
        #expect(names["%.1f pixel(s)"] == "pixelS")
        #expect(names["%lld line(s)"] == "lineS")
        #expect(names["%1$@ liked %2$@"] == "liked")
        #expect(names["100%% done"] == "_100Done")
        #expect(names["%#@files@ selected"] == "selected")
        // Unique: `Hold %@` and `Hold` both read `hold`; a key of specifiers alone keeps its old name.
        #expect(Set([names["Hold %@"], names["Hold"]]) == ["hold", "hold2"])
        #expect(names["%@"] == "unnamed")
        #expect(Set(names.values).count == Self.keys.count)
    }

    /// A `*` width was a placeholder of its own inside its specifier: blanked after the specifier, it ate
    /// a letter of the text after it (`"%*d files"` was named `iles`). `FormatSegments` has one placeholder.
    @Test func aStarWidthIsPartOfItsSpecifier() {
        let names = Self.names(["%*d files", "%1$*2$d rows"], file: "Localizable.xcstrings")
        #expect(names["%*d files"] == "files")
        #expect(names["%1$*2$d rows"] == "rows")
    }

    @Test func aStringsFilesKeysKeepTheirNames() {
        let names = Self.names(Self.keys, file: "en.lproj/Localizable.strings")
        #expect(names["%lld followers"] == "lldFollowers")
        #expect(names["%.1f pixel(s)"] == "_1fPixelS")
    }
}
