import Foundation
import LocaleCatalog
import LocalizationFormats

/// `localekit.lock`: for each translation, a hash of the development value it was made from, so
/// that `check` can report translations whose development value changed since (`source-changed`).
///
/// Written by `localekit lock` beside `localekit.json`, sorted and stable. Roots are paths relative
/// to the lock's folder; per key the translations made from the same development value share one
/// hash: `{"version": 1, "roots": {"App/Resources": {"Localizable": {"greeting": {"a1…": ["de", "fr"]}}}}}`.
public struct TranslationLock: Sendable, Hashable {
    /// The name looked for beside `localekit.json`.
    public static let fileName = LocalizationContract.lockName

    /// Root (relative to ``directory``) → table → key → language → hash.
    public var roots: [String: [String: [String: [String: String]]]]
    /// The folder the lock lives in (absolute): roots are stored relative to it.
    public var directory: String

    /// A lock in `directory` recording `roots`.
    public init(directory: String, roots: [String: [String: [String: [String: String]]]] = [:]) {
        self.directory = Self.absolute(directory.isEmpty ? "." : directory)
        self.roots = roots
    }

    /// The hash recorded for `key`'s translation into `language`, if it was locked.
    public func hash(root: String, table: String, key: String, language: String) -> String? {
        roots[root]?[table]?[key]?[language]
    }

    /// How a root given on the command line (relative to the working folder, or absolute) is
    /// written in the lock: relative to ``directory`` when it lies below it.
    public func rootID(_ root: String) -> String {
        let path = Self.absolute(root)
        if path == directory { return "." }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The hash of a development value: FNV-1a 64 of its text, or of a plural's format, variables
    /// and forms in a fixed order.
    public static func hash(of translation: Translation) -> String {
        switch translation {
        case .text(let text):
            return FNV1a.hexDigest(text)
        case .plural(let plural):
            var canonical = "plural\u{0}\(plural.format)"
            for variable in plural.variables.sorted(by: { $0.name < $1.name }) {
                canonical += "\u{0}\(variable.name)\u{0}\(variable.valueType ?? "")"
                for (category, form) in variable.forms.sorted(by: { $0.key < $1.key }) {
                    canonical += "\u{0}\(category.rawValue)\u{0}\(form)"
                }
            }
            return FNV1a.hexDigest(canonical)
        }
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
