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

    /// Catalogs a tool wrote before Xcode saved them again (`Tests/Corpus/xcstrings-saves/*/before`).
    static func isBeforeAnXcodeSave(_ path: String) -> Bool {
        path.contains("/xcstrings-saves/") && path.contains("/before/")
    }

    /// Xcode's order, found on the corpus: every object of every catalog Xcode saved is in it (but the
    /// keys above).
    @Test(arguments: corpusCatalogs.filter { !isBeforeAnXcodeSave($0) })
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

    @Test func xcodeOrderReadsNumbersAsNumbers() {
        let keys = ["Item 10", "item 2", "Item 2", "Item 1", "%lld items", "#2", "10 MB", "9 MB"]
        #expect(
            keys.sorted(by: XcodeKeyOrder.precedes) == [
                "#2", "%lld items", "9 MB", "10 MB", "Item 1", "item 2", "Item 2", "Item 10",
            ])
    }

    /// A catalog Xcode saved, its keys and every object's members shuffled, comes back in Xcode's
    /// order: the bytes Xcode wrote.
    @Test(
        arguments: corpusCatalogs.filter {
            !isBeforeAnXcodeSave($0) && !$0.hasSuffix("Document Window/Document.xcstrings")
        })
    func shuffledCatalogComesBackAsXcodeSavedIt(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var document = try StringCatalogDocument(data: data, path: path)
        var generator = SplitMix(seed: UInt64(path.utf8.count))
        document.root = Self.shuffled(document.root, using: &generator)
        if document.keys.count > 2 { #expect(StringCatalogWriter.data(document) != data) }
        let written = StringCatalogWriter.data(document.inXcodeForm())
        #expect(written == data.dropLast(data.last == UInt8(ascii: "\n") ? 1 : 0))
    }

    static func shuffled(_ value: LocatedJSON, using generator: inout SplitMix) -> LocatedJSON {
        switch value {
        case .object(let members):
            return .object(
                members.map { .init(name: $0.name, offset: $0.offset, value: shuffled($0.value, using: &generator)) }
                    .shuffled(using: &generator))
        case .array(let elements):
            return .array(elements.map { shuffled($0, using: &generator) })
        default:
            return value
        }
    }

    /// A seeded generator: the same shuffle on every run.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
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
