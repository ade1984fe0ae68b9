import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog

@Suite struct GlobTests {
    @Test(arguments: [
        ("*.strings", "Localizable.strings", true),
        ("*.strings", "en.lproj/Localizable.strings", false),
        ("**/*.strings", "en.lproj/Localizable.strings", true),
        ("**/*.strings", "Localizable.strings", true),
        ("**/Pods/**", "App/Pods/X/en.lproj/A.strings", true),
        ("Sources/**", "Tests/en.lproj/A.strings", false),
        ("?n.lproj/*", "en.lproj/A.strings", true),
        ("[de]*.lproj/*", "de.lproj/A.strings", true),
        ("[de]*.lproj/*", "fr.lproj/A.strings", false),
    ])
    func pathGlobs(pattern: String, path: String, matches: Bool) {
        #expect(Glob(pattern).matches(path) == matches)
    }

    @Test(arguments: [
        ("debug.*", "debug.menu.title", true), ("debug.*", "release.title", false), ("*.title", "a/b.title", true),
        ("exact", "exact", true), ("exact", "exactly", false),
    ])
    func keyGlobsCrossSlashes(pattern: String, key: String, matches: Bool) {
        #expect(Glob(pattern, crossesSlashes: true).matches(key) == matches)
    }
}
