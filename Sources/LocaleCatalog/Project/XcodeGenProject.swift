import Foundation
import LocalizationFormats

/// An XcodeGen `project.yml`, read as the ``XcodeProject`` it generates: `options.developmentLanguage`
/// is the development region, and each target's `sources` are folders whose every file it ships,
/// less its `excludes` (globs relative to the source folder). XcodeGen lists no known regions: the
/// languages are the `.lproj` folders found.
public enum XcodeGenProject {
    /// The file XcodeGen generates a project from.
    public static let fileName = "project.yml"

    /// Whether a path may name an XcodeGen spec: a `.yml` or `.yaml` file.
    static func isSpecName(_ path: String) -> Bool {
        path.hasSuffix(".yml") || path.hasSuffix(".yaml")
    }

    /// The XcodeGen specs among `names` of `folder`: `project.yml`, else every visible `.yml`/`.yaml` file
    /// that reads as a spec (a top-level `targets:` and `name:`), as `xcodegen --spec project-bwa.yml`
    /// takes any name.
    static func specs(in folder: String, names: [String]) -> [String] {
        if names.contains(fileName) { return [(folder as NSString).appendingPathComponent(fileName)] }
        return names.filter { !$0.hasPrefix(".") && isSpecName($0) }.sorted().map {
            (folder as NSString).appendingPathComponent($0)
        }.filter { path in
            guard let data = FileManager.default.contents(atPath: path), data.count < 4 << 20 else { return false }
            let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            return lines.contains { $0.hasPrefix("targets:") } && lines.contains { $0.hasPrefix("name:") }
        }
    }

    /// Reads `file`; nil when it cannot be read.
    public static func read(file: String) -> XcodeProject? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return read(String(decoding: data, as: UTF8.self), file: file)
    }

    /// Reads the text of a `project.yml` at `file`.
    public static func read(_ text: String, file: String) -> XcodeProject {
        let yaml = SimpleYAML.parse(text)
        let folder = XcodeProjectReader.absolute((file as NSString).deletingLastPathComponent)
        var project = XcodeProject(bundle: file)
        project.file = file
        project.developmentRegion = yaml["options"]?["developmentLanguage"]?.string
        if project.developmentRegion != nil {
            project.developmentRegionLocation = SourceLocation(
                file: file, line: line(of: "developmentLanguage", in: text))
        }
        guard case .mapping(let targets)? = yaml["targets"] else { return project }
        project.targets = targets.map { name, target in
            var result = XcodeTarget(name: name)
            // XcodeGen's `type: framework` is Xcode's `com.apple.product-type.framework`, and so on.
            result.productType = target["type"]?.string.map { "com.apple.product-type." + $0 }
            for source in target["sources"]?.elements ?? [] {
                guard let path = source.string ?? source["path"]?.string, !path.isEmpty else { continue }
                let excludes = (source["excludes"]?.elements ?? []).compactMap(\.string)
                result.folders.append(
                    XcodeSynchronizedFolder(
                        path: XcodeProjectReader.join(folder, path), exceptions: excludes, isMember: true))
            }
            return result
        }
        return project
    }

    private static func line(of key: String, in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(key + ":") } ?? 0) + 1
    }
}
