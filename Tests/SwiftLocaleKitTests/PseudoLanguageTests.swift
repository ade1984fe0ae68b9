import Foundation
import Testing

@testable import SwiftLocaleKit

/// Pseudo-languages (`localekit pseudo`) are selected like any language.
struct PseudoLanguageTests {
    @Test func enXAAndArXBAreSelectableLanguages() throws {
        let bundle = try TestSupport.temporaryBundle { directory in
            try TestSupport.write(
                Data(#""greeting" = "Hello %@";"#.utf8), to: "en.lproj/Localizable.strings", in: directory)
            try TestSupport.write(
                Data(#""greeting" = "[Ĥéļļö %@ one]";"#.utf8), to: "en-XA.lproj/Localizable.strings", in: directory)
            try TestSupport.write(
                Data("\"greeting\" = \"\u{200F}\u{202E}Hello\u{202C} %@\u{200F}\";".utf8),
                to: "ar-XB.lproj/Localizable.strings", in: directory)
        }
        let kit = TestSupport.kit(bundle: bundle)
        #expect(Set(kit.allSupportedLanguages.map(\.code)).isSuperset(of: ["en-XA", "ar-XB"]))
        let accented = kit.localized(
            "greeting", bundle: bundle, language: LocaleKitLanguage(code: "en-XA"), arguments: ["Ada"])
        #expect(accented == "[Ĥéļļö Ada one]")
        let bidi = kit.localized(
            "greeting", bundle: bundle, language: LocaleKitLanguage(code: "ar-XB"), arguments: ["Ada"])
        #expect(bidi == "\u{200F}\u{202E}Hello\u{202C} Ada\u{200F}")
        #expect(LocaleKitLanguage(code: "ar-XB").isRightToLeft)
    }
}
