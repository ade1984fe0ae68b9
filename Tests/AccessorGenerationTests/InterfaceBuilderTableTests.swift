import LocalizationFormats
import Testing

@testable import AccessorGeneration
@testable import LocaleCatalog

/// A table whose development version is a storyboard, `.xib` or `.intentdefinition` holds object
/// ids the file looks up itself (`"A57-2v-ao9.normalTitle"`, tinode-ios's MultilineAlertView):
/// no accessors for it, while the other tables keep theirs.
@Suite struct InterfaceBuilderTableTests {
    @Test func anInterfaceBuilderTableGetsNoAccessors() throws {
        var catalog = CatalogFixture.catalog([
            "Localizable": [("done", "Done")],
            "MultilineAlertView": [("A57-2v-ao9.normalTitle", "OK"), ("W0P-gB-P5h.text", "Title")],
        ])
        let plain = AccessorModelBuilder().build(catalog).model
        #expect(plain.enums.first?.tables.map(\.table) == ["MultilineAlertView"])
        catalog.interfaceBuilderFiles = [
            .init(table: "MultilineAlertView", language: "Base", path: "Base.lproj/MultilineAlertView.xib")
        ]
        let root = try #require(AccessorModelBuilder().build(catalog).model.enums.first)
        #expect(root.tables.isEmpty)
        #expect(root.accessors.map(\.key) == ["done"])
    }
}
