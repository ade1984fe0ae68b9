import Foundation
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import SwiftSourceScanner
import Testing

@testable import AccessorGeneration
@testable import KeyUsage
@testable import LocaleCatalog

/// `--template swiftgen` against SwiftGen's own output for the corpus app: the same accessor paths
/// with the same parameter types, table for table. (`Scripts/e2e/swiftgen-compiles.sh` compiles a
/// call to each of them against our generated files.)
@Suite struct SwiftGenGeneratorTests {
    static let tables = [
        ("Localizable", "L10n", "Strings.swift"), ("Core", "CoreStrings", "CoreStrings.swift"),
        ("Frontend", "FrontendStrings", "FrontendStrings.swift"),
    ]

    @Test(arguments: tables.map { [$0.0, $0.1, $0.2] })
    func everySwiftGenAccessorHasOurTwin(names: [String]) throws {
        let (table, enumName, file) = (names[0], names[1], names[2])
        let catalog = CatalogLoader().load([
            TestPaths.corpus + "/swiftgen-app/Sources/App/Resources/en.lproj/\(table).strings"
        ])
        let (code, diagnostics) = SwiftGenGenerator(options: GenerationOptions(enumName: enumName, access: .public))
            .generate(catalog)
        #expect(diagnostics.isEmpty)
        let ours = Set(SwiftGenOutput.accessors(inSource: Array(code.utf8)))
        let theirs = Set(try SwiftGenOutput.accessors(in: SwiftGenNamingTests.generated + file))
        #expect(theirs.count > 10)
        #expect(theirs.subtracting(ours).sorted { $0.path < $1.path }.prefix(5).map(\.path) == [])
        #expect(ours == theirs)
    }

    @Test func parameterTypesFollowSwiftGen() {
        var table = LanguageTable(language: "en")
        let values = ["a.b": "%@ and %d of %ld", "a.c_d": "%.1f%%", "plain": "Plain", "a.kinds": "%c %s %p %u"]
        for (key, value) in values {
            table.entries[key] = Entry(key: key, translation: .text(value), location: SourceLocation(file: "L.strings"))
        }
        var catalog = Catalog(developmentLanguage: "en")
        catalog.tables["Localizable"] = Table(name: "Localizable", languages: ["en": table])
        let (code, _) = SwiftGenGenerator(options: GenerationOptions(access: .package, bundle: ".main")).generate(
            catalog)
        let accessors = Set(SwiftGenOutput.accessors(inSource: Array(code.utf8)).map { "\($0.path) \($0.signature)" })
        // `c_d` → `C_d` → `CD` → `cd`: SwiftGen's filters, quirk included.
        #expect(
            accessors == [
                "L10n.A.b (Any, Int, Int)", "L10n.A.cd (Float)", "L10n.plain var",
                "L10n.A.kinds (CChar, UnsafePointer<CChar>, UnsafeRawPointer, Int)",
            ])
        #expect(code.contains("package enum L10n {"))
        #expect(code.contains("bundle: .main"))
        #expect(code.contains("String(describing: p1), p2, p3"))
    }
}
