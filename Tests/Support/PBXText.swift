import Foundation

/// What a regular expression reads from a `project.pbxproj`'s text: the oracle of the tests.
public enum PBXText {
    public static func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    public static func unquoted(_ text: some StringProtocol) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }

    public static func developmentRegion(_ text: String) -> String? {
        matches(#"developmentRegion = ([^;]+);"#, in: text).first.map(unquoted)
    }

    public static func knownRegions(_ text: String) -> [String] {
        guard let list = matches(#"knownRegions = \(([^)]*)\);"#, in: text).first else { return [] }
        return list.split(separator: ",").map(unquoted).filter { !$0.isEmpty }
    }

    public static func nativeTargetNames(_ text: String) -> [String] {
        matches(#"isa = PBXNativeTarget;[^}]*?\n\t\t\tname = ([^;]+);"#, in: text).map(unquoted)
    }
}
