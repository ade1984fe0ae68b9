import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

struct StringCatalogWriterTests {
    /// Every Xcode-saved catalog of the test corpus: the apps' catalogs and the geteduroam `.xcloc`
    /// bundles' `Source Contents`.
    static let corpusCatalogs: [String] = {
        let root = TestPaths.corpus
        let enumerator = FileManager.default.enumerator(atPath: root)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".xcstrings") { paths.append(root + "/" + path) }
        }
        return paths.sorted()
    }()

    @Test func theCorpusHasCatalogsToCompare() {
        #expect(Self.corpusCatalogs.count >= 100)
    }

    @Test(arguments: corpusCatalogs)
    func readingAndWritingACatalogGivesItsBytes(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try StringCatalogDocument(data: data, path: path)
        let written = StringCatalogWriter.data(document)
        #expect(written == data, "first difference at byte \(Self.firstDifference(written, data))")
    }

    /// Keys CotEditor's `Document` table holds out of order (renamed by hand after Xcode sorted them:
    /// they follow `Toolbar.documentHistory.label`).
    static let keysMovedByHand: Set = ["Toolbar.documentHistory.back.label", "Toolbar.documentHistory.back.tooltip"]

    /// Xcode's order, found on the corpus: every object of every catalog is in it (but the keys above).
    @Test(arguments: corpusCatalogs)
    func everyObjectOfACatalogIsInXcodeOrder(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try StringCatalogDocument(data: data, path: path)
        var unordered: [[String]] = []
        func visit(_ value: LocatedJSON) {
            switch value {
            case .object(let members):
                let names = members.map(\.name).filter { !Self.keysMovedByHand.contains($0) }
                if names != names.sorted(by: XcodeKeyOrder.precedes) { unordered.append(names) }
                members.forEach { visit($0.value) }
            case .array(let elements): elements.forEach(visit)
            default: break
            }
        }
        visit(document.root)
        #expect(unordered.isEmpty)
    }

    @Test func xcodeOrderIgnoresCaseAndPutsPunctuationFirst() {
        let keys = [
            "AppUpdates", "Connect", "%1$@ (%2$@)", "AppleID", "- %@", "CONNECT", "Apple Silicon", "⌘ (Command)",
        ]
        #expect(
            keys.sorted(by: XcodeKeyOrder.precedes) == [
                "- %@", "%1$@ (%2$@)", "⌘ (Command)", "Apple Silicon", "AppleID", "AppUpdates", "Connect", "CONNECT",
            ])
    }

    @Test func newMembersGoInXcodeOrderAndEmptyObjectsKeepTheirEmptyLine() throws {
        var document = StringCatalogDocument(sourceLanguage: "en")
        document.update(["strings", "b"]) { _ in }
        document.setText("Hallo/Welt ü \"q\"\n", state: "translated", key: "a", language: "de")
        let text = String(decoding: StringCatalogWriter.data(document), as: UTF8.self)
        #expect(
            text == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "a" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Hallo/Welt ü \\"q\\"\\n"
                          }
                        }
                      }
                    },
                    "b" : {

                    }
                  },
                  "version" : "1.0"
                }
                """)
    }

    static func firstDifference(_ lhs: Data, _ rhs: Data) -> Int {
        zip(lhs, rhs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(lhs.count, rhs.count)
    }
}
