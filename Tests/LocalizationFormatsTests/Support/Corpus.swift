import Foundation
import LocaleKitTestSupport
import LocalizationFormats

/// The test corpus carried in the repository at `<package root>/Tests/Corpus` (see its README).
enum Corpus {
    static let root = URL(fileURLWithPath: TestPaths.corpus)

    /// Paths (relative to ``root``) of the files under `folders` whose extension is `ext`, sorted.
    static func files(in folders: [String], withExtension ext: String) -> [String] {
        var result: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix("." + ext) { result.append(folder + "/" + relative) }
            }
        }
        return result.sorted()
    }

    static func data(_ relativePath: String) -> Data {
        (try? Data(contentsOf: root.appendingPathComponent(relativePath))) ?? Data()
    }
}
