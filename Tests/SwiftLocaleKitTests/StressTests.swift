import Foundation
import Testing

@testable import SwiftLocaleKit

/// Many tasks switch the language while others look up: no crash, no data race (run under
/// `swift test --sanitize=thread --filter StressTests`), and every value is one language's, whole.
@Suite struct StressTests {
    static let greetings: [String: String] = [
        "en": "Hello", "de": "Hallo", "ru": "Привет", "ar": "مرحبا", "ja": "こんにちは", "zh-Hans": "你好", "fr": "Bonjour",
    ]
    static let files: [String: String] = [
        "en": "5 files", "de": "5 Dateien", "ru": "5 файлов", "ar": "٥ ملفات", "ja": "5 個のファイル", "zh-Hans": "5 个文件",
        "fr": "5 fichiers",
    ]

    @Test func switchingAndLookingUpConcurrently() async {
        let kit = TestSupport.kit(preferred: ["en"])
        let languages = Array(Self.greetings.keys)
        let arabicFive = kit.localized("files.count", bundle: .module, language: .init(code: "ar"), arguments: [5])
        var expectedFiles = Self.files
        expectedFiles["ar"] = arabicFive
        let allowedFiles = Set(expectedFiles.values)
        let allowedGreetings = Set(Self.greetings.values)

        let failures = await withTaskGroup(of: [String].self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for step in 0..<300 {
                        kit.setLocale(LocaleKitLanguage(code: languages[(worker + step) % languages.count]))
                        if step % 50 == 0 { kit.reloadTables() }
                    }
                    return []
                }
            }
            for _ in 0..<16 {
                group.addTask {
                    var failures: [String] = []
                    for _ in 0..<1_000 {
                        let greeting = kit.localized("greeting", bundle: .module)
                        if !allowedGreetings.contains(greeting) { failures.append(greeting) }
                        let count = kit.localized("files.count", bundle: .module, arguments: [5])
                        if !allowedFiles.contains(count) { failures.append(count) }
                        let language = kit.currentLanguage
                        let pinned = kit.localized("greeting", bundle: .module, language: language)
                        if pinned != Self.greetings[language.code] { failures.append("\(language): \(pinned)") }
                    }
                    return failures
                }
            }
            var all: [String] = []
            for await failures in group { all += failures }
            return all
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
