import CatalogSync
import CodeReading
import Foundation
import LocaleCatalog
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// The one reading of code (`CodeReading`) on the cases issue 46 names: calls inside
/// interpolations, the project's macros and configured functions, Objective-C, `else` on its own
/// line, a folder named like a source; and what `sync` writes from it.
@Suite struct CodeReadingTests {
    func keys(_ text: String, file: String = "input.swift", calls: LocalizedCallTable = LocalizedCallTable())
        -> [String]
    {
        StringExtraction.extract(text: text, file: file, calls: calls).strings.map(\.key)
    }

    @Test func callsInsideInterpolationsAreRead() {
        let text = """
            let title = "\\(NSLocalizedString("Current Version", comment: "")): \\(version)"
            label.stringValue = "\\(String(localized: "Build")) \\("\\(NSLocalizedString("Deep", comment: ""))")"
            """
        #expect(keys(text) == ["Current Version", "Build", "Deep"])
    }

    @Test func projectMacrosAndConfiguredFunctionsAreCalledLikeNSLocalizedString() {
        let text = """
            let a = OCLocalizedString("Sync now", comment: "Button")
            let b = tr("Pause", tableName: "Menu", comment: "")
            let c = other("Not a key")
            """
        #expect(keys(text) == [])
        let calls = LocalizedCallTable(functions: ["tr"], macros: ["OCLocalizedString"])
        let strings = StringExtraction.extract(text: text, calls: calls).strings
        #expect(strings.map(\.key) == ["Sync now", "Pause"])
        #expect(strings.map(\.table) == ["Localizable", "Menu"])
        #expect(strings.first?.comment == "Button")
    }

    @Test func objectiveCCallsAndMacros() {
        let text = """
            #define OCLocalizedString(key, comment) NSLocalizedString(key, comment)
            // NSLocalizedString(@"Commented", nil)
            self.title = NSLocalizedString(@"Hello", @"Greeting");
            label.text = NSLocalizedStringFromTable(@"Sign in", @"Account", nil);
            NSString *s = OCLocalizedString(@"Long " @"line", nil);
            NSString *t = NSLocalizedString(key, nil);
            NSString *u = NSLocalizedStringWithDefaultValue(@"k.v", nil, bundle, @"Value", @"");
            """
        #expect(keys(text, file: "A.m") == ["Hello", "Sign in", "k.v"])
        let calls = LocalizedCallTable(macros: ["OCLocalizedString"])
        let strings = StringExtraction.extract(text: text, file: "A.m", calls: calls).strings
        #expect(strings.map(\.key) == ["Hello", "Sign in", "Long line", "k.v"])
        #expect(strings.map(\.table) == ["Localizable", "Account", "Localizable", "Localizable"])
        #expect(strings[0].comment == "Greeting" && strings[0].location.line == 3)
        #expect(strings[3].defaultValue == "Value")
    }

    @Test func macroNamesFromProjectSettings() {
        let pbxproj = """
            buildSettings = {
                LOCALIZED_STRING_MACRO_NAMES = (
                    "$(inherited)",
                    OCLocalizedString,
                );
                "LOCALIZED_STRING_MACRO_NAMES[sdk=macosx*]" = "NSLocalizedString MacLocalized";
            };
            """
        #expect(LocalizedStringMacroNames.names(inText: pbxproj) == ["OCLocalizedString", "MacLocalized"])
        #expect(
            LocalizedStringMacroNames.names(inText: "LOCALIZED_STRING_MACRO_NAMES = $(inherited) L10nString\n")
                == ["L10nString"])
        let yml = """
            settings:
              LOCALIZED_STRING_MACRO_NAMES: [NSLocalizedString, YLocalized]
            targets:
              App:
                settings:
                  LOCALIZED_STRING_MACRO_NAMES:
                    - ZLocalized
                  OTHER: x
            """
        #expect(LocalizedStringMacroNames.names(inText: yml) == ["YLocalized", "ZLocalized"])
    }

    /// A used key is not marked stale when `else` (or its `{`) stands on its own line.
    @Test func elseOnItsOwnLineKeepsTheReturnedType() {
        let text = """
            struct Row { let title: LocalizedStringKey }
            enum Kind {
                case a, b
                var row: Row {
                    if self == .a { return .init(title: "Eps") } else
                    { return .init(title: "Zeta") }
                }
                var other: Row {
                    if self == .a {
                        return .init(title: "Eta")
                    }
                    else
                    {
                        return .init(title: "Theta")
                    }
                }
            }
            """
        #expect(keys(text) == ["Eps", "Zeta", "Eta", "Theta"])
    }

    @Test func aFolderNamedLikeASourceIsNoFile() throws {
        let folder = try TestPaths.scratchFolder()
        try FileManager.default.createDirectory(
            atPath: folder + "/Sources/Service.swift", withIntermediateDirectories: true)
        try "Text(\"Inside\")".write(
            toFile: folder + "/Sources/Service.swift/A.swift", atomically: true, encoding: .utf8)
        let catalog = folder + "/Localizable.xcstrings"
        try #"{"sourceLanguage":"en","strings":{"Inside":{}},"version":"1.0"}"#.write(
            toFile: catalog, atomically: true, encoding: .utf8)
        let result = SourceSync.sync(files: [catalog], sources: [folder + "/Sources"])
        #expect(result.diagnostics.filter { $0.severity == .error } == [])
        #expect(!result.diagnostics.contains { $0.key == "Inside" })
    }

    /// Xcode writes the development text of a new key with two or more unnumbered specifiers
    /// numbered, in state `new` (Xcodes' `%@ %@ %@` is `%1$@ %2$@ %3$@`).
    @Test func newKeyWithSeveralSpecifiersGetsANumberedDevelopmentText() throws {
        let folder = try TestPaths.scratchFolder()
        let catalog = folder + "/Localizable.xcstrings"
        try #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.write(
            toFile: catalog, atomically: true, encoding: .utf8)
        let extraction = StringExtraction.extract(
            text: """
                let a = NSLocalizedString("Toast %d of %d", comment: "")
                let b = NSLocalizedString("One %d", comment: "")
                """)
        let result = SourceSync.sync(files: [catalog], extraction: extraction)
        let data = try #require(result.files.first?.data)
        let document = try StringCatalogDocument(data: data, path: catalog)
        #expect(document.stringUnit(key: "Toast %d of %d", language: "en")?.value == "Toast %1$d of %2$d")
        #expect(document.stringUnit(key: "Toast %d of %d", language: "en")?.state == "new")
        #expect(document.extractionState(key: "Toast %d of %d") == nil)
        #expect(document.stringUnit(key: "One %d", language: "en") == nil)
    }

    /// Marking stale keys is linear: 16× the keys take ~16× the time; quadratic (as it was) is 256×. The
    /// bound, 64×, leaves room for a loaded machine and a debug build (the sizes measured in turn, best
    /// of five each); the release build's figures are in docs/sync.md and `SyncStaleBenchmark`.
    @Test func markingStaleKeysIsLinear() throws {
        func catalog(keys count: Int) throws -> String {
            let folder = try TestPaths.scratchFolder()
            let catalog = folder + "/Localizable.xcstrings"
            let entries = (0..<count).map { "\"key.\($0)\" : {\n\n    }" }.joined(separator: ",\n    ")
            try
                "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \(entries)\n  },\n  \"version\" : \"1.0\"\n}\n"
                .write(toFile: catalog, atomically: true, encoding: .utf8)
            return catalog
        }
        func seconds(_ catalog: String) -> Double {
            let start = ContinuousClock.now
            let result = SourceSync.sync(files: [catalog], extraction: Extraction())
            let elapsed = ContinuousClock.now - start
            #expect(!result.files.isEmpty)
            return Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)
        }
        let (small, large) = (try catalog(keys: 200), try catalog(keys: 3200))
        var best = (small: Double.infinity, large: Double.infinity)
        for _ in 0..<5 {
            best.small = min(best.small, seconds(small))
            best.large = min(best.large, seconds(large))
        }
        #expect(best.large <= best.small * 64, "200 keys: \(best.small) s, 3200 keys: \(best.large) s")
    }
}
