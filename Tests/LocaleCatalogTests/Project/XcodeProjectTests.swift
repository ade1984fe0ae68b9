import Foundation
import LocaleCatalog
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// `XcodeProject` on the real `project.pbxproj` files of the corpus apps, against what a regular
/// expression reads from the same text.
struct XcodeProjectTests {
    static let projects = [
        "swiftgen-app/HomeAssistant.xcodeproj",
        "xcode-xliff/tinode-ios/xcodeproj/Tinodios.xcodeproj",
        "xcode-xliff/tinode-ios/xcodeproj/TinodeSDK.xcodeproj",
        "xcode-xliff/tinode-ios/xcodeproj/TinodiosDB.xcodeproj",
        "xcode-xliff/geteduroam/xcodeproj/geteduroam.xcodeproj",
        "focusios-xliff/xcodeproj/focus-ios/Blockzilla.xcodeproj",
        "xcstrings-apps/linearmouse/LinearMouse.xcodeproj",
        "xcstrings-apps/coteditor/CotEditor.xcodeproj",
        "xcstrings-apps/xcodes/Xcodes.xcodeproj",
    ]

    static func bundle(_ project: String) -> String { TestPaths.corpus + "/xcode-projects/" + project }

    @Test(arguments: projects)
    func declaresWhatTheTextSays(_ project: String) throws {
        let text = try String(contentsOfFile: Self.bundle(project) + "/project.pbxproj", encoding: .utf8)
        let read = XcodeProject.read(bundle: Self.bundle(project))
        #expect(read.diagnostics.isEmpty)
        #expect(read.developmentRegion == PBXText.developmentRegion(text))
        #expect(read.knownRegions == PBXText.knownRegions(text))
        #expect(read.targets.map(\.name).sorted() == PBXText.nativeTargetNames(text).sorted())
        for (region, location) in zip(read.knownRegions, read.knownRegionLocations) {
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)[location.line - 1]
            #expect(line.contains(region), "\(region) is not on line \(location.line)")
        }
    }

    @Test func legacyRegionNamesAreTheirLanguages() throws {
        let project = XcodeProject.read(bundle: Self.bundle("focusios-xliff/xcodeproj/focus-ios/Blockzilla.xcodeproj"))
        #expect(project.developmentRegion == "English")
        #expect(project.developmentLanguage == "en")
        #expect(project.knownRegions.prefix(2) == ["English", "en"])
        // English and en are one language; Base is no language a user runs the app in.
        #expect(project.declaredLanguages.first == "en")
        #expect(project.declaredLanguages.count == project.knownRegions.count - 2)
        #expect(!project.declaredLanguages.contains("Base"))
        #expect(XcodeRegion.languageCode("German") == "de")
        #expect(XcodeRegion.languageCode("zh_Hans") == "zh-Hans")
    }

    @Test func variantGroupsNameTheFilesATargetShips() throws {
        let bundle = Self.bundle("xcode-xliff/tinode-ios/xcodeproj/Tinodios.xcodeproj")
        let text = try String(contentsOfFile: bundle + "/project.pbxproj", encoding: .utf8)
        let project = XcodeProject.read(bundle: bundle)
        let app = try #require(project.targets.first { $0.name == "Tinodios" })
        // Every `<lang>.lproj/Main.strings` child of the Main.storyboard group, as the text spells it.
        let children = PBXText.matches(#"path = "?([A-Za-z-]+\.lproj/Main\.(?:strings|storyboard))"?;"#, in: text)
        #expect(children.count >= 6)
        let folder = URL(fileURLWithPath: bundle).deletingLastPathComponent().path
        for child in children {
            #expect(app.contains(file: folder + "/Tinodios/" + child), "\(child)")
        }
        #expect(!app.contains(file: folder + "/Tinodios/pt-BR.lproj/Main.strings"))
        // Paths are compared as on Xcode's case-insensitive file systems.
        #expect(app.contains(file: folder + "/Tinodios/UK.lproj/main.strings"))
    }

    @Test func synchronizedFoldersLessTheirExceptions() throws {
        let bundle = Self.bundle("swiftgen-app/HomeAssistant.xcodeproj")
        let project = XcodeProject.read(bundle: bundle)
        #expect(project.objectVersion == 76)
        let resources = URL(fileURLWithPath: bundle).deletingLastPathComponent().path + "/Sources/App/Resources"
        let app = try #require(project.targets.first { $0.name == "App" })
        let watch = try #require(project.targets.first { $0.name == "WatchApp" })
        // The App target's exception set lists /Localized/Core.strings and /Localized/Frontend.strings.
        #expect(app.contains(file: resources + "/de.lproj/Localizable.strings"))
        #expect(app.contains(file: resources + "/de.lproj/InfoPlist.strings"))
        #expect(!app.contains(file: resources + "/de.lproj/Core.strings"))
        #expect(!app.contains(file: resources + "/Info.plist"))
        // WatchApp does not list the folder; its exception set adds /Localized/Localizable.strings.
        #expect(watch.contains(file: resources + "/de.lproj/Localizable.strings"))
        #expect(!watch.contains(file: resources + "/de.lproj/InfoPlist.strings"))
    }

    @Test func damagedProjectIsLocatedNotFatal() throws {
        let bundle = Self.bundle("xcstrings-apps/xcodes/Xcodes.xcodeproj")
        let data = try Data(contentsOf: URL(fileURLWithPath: bundle + "/project.pbxproj"))
        let truncated = XcodeProject.read(data.prefix(data.count / 2), bundle: "/x/App.xcodeproj")
        #expect(truncated.hasErrors)
        #expect(truncated.diagnostics.allSatisfy { $0.location?.file == "/x/App.xcodeproj/project.pbxproj" })
        #expect(truncated.diagnostics.contains { ($0.location?.line ?? 0) >= 1 })
        let garbage = XcodeProject.read(Data([0xFF, 0x00, 0x7B, 0x28, 0xC3]), bundle: "/x/App.xcodeproj")
        #expect(garbage.hasErrors)
        #expect(garbage.targets.isEmpty)
    }
}
