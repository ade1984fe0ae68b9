import Foundation
import LocalizationFormats

/// The `.lproj` folders of a bundle, by normalized language code, whatever their spelling
/// (`zh_Hans.lproj`, `zh-hans.lproj`, `pt-br.lproj`, `Base.lproj`).
struct BundleLanguages: Sendable {
    /// Normalized code → folder. When two spellings normalize alike, the first in sorted order wins.
    let folders: [String: URL]
    /// The bundle's development language (`CFBundleDevelopmentRegion`), normalized, if it has one.
    let developmentLanguage: String?

    init(bundle: Bundle) {
        // Not `bundle.developmentLocalization`: on Linux it traps for a bundle without an Info.plist
        // (every SwiftPM resource bundle).
        self.init(
            resourceDirectory: bundle.resourceURL ?? bundle.bundleURL,
            developmentLanguage: bundle.object(forInfoDictionaryKey: "CFBundleDevelopmentRegion") as? String)
    }

    init(resourceDirectory: URL, developmentLanguage: String?) {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: resourceDirectory.path))?.sorted() ?? []
        var folders: [String: URL] = [:]
        for name in names {
            guard let code = LocalizationFolder.language(ofFolder: name), !code.isEmpty, folders[code] == nil else {
                continue
            }
            folders[code] = resourceDirectory.appendingPathComponent(name, isDirectory: true)
        }
        self.folders = folders
        self.developmentLanguage = developmentLanguage.map(LanguageCode.normalize)
    }

    /// The languages the bundle is localized in, without `Base`, sorted by code.
    var languages: [String] { folders.keys.filter { $0 != "Base" }.sorted() }

    /// The folders to search for `language`, most specific first:
    /// `zh-Hant-HK → zh-Hant → zh → development language → Base`, only those the bundle has.
    /// The bundle's own development language wins over `fallbackDevelopmentLanguage`.
    func lookupChain(for language: String, fallbackDevelopmentLanguage: String) -> [String] {
        var chain = LanguageCode.fallbacks(of: language)
        chain += LanguageCode.fallbacks(of: developmentLanguage ?? fallbackDevelopmentLanguage)
        chain.append("Base")
        var seen = Set<String>()
        return chain.filter { folders[$0] != nil && seen.insert($0).inserted }
    }
}
