import Foundation
import Observation
import SwiftLocaleKit
import Synchronization
import Testing

/// Set in the child process that runs ``GeneratedAccessorChecks``.
private let childVariable = "LOCALEKIT_GENERATED_ACCESSOR_CHILD"
private let isChild = ProcessInfo.processInfo.environment[childVariable] == "1"

/// `LocaleKit.shared` is one per process, and other suites (the runtime's own) switch it while
/// they run. So the checks that switch it run alone, in a child process of this test binary.
@Suite struct GeneratedAccessorTests {
    @Test(.enabled(if: !isChild)) func checksPassInTheirOwnProcess() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "GeneratedAccessorChecks"]
        process.environment = ProcessInfo.processInfo.environment.merging([childVariable: "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("6 tests"), "\(text)")
    }
}

/// `Generated/L10n.swift` and `Generated/FlatL10n.swift` are `localekit generate` output for
/// `Resources/` (kept up to date by `GeneratorSnapshotTests.generatedAccessorFixtures`). That this
/// target builds with `-warnings-as-errors` in Swift 6 mode proves the code compiles cleanly for
/// adversarial keys; these checks prove the accessors return the right text and follow `setLocale`.
@Suite(.serialized, .enabled(if: isChild)) struct GeneratedAccessorChecks {
    init() {
        LocaleKit.configure(
            defaultLanguage: LocaleKitLanguage(code: "en"), bundle: Bundle.module,
            preferredLanguages: .fixed(["en"]), selectionStore: .inMemory("en"))
        LocaleKit.shared.setLocale(LocaleKitLanguage(code: "en"))
    }

    @Test func adversarialKeysReturnTheirEnglishText() {
        #expect(L10n.class == "Class")
        #expect(L10n.default == "Default")
        #expect(L10n.`self` == "Self")
        #expect(L10n.type == "Type")
        #expect(L10n.`init` == "Init")
        #expect(L10n.rocket == "Rocket")
        #expect(L10n._1st2 == "First")
        #expect(L10n._1st.x == "Digit namespace")
        #expect(L10n.unnamed == "Empty key")
        #expect(L10n.unnamed2 == "Symbols")
        #expect(L10n.A.b == "A dot B")
        #expect(L10n.aB == "A underscore B")
        #expect(L10n.quoteBackSlash == "Quote \"and\" backslash \\")
        #expect(L10n.title == "Capital title")
        #expect(L10n.title2 == "Upper title")
        #expect(L10n.title3 == "lower title")
        #expect(L10n.String.value == "Shadowing String")
        #expect(L10n.Swift_.type == "Shadowing Swift")
        #expect(L10n.Settings.title == "Settings")
        #expect(L10n.Menu.open == "Open")
        #expect(L10n.Menu.File.close == "Close file")
        #expect(FlatL10n.aB == "A dot B")
        #expect(FlatL10n.aB2 == "A underscore B")
        #expect(FlatL10n.settingsTitle == "Settings")
        #expect(FlatL10n.Menu.fileClose == "Close file")
    }

    @Test func theSameAccessorFollowsSetLocale() {
        #expect(L10n.Settings.title == "Settings")
        LocaleKit.shared.setLocale(LocaleKitLanguage(code: "de"))
        #expect(L10n.Settings.title == "Einstellungen")
        #expect(L10n.quoteBackSlash == "Zitat \"und\" Backslash \\")
        #expect(L10n.unnamed == "Leerer Schlüssel")
        #expect(L10n.Menu.File.close == "Datei schließen")
        #expect(FlatL10n.rocket == "Rakete")
        LocaleKit.shared.setLocale(LocaleKitLanguage(code: "en"))
        #expect(L10n.Settings.title == "Settings")
    }

    /// What makes a SwiftUI view render again: a view whose body calls an accessor depends on the language.
    @Test func anAccessorReadUnderObservationTrackingDependsOnTheLanguage() {
        let changes = Mutex(0)
        let title = withObservationTracking {
            L10n.Settings.title
        } onChange: {
            changes.withLock { $0 += 1 }
        }
        #expect(title == "Settings")
        LocaleKit.shared.setLocale(LocaleKitLanguage(code: "de"))
        #expect(changes.withLock { $0 } == 1)
        #expect(L10n.Settings.title == "Einstellungen")
        LocaleKit.shared.setLocale(LocaleKitLanguage(code: "en"))
        // Tracking fires once; the reader registers again on its next render.
        #expect(changes.withLock { $0 } == 1)
    }

    @Test func placeholdersAndPluralsInTwoLanguages() {
        #expect(L10n.Inbox.greeting("Ana", 3) == "Hi Ana, you have 3 new messages")
        #expect(L10n.Files.count(1) == "1 file")
        #expect(L10n.Files.count(7) == "7 files")
        // The folder name is an argument only the plural forms use.
        #expect(L10n.Files.inFolder(2, "Docs") == "2 files in Docs")
        #expect(FlatL10n.filesInFolder(1, "Docs") == "1 file in Docs")
        LocaleKit.shared.setLocale(LocaleKitLanguage(code: "de"))
        // German reorders the arguments: the accessor still takes them in position order.
        #expect(L10n.Inbox.greeting("Ana", 3) == "3 neue Nachrichten für Ana")
        #expect(L10n.Files.count(1) == "1 Datei")
        #expect(L10n.Files.inFolder(7, "Dokumente") == "7 Dateien in Dokumente")
        LocaleKit.shared.setLocale(LocaleKitLanguage(code: "en"))
    }

    /// A variable-width key: the accessor returns the widest variant; its `width:` overload the one that fits.
    @Test func variableWidthKeysReturnTheWidestByDefault() {
        #expect(L10n.Tab.favorites == "Favorites")
        #expect(L10n.Tab.favorites(width: 12) == "Fav.")
        #expect(L10n.Tab.favorites(width: 30) == "Favorites")
        #expect(L10n.Files.short(3, "Docs") == "3 files in Docs")
        #expect(L10n.Files.short(3, "Docs", width: 9) == "3 in Docs")
        #expect(FlatL10n.tabFavorites(width: 1) == "Fav.")
        LocaleKit.shared.setLocale(LocaleKitLanguage(code: "de"))
        #expect(L10n.Tab.favorites == "Favoriten")
        #expect(L10n.Files.short(2, "Dokumente", width: 40) == "2 Dateien in Dokumente")
        LocaleKit.shared.setLocale(LocaleKitLanguage(code: "en"))
    }

    @Test func theLongKeyWorks() {
        #expect(
            L10n
                .longlonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglonglong
                == "Long key")
    }
}
