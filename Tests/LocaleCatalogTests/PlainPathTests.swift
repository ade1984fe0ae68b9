import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// `FileReader.tableAndLanguage` reads plain paths on their bytes (``PlainPath``) and leaves the
/// others to Foundation: both ways must name the same table and language as Foundation's path
/// functions, which it used alone before.
@Suite struct PlainPathTests {
    static let paths = [
        "Res/zh_Hans.lproj/Localizable.strings", "/abs/de.lproj/InfoPlist.strings", "de.lproj/Main.strings",
        "Localizable.strings", "a/b.lproj/c/d.lproj/x.stringsdict", "a/de.lproj/sub/x.strings",
        "a/en.lproj/Syncing will resume when internet connection is available.strings", "a/.lproj/x.strings",
        "a/de.lproj/archive.tar.gz", "a/de.lproj/.hidden", "a/de.lproj/name.", "a/de.lproj/..", "a/de.lproj/noext",
        "a//de.lproj/x.strings", "a/de.lproj/x.strings/", "/", "", ".", "a/dé.lproj/ñ.strings", "x.lproj",
        "./fr.lproj/./Localizable.strings", "../pt-BR.lproj/x.strings", "a/DE.LPROJ/x.strings", "a/x.STRINGS",
        "a.b/c", "a/b.Stringsdict", "a/é.strings",
    ]

    @Test(arguments: paths)
    func namesWhatFoundationNames(path: String) {
        let expectedTable = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let lproj = path.split(separator: "/").dropLast().last { $0.hasSuffix(".lproj") }
        let expectedLanguage = lproj.map { LanguageCode.normalize(String($0.dropLast(".lproj".count))) } ?? "fallback"
        let (table, language) = FileReader.tableAndLanguage(of: path, fallbackLanguage: "fallback")
        #expect(table == expectedTable)
        #expect(language == expectedLanguage)
    }

    @Test(arguments: paths)
    func extensionIsFoundations(path: String) {
        #expect(PlainPath.lowercasedExtension(of: path) == (path as NSString).pathExtension.lowercased())
    }

    @Test func plainPathsAreReadWithoutFoundation() {
        #expect(
            PlainPath.tableAndLanguageCode(of: "Res/zh_Hans.lproj/Localizable.strings")! == ("Localizable", "zh_Hans"))
        #expect(PlainPath.tableAndLanguageCode(of: "Localizable.strings")! == ("Localizable", nil))
        #expect(PlainPath.tableAndLanguageCode(of: "a/dé.lproj/x.strings") == nil)
        #expect(PlainPath.tableAndLanguageCode(of: "a/de.lproj/.hidden") == nil)
        #expect(PlainPath.tableAndLanguageCode(of: "a//de.lproj/x.strings") == nil)
    }
}
