import Foundation
import Testing

@testable import SwiftLocaleKit

@Suite
struct PluralLookupTests {
    let kit = TestSupport.kit(preferred: ["en"])

    private func lookup(_ key: String, _ language: String, _ arguments: [any CVarArg]) -> String {
        kit.localized(key, bundle: .module, language: LocaleKitLanguage(code: language), arguments: arguments)
    }

    @Test(arguments: [
        ("en", 1, "1 file"), ("en", 0, "0 files"), ("en", 2, "2 files"), ("en", 1234, "1,234 files"),
        ("de", 1, "1 Datei"), ("de", 1234, "1.234 Dateien"),
        ("ru", 1, "1 файл"), ("ru", 2, "2 файла"), ("ru", 5, "5 файлов"), ("ru", 11, "11 файлов"),
        ("ru", 21, "21 файл"),
        ("ru", 22, "22 файла"), ("ru", 111, "111 файлов"),
        ("ja", 1, "1 個のファイル"), ("ja", 3, "3 個のファイル"), ("zh-Hans", 2, "2 个文件"),
        ("fr", 0, "0 fichier"), ("fr", 2, "2 fichiers"),
    ])
    func integerForms(language: String, count: Int, expected: String) {
        #expect(lookup("files.count", language, [count]) == expected)
    }

    @Test(arguments: [
        // CLDR: few is n % 100 = 3...10, so 102 is other (and 103 few).
        (0, "لا ملفات"), (1, "ملف واحد"), (2, "ملفان"), (3, "few"), (11, "many"), (100, "other"), (102, "other"),
        (103, "few"),
    ])
    func arabicUsesAllSixCategories(count: Int, expected: String) {
        let result = lookup("files.count", "ar", [count])
        switch expected {
        case "few": #expect(result.hasSuffix(" ملفات"))
        case "many": #expect(result.hasSuffix(" ملفًا"))
        case "other": #expect(result.hasSuffix(" ملف") && !result.hasPrefix("ملف"))
        default: #expect(result == expected)
        }
    }

    @Test func decimalsFollowTheLanguagesRules() {
        #expect(lookup("distance", "en", [1.5]) == "1.5 kilometers")
        #expect(lookup("distance", "fr", [1.5]) == "1,5 kilomètre")
        #expect(lookup("distance", "en", [1.0]) == "1.0 kilometers")  // "1.0" is displayed: other in English
        #expect(lookup("distance", "fr", [0.5]) == "0,5 kilomètre")
        #expect(lookup("distance", "ru", [2.5]) == "2,5 километра")
        #expect(lookup("distance", "fr", [2.0]) == "2,0 kilomètres")
    }

    @Test func integerArgumentsOfEveryWidth() {
        #expect(lookup("files.count", "ru", [Int32(3)]) == "3 файла")
        #expect(lookup("files.count", "ru", [UInt(5)]) == "5 файлов")
        #expect(lookup("files.count", "ru", [Int64(21)]) == "21 файл")
        #expect(lookup("files.count", "ru", [Int16(-2)]) == "-2 файла")
        #expect(lookup("files.count", "ru", [UInt64.max]).hasSuffix(" файлов"))
    }

    @Test func positionalArgumentsAroundAVariable() {
        #expect(lookup("inbox.summary", "en", ["Ann", 1]) == "Ann has 1 message")
        #expect(lookup("inbox.summary", "en", ["Ann", 3]) == "Ann has 3 messages")
        #expect(lookup("inbox.summary", "de", ["Jan", 1]) == "Jan hat eine Nachricht")
        #expect(lookup("inbox.summary", "de", ["Jan", 2500]) == "Jan hat 2.500 Nachrichten")
        #expect(lookup("inbox.summary", "ru", ["Ивана", 3]) == "У Ивана 3 сообщения")
        #expect(lookup("inbox.summary", "ru", ["Ивана", 25]) == "У Ивана 25 сообщений")
    }

    @Test func twoVariablesEachWithItsOwnArgument() {
        #expect(lookup("files.in.folders", "en", [1, 2]) == "1 file in 2 folders")
        #expect(lookup("files.in.folders", "en", [5, 1]) == "5 files in 1 folder")
        #expect(lookup("files.in.folders", "ru", [5, 1]) == "5 файлов в 1 папке")
    }

    @Test func fallbackLanguageFormsUseTheirOwnRule() {
        // Not translated to Japanese: English forms, chosen by the English rule, formatted for Japanese.
        #expect(lookup("distance", "ja", [1.0]) == "1.0 kilometers")
        #expect(lookup("inbox.summary", "ja", ["A", 1]) == "A has 1 message")
    }

    @Test func missingArgumentsNeverCrash() {
        #expect(lookup("files.count", "ru", []) == "0 файла")
        #expect(lookup("inbox.summary", "en", ["Ann"]).hasPrefix("Ann has"))
        #expect(lookup("files.count", "en", ["not a number"]) == "0 files")
    }
}
