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

/// SwiftGen's own output for the Home Assistant app (`Tests/Corpus/swiftgen-app`) is the oracle:
/// every accessor path it wrote must be the path our naming gives its key.
@Suite struct SwiftGenNamingTests {
    static let generated = TestPaths.corpus + "/swiftgen-app/Sources/Shared/Resources/Swiftgen/"
    static let files = [
        "Strings.swift": "L10n", "CoreStrings.swift": "CoreStrings", "FrontendStrings.swift": "FrontendStrings",
    ]

    @Test(arguments: files.keys.sorted())
    func everySwiftGenPathIsOurs(file: String) throws {
        let accessors = try SwiftGenOutput.accessors(in: Self.generated + file)
        #expect(accessors.count > 10)
        let enumName = try #require(Self.files[file])
        for accessor in accessors {
            let ours = ([enumName] + SwiftGenNaming.path(forKey: accessor.key)).joined(separator: ".")
            #expect(ours == accessor.path, "key '\(accessor.key)'")
        }
    }

    @Test func theIndexHasEveryAccessorOfTheCorpusApp() throws {
        let catalog = CatalogLoader().load([TestPaths.corpus + "/swiftgen-app/Sources/App/Resources"])
        let index = AccessorPathIndex(
            catalog: catalog, options: GenerationOptions(), template: .swiftgen,
            tableEnums: ["Core": "CoreStrings", "Frontend": "FrontendStrings"])
        var count = 0
        for file in Self.files.keys {
            for accessor in try SwiftGenOutput.accessors(in: Self.generated + file) {
                let target = index.targets[accessor.path]
                #expect(
                    target == AccessorPathIndex.Target(key: accessor.key, table: accessor.table), "\(accessor.path)")
                count += 1
            }
        }
        #expect(count == 2766 + 331 + 14)  // MANIFEST's counts of the three files
    }

    @Test(arguments: [
        ("settings.privacy_policy.title", ["Settings", "PrivacyPolicy", "title"]),
        ("common::state::active", ["commonStateActive"]),
        ("URL_title", ["urlTitle"]),
        ("OK", ["ok"]),
        ("1st.2nd", ["_1st", "_2nd"]),
        ("carPlay.labels.x", ["CarPlay", "Labels", "x"]),
    ])
    func namesFollowStencilSwiftKitsFilters(key: String, path: [String]) {
        #expect(SwiftGenNaming.path(forKey: key) == path)
    }
}

extension SwiftGenNamingTests {
    /// A lone table beside `InfoPlist`: SwiftGen's configuration reads the one table, and alone it
    /// writes no table enum (`L10n.Episode.play`); the index has that path, beside the one a
    /// configuration reading both tables gives (`L10n.Podcasts.Episode.play`). Without the lone
    /// layout every key of such an app was unused (1,325 in a GlotPress app).
    @Test func aLoneTableBesideInfoPlistHasNoTableEnum() {
        var catalog = Catalog(developmentLanguage: "en")
        for (table, key) in [("Podcasts", "episode.play"), ("InfoPlist", "NSCameraUsageDescription")] {
            var language = LanguageTable(language: "en")
            language.entries[key] = Entry(
                key: key, translation: .text(key),
                location: SourceLocation(file: "\(table).strings", line: 1, column: 1))
            catalog.tables[table] = Table(name: table, languages: ["en": language])
        }
        let index = AccessorPathIndex(
            catalog: catalog, options: GenerationOptions(), template: .swiftgen, tableEnums: [:])
        let target = AccessorPathIndex.Target(key: "episode.play", table: "Podcasts")
        #expect(index.targets["L10n.Episode.play"] == target)
        #expect(index.targets["L10n.Podcasts.Episode.play"] == target)
        // Two tables of code: each keeps its table enum only.
        catalog.tables["InfoPlist"] = nil
        var other = LanguageTable(language: "en")
        other.entries["x.y"] = Entry(
            key: "x.y", translation: .text("x"), location: SourceLocation(file: "Other.strings"))
        catalog.tables["Other"] = Table(name: "Other", languages: ["en": other])
        let two = AccessorPathIndex(
            catalog: catalog, options: GenerationOptions(), template: .swiftgen, tableEnums: [:])
        #expect(two.targets["L10n.Episode.play"] == nil)
        #expect(two.targets["L10n.Podcasts.Episode.play"] == target)
    }
}
