import Foundation
import LocalizationFormats

/// The wikipedia-ios app localizations as a bundle (one `.lproj` per language), for runtime measures.
struct RuntimeCorpus {
    let bundle: Bundle
    let folder: URL

    init(corpus: URL) throws {
        folder = corpus.appendingPathComponent("wikipedia-ios/Wikipedia/iOS Native Localizations")
        guard let bundle = Bundle(url: folder) else { throw BenchmarkError.missingCorpus(folder.path) }
        self.bundle = bundle
    }

    /// Keys of `<language>.lproj/Localizable.strings` that no `.stringsdict` of that folder defines
    /// (the only keys `Bundle.localizedString` survives on Linux).
    func stringsOnlyKeys(language: String) throws -> [String] {
        let lproj = folder.appendingPathComponent("\(language).lproj")
        let strings = try Data(contentsOf: lproj.appendingPathComponent("Localizable.strings"))
        let dict = (try? Data(contentsOf: lproj.appendingPathComponent("Localizable.stringsdict"))) ?? Data()
        let plurals = (try? PropertyListSerialization.propertyList(from: dict, format: nil)) as? [String: Any] ?? [:]
        return StringsReader.read(strings, file: "Localizable.strings").entries.map(\.key)
            .filter { plurals[$0] == nil }
    }

    /// Languages with a `Localizable.strings`, sorted.
    func languages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }
            .map { String($0.dropLast(6)) }
            .filter {
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("\($0).lproj/Localizable.strings").path)
            }
            .sorted()
    }
}
