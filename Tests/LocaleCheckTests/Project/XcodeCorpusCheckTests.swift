import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// `check` on the corpus apps with their real Xcode projects beside their (trimmed) localization
/// files, as in their repositories: what it reports against what the project text and the files say.
struct XcodeCorpusCheckTests {
    /// Corpus folder → the folders of its projects' `.xcodeproj` (relative to it).
    static let apps: [String: [String]] = [
        "swiftgen-app": ["HomeAssistant.xcodeproj"],
        "xcode-xliff/tinode-ios": [
            "xcodeproj/TinodeSDK.xcodeproj", "xcodeproj/Tinodios.xcodeproj", "xcodeproj/TinodiosDB.xcodeproj",
        ],
        "xcode-xliff/geteduroam": ["xcodeproj/geteduroam.xcodeproj"],
        "focusios-xliff": ["xcodeproj/focus-ios/Blockzilla.xcodeproj"],
        "xcstrings-apps/linearmouse": ["LinearMouse.xcodeproj"],
        "xcstrings-apps/coteditor": ["CotEditor.xcodeproj"],
        "xcstrings-apps/xcodes": ["Xcodes.xcodeproj"],
    ]

    /// A scratch copy of the app: its localization files and its project files, merged.
    private func assemble(_ app: String) throws -> String {
        let folder = try TestPaths.scratchFolder(app) + "/app"
        try copyMerging(TestPaths.corpus + "/" + app, to: folder)
        try copyMerging(TestPaths.corpus + "/xcode-projects/" + app, to: folder)
        return folder
    }

    private func copyMerging(_ source: String, to destination: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source) {
            var isDirectory: ObjCBool = false
            let from = source + "/" + name
            _ = manager.fileExists(atPath: from, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try copyMerging(from, to: destination + "/" + name)
            } else if !manager.fileExists(atPath: destination + "/" + name) {
                try manager.copyItem(atPath: from, toPath: destination + "/" + name)
            }
        }
    }

    @Test(arguments: apps.keys.sorted())
    func reportsDeclaredLanguagesGapsAndNotes(_ app: String) throws {
        let folder = try assemble(app)
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        var checker = Checker()
        let scope: XcodeProjectScope = try #require(try XcodeProjectScope.discover(paths: [folder]))
        checker.projectScope = scope
        let report = checker.check(paths: [folder])

        var declared: [String] = []
        var development: String?
        let summaries = report.findings.filter { $0.rule == .xcodeProject }.map(\.diagnostic.message)
        #expect(summaries.count == Self.apps[app]?.count)
        for bundle in Self.apps[app] ?? [] {
            let text = try String(contentsOfFile: folder + "/" + bundle + "/project.pbxproj", encoding: .utf8)
            let region = try #require(PBXText.developmentRegion(text))
            let known = PBXText.knownRegions(text)
            let name = (bundle as NSString).lastPathComponent
            #expect(summaries.contains { $0.hasPrefix("Xcode project \(name): development region '\(region)'") })
            #expect(
                summaries.contains { $0.contains("known regions (\(known.count)): \(known.joined(separator: " "))") })
            development = development ?? Self.code(region)
            declared += known.map(Self.code)
        }
        let present = Self.languages(under: folder)
        let expectedGaps = Set(declared).subtracting(["Base", development ?? ""]).filter { language in
            !present.contains { LanguageCode.isSameLanguage($0, language) }
        }
        let gaps = report.findings.filter { $0.rule == .missingLanguage }.compactMap { finding in
            PBXText.matches("declares '([^']+)'", in: finding.diagnostic.message).first
        }
        #expect(Set(gaps) == expectedGaps)
        #expect(gaps.count == expectedGaps.count)
        // Every file of these trimmed copies lies in a folder some target ships, or is in an export
        // (`.xcloc`), which no target ships: left out with a note.
        let stray = report.findings.filter { $0.rule == .notInTarget }.compactMap(\.diagnostic.location?.file)
        #expect(stray.allSatisfy { $0.contains(".xcloc/") || $0.hasSuffix(".xcloc") }, "\(stray)")
        #expect(stray.isEmpty == !FileManager.default.fileExists(atPath: folder + "/Localizations"))
    }

    /// The language a region names, by the one legacy name these projects use.
    static func code(_ region: String) -> String { region == "English" ? "en" : region }

    /// Every language a file under `folder` (outside exports) is in, read without the readers: `.lproj` folder names,
    /// String Catalog localizations, XLIFF source and target languages.
    static func languages(under folder: String) -> Set<String> {
        var languages: Set<String> = []
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        // An export's languages are not the app's: no target ships an `.xcloc`.
        for file in files where !file.contains(".xcloc/") {
            let path = folder + "/" + file
            for component in file.split(separator: "/") where component.hasSuffix(".lproj") {
                languages.insert(String(component.dropLast(6)))
            }
            if file.hasSuffix(".xcstrings"), let data = FileManager.default.contents(atPath: path),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            {
                if let source = json["sourceLanguage"] as? String { languages.insert(source) }
                for case let entry as [String: Any] in (json["strings"] as? [String: Any])?.values.map({ $0 }) ?? [] {
                    languages.formUnion((entry["localizations"] as? [String: Any])?.keys.map { $0 } ?? [])
                }
            }
            if file.hasSuffix(".xliff"), let text = try? String(contentsOfFile: path, encoding: .utf8) {
                languages.formUnion(PBXText.matches(#"(?:source|target)-language="([^"]+)""#, in: text))
            }
        }
        return languages.subtracting(["Base"])
    }
}
