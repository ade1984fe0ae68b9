import CatalogSync
import CodeReading
import Foundation
import LocaleCatalog
import LocaleKitTestSupport
import Testing

/// The development text `sync` writes from default values, as Xcode wrote it in the field's catalogs.
@Suite struct DevelopmentTextTests {
    static let catalog = #"{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}"#

    func developmentTexts(_ source: String) throws -> [String: String] {
        let folder = try TestPaths.scratchFolder()
        let path = folder + "/Localizable.xcstrings"
        try Self.catalog.write(toFile: path, atomically: true, encoding: .utf8)
        let extraction = StringExtraction.extract(text: source)
        let data = try #require(SourceSync.sync(files: [path], extraction: extraction).files.first?.data)
        let document = try StringCatalogDocument(data: data, path: path)
        var texts: [String: String] = [:]
        for key in document.keys { texts[key] = document.stringUnit(key: key, language: "en")?.value }
        return texts
    }

    /// CotEditor's `defaultValue: "\(index)/\(self.count)"` is `%1$lld/%2$lld` in its catalog, and
    /// DuckDuckGo's `value: "Close active tabs (%d) … (sites: %d)."` is numbered too; one specifier is not.
    @Test func twoOrMoreSpecifiersAreNumbered() throws {
        let texts = try developmentTexts(
            """
            func f(index: Int, count: Int) {
                String(localized: "FindResult.position", defaultValue: "\\(index)/\\(count)")
                NSLocalizedString("fire.tabs", value: "Close active tabs (%d) and cookies (sites: %d).", comment: "")
                NSLocalizedString("one", value: "%d tabs, 100%%", comment: "")
                NSLocalizedString("numbered", value: "%2$@ of %1$@", comment: "")
            }
            """)
        #expect(texts["FindResult.position"] == "%1$lld/%2$lld")
        #expect(texts["fire.tabs"] == "Close active tabs (%1$d) and cookies (sites: %2$d).")
        #expect(texts["one"] == "%d tabs, 100%%")
        #expect(texts["numbered"] == "%2$@ of %1$@")
    }

    /// DuckDuckGo's keys used twice with two values: its catalog has the second of
    /// `network.protection.invite.success.title` and the first of `bookmarks.bar.prompt.message1`, so
    /// which one Xcode writes is not known: a new key gets the first, an existing text is left as it is.
    @Test func severalDefaultValuesOfAKeyLeaveTheTextAlone() throws {
        let source = """
            let title = NSLocalizedString("invite.title", value: "Success! You’re in.", comment: "")
            let message = NSLocalizedString("invite.title", value: "The VPN secures your traffic.", comment: "")
            """
        #expect(try developmentTexts(source)["invite.title"] == "Success! You’re in.")
        let folder = try TestPaths.scratchFolder()
        let path = folder + "/Localizable.xcstrings"
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "invite.title" : {
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "The VPN secures your traffic."
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        try catalog.write(toFile: path, atomically: true, encoding: .utf8)
        let result = SourceSync.sync(files: [path], extraction: StringExtraction.extract(text: source))
        #expect(result.files.isEmpty)
    }

    /// DuckDuckGo's `newTab.privacy.stats.section.title`: its English edited (`translated`), Xcode keeps
    /// no `extracted_with_value` though the code gives a value; `sync` leaves it so.
    @Test func anEditedDevelopmentTextDropsExtractedWithValue() throws {
        let folder = try TestPaths.scratchFolder()
        let path = folder + "/Localizable.xcstrings"
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "stats.title" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Protection Stats"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        try catalog.write(toFile: path, atomically: true, encoding: .utf8)
        let extraction = StringExtraction.extract(
            text: #"let t = NSLocalizedString("stats.title", value: "Protection Stats", comment: "")"#)
        let result = SourceSync.sync(files: [path], extraction: extraction)
        #expect(result.files.isEmpty)
    }
}
