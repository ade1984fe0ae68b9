import Foundation
import LocalizationFormats
import Synchronization
import Testing

@testable import SwiftLocaleKit

@Suite struct TableLoadingTests {
    @Test func folderSpellingsAreTolerated() throws {
        let bundle = try TestSupport.temporaryBundle { directory in
            for (folder, value) in [
                ("zh_Hans", "简体"), ("zh-hant", "繁體"), ("pt-br", "Brasil"), ("Base", "Base"), ("EN", "English"),
            ] {
                try TestSupport.write(
                    Data("\"k\" = \"\(value)\";".utf8), to: "\(folder).lproj/Localizable.strings", in: directory)
            }
        }
        let kit = TestSupport.kit(bundle: bundle)
        #expect(kit.allSupportedLanguages.map(\.code) == ["en", "pt-BR", "zh-Hans", "zh-Hant"])
        for (language, expected) in [
            ("zh-Hans", "简体"), ("zh-Hant-HK", "繁體"), ("pt-BR", "Brasil"), ("pt", "English"), ("de", "English"),
        ] {
            #expect(kit.localized("k", bundle: bundle, language: .init(code: language)) == expected, "\(language)")
        }
    }

    @Test func baseWhenNoLanguageHasTheKey() throws {
        let bundle = try TestSupport.temporaryBundle { directory in
            try TestSupport.write(Data(#""k" = "base";"#.utf8), to: "Base.lproj/Main.strings", in: directory)
            try TestSupport.write(Data(#""other" = "x";"#.utf8), to: "de.lproj/Main.strings", in: directory)
        }
        let kit = TestSupport.kit(bundle: bundle)
        #expect(kit.localized("k", table: "Main", bundle: bundle, language: .init(code: "de")) == "base")
    }

    @Test func binaryAndXMLPropertyListsAsXcodeCompilesThem() throws {
        let strings: [String: String] = ["title": "Binär", "count": "%ld Dinge"]
        let plural: [String: Any] = [
            "files": [
                "NSStringLocalizedFormatKey": "%#@n@",
                "n": [
                    "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "ld",
                    "one": "%ld Datei", "other": "%ld Dateien",
                ] as [String: String],
            ] as [String: Any]
        ]
        let bundle = try TestSupport.temporaryBundle { directory in
            let binary = try PropertyListSerialization.data(fromPropertyList: strings, format: .binary, options: 0)
            try TestSupport.write(binary, to: "de.lproj/Localizable.strings", in: directory)
            let xml = try PropertyListSerialization.data(fromPropertyList: ["title": "XML"], format: .xml, options: 0)
            try TestSupport.write(xml, to: "fr.lproj/Localizable.strings", in: directory)
            let dict = try PropertyListSerialization.data(fromPropertyList: plural, format: .binary, options: 0)
            try TestSupport.write(dict, to: "de.lproj/Localizable.stringsdict", in: directory)
        }
        let kit = TestSupport.kit(bundle: bundle)
        let german = LocaleKitLanguage(code: "de")
        #expect(kit.localized("title", bundle: bundle, language: german) == "Binär")
        #expect(kit.localized("count", bundle: bundle, language: german, arguments: [2000 as Int]) == "2.000 Dinge")
        #expect(kit.localized("title", bundle: bundle, language: .init(code: "fr")) == "XML")
        #expect(kit.localized("files", bundle: bundle, language: german, arguments: [1 as Int]) == "1 Datei")
        #expect(kit.localized("files", bundle: bundle, language: german, arguments: [7 as Int]) == "7 Dateien")
    }

    /// A file whose only faults are escapes is read as Foundation reads it, not skipped: Home Assistant
    /// (the SwiftGen app of the corpus) writes `Settings \u203A %@` in every language, which Foundation
    /// shows as "u203A"; each value of its tables is Foundation's.
    @Test func tablesWithFaultyEscapesReadAsFoundationReadsThem() throws {
        let resources = TestSupport.corpus.appending(path: "swiftgen-app/Sources/App/Resources")
        let languages = ["en", "de", "ru", "pl-PL"]
        let bundle = try TestSupport.temporaryBundle { directory in
            for language in languages {
                let path = "\(language).lproj/Localizable.strings"
                try TestSupport.write(Data(contentsOf: resources.appending(path: path)), to: path, in: directory)
            }
        }
        let kit = TestSupport.kit(bundle: bundle)
        for language in languages {
            let data = try Data(contentsOf: resources.appending(path: "\(language).lproj/Localizable.strings"))
            #expect(StringsReader.read(data, file: language).escapeFaults > 0, "\(language)")
            let foundation = try #require(
                PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
            #expect(foundation.count > 500)
            for (key, value) in foundation {
                #expect(
                    kit.localized(key, bundle: bundle, language: .init(code: language)) == value, "\(language) \(key)")
            }
        }
    }

    /// Every kind of faulty escape leaves the file readable, each value as Foundation decodes it; a
    /// syntax error still makes the table fall back, as Foundation refuses the file.
    @Test func faultyEscapesKeepTheTableAndSyntaxErrorsDoNot() throws {
        let escapes = Data(
            #"""
            "q" = "x\qy";
            "hebrew" = "את\ה";
            "noDigits" = "\U";
            "octal" = "\400x";
            "low" = "\UDC00y";
            "high" = "\UD800";
            """#.utf8)
        let foundation = try #require(
            PropertyListSerialization.propertyList(from: escapes, format: nil) as? [String: String])
        let bundle = try TestSupport.temporaryBundle { directory in
            try TestSupport.write(Data(#""q" = "English";"#.utf8), to: "en.lproj/Localizable.strings", in: directory)
            try TestSupport.write(escapes, to: "de.lproj/Localizable.strings", in: directory)
            try TestSupport.write(
                escapes + Data("\n\"a\" = \"b\"\n\"c\" = \"d\";".utf8), to: "fr.lproj/Localizable.strings",
                in: directory)
        }
        let kit = TestSupport.kit(bundle: bundle)
        #expect(foundation.count == 6)
        for (key, value) in foundation {
            #expect(kit.localized(key, bundle: bundle, language: .init(code: "de")) == value, "\(key)")
        }
        #expect(foundation["hebrew"] == "אתה")
        #expect(kit.localized("q", bundle: bundle, language: .init(code: "fr")) == "English")
    }

    @Test func malformedTableFallsBackAndIsReportedOnce() throws {
        let bundle = try TestSupport.temporaryBundle { directory in
            try TestSupport.write(Data(#""k" = "English";"#.utf8), to: "en.lproj/Localizable.strings", in: directory)
            try TestSupport.write(
                Data("\"k\" = \"Deutsch\"\n\"broken = ;;".utf8), to: "de.lproj/Localizable.strings", in: directory)
            try TestSupport.write(
                Data("<plist><dict><key>".utf8), to: "de.lproj/Localizable.stringsdict", in: directory)
            try TestSupport.write(Data("bplist00garbage".utf8), to: "fr.lproj/Localizable.strings", in: directory)
        }
        let reported = Mutex<[Diagnostic]>([])
        let kit = TestSupport.kit(bundle: bundle)
        kit.diagnosticHandler = { diagnostic in reported.withLock { $0.append(diagnostic) } }
        func lookUpAll() {
            #expect(kit.localized("k", bundle: bundle, language: .init(code: "de")) == "English")
            #expect(kit.localized("k", bundle: bundle, language: .init(code: "de-AT")) == "English")
            #expect(kit.localized("k", bundle: bundle, language: .init(code: "fr")) == "English")
        }
        lookUpAll()
        let first = reported.withLock { $0 }
        let files = Set(first.filter { $0.severity == .error }.compactMap { $0.location?.file })
        #expect(files.contains { $0.hasSuffix("de.lproj/Localizable.strings") })
        #expect(files.count == 3)
        #expect(files.contains { $0.hasSuffix("de.lproj/Localizable.stringsdict") })
        #expect(files.contains { $0.hasSuffix("fr.lproj/Localizable.strings") })
        lookUpAll()
        lookUpAll()
        #expect(reported.withLock { $0 } == first)
    }

    /// A table whose name has spaces and non-ASCII letters is found, and its problems name the file as
    /// the folder's URL would.
    @Test func tableNamesWithSpacesAndAccents() throws {
        let name = "Réglages de l’app"
        let bundle = try TestSupport.temporaryBundle { directory in
            try TestSupport.write(Data(#""k" = "v"; "bad"#.utf8), to: "fr.lproj/\(name).strings", in: directory)
        }
        let folder = try #require(BundleLanguages(bundle: bundle).folders["fr"])
        let result = TableLoader.load(table: name, language: "fr", folder: folder)
        let expected = folder.appending(path: name + ".strings", directoryHint: .notDirectory).path
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.location?.file == expected }, "\(result.diagnostics)")
        let good = try TestSupport.temporaryBundle { directory in
            try TestSupport.write(Data(#""k" = "v";"#.utf8), to: "fr.lproj/\(name).strings", in: directory)
        }
        let kit = TestSupport.kit(bundle: good)
        #expect(kit.localized("k", table: name, bundle: good, language: .init(code: "fr")) == "v")
    }

    @Test func lookupChainIncludesDevelopmentLanguageAndBase() {
        let languages = BundleLanguages(
            resourceDirectory: URL(filePath: "/nonexistent"), developmentLanguage: nil)
        #expect(languages.lookupChain(for: "zh-Hant-HK", fallbackDevelopmentLanguage: "en").isEmpty)
        let module = BundleLanguages(bundle: .module)
        #expect(module.lookupChain(for: "zh-Hans-CN", fallbackDevelopmentLanguage: "en") == ["zh-Hans", "en", "Base"])
        #expect(module.lookupChain(for: "en-GB", fallbackDevelopmentLanguage: "en") == ["en", "Base"])
        #expect(module.lookupChain(for: "de", fallbackDevelopmentLanguage: "fr") == ["de", "fr", "Base"])
    }
}
