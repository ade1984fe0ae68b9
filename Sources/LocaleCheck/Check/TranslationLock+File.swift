import Foundation
import LocaleCatalog
import LocalizationFormats

extension TranslationLock {
    /// Reads a lock file; `nil` when there is none (then `source-changed` is silent).
    public static func load(file: String) throws(ConfigurationError) -> TranslationLock? {
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        func failure(_ message: String) -> ConfigurationError {
            ConfigurationError([Diagnostic(.error, rule: .lock, message, at: SourceLocation(file: file))])
        }
        guard let data = FileManager.default.contents(atPath: file) else { throw failure("cannot read lock file") }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let roots = object["roots"] as? [String: [String: [String: [String: [String]]]]]
        else {
            throw failure("not a localekit lock file (expected {\"version\": 1, \"roots\": {…}}); run 'localekit lock'")
        }
        var lock = TranslationLock(directory: (file as NSString).deletingLastPathComponent)
        for (root, tables) in roots {
            for (table, keys) in tables {
                for (key, hashes) in keys {
                    for (hash, languages) in hashes {
                        for language in languages {
                            lock.roots[root, default: [:]][table, default: [:]][key, default: [:]][language] = hash
                        }
                    }
                }
            }
        }
        return lock
    }

    /// The lock as a file: keys sorted, per key each hash with its languages (sorted).
    public func json() -> String {
        var object: [String: Any] = [:]
        for (root, tables) in roots {
            var tablesObject: [String: Any] = [:]
            for (table, keys) in tables {
                var keysObject: [String: Any] = [:]
                for (key, languages) in keys {
                    let byHash = Dictionary(grouping: languages.keys, by: { languages[$0] ?? "" })
                    keysObject[key] = byHash.mapValues { $0.sorted() }
                }
                tablesObject[table] = keysObject
            }
            object[root] = tablesObject
        }
        let file: [String: Any] = ["version": 1, "roots": object]
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? JSONSerialization.data(withJSONObject: file, options: options)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Records every translation of `context`'s catalog (one root): for each translated entry of
    /// a supported language whose key the reference has, the hash of the reference's value.
    /// The root's earlier record is replaced: locking accepts the current state.
    public mutating func record(_ context: CheckContext) {
        var tables: [String: [String: [String: String]]] = [:]
        for table in context.tables {
            guard let reference = context.reference(for: table) else { continue }
            var keys: [String: [String: String]] = [:]
            for language in context.translationLanguages {
                guard let translated = table.languages[language] else { continue }
                for (key, entry) in translated.entries where context.isTranslated(entry) {
                    guard let original = reference.entries[key], original.shouldTranslate else { continue }
                    keys[key, default: [:]][language] = Self.hash(of: original.translation)
                }
            }
            if !keys.isEmpty { tables[table.name] = keys }
        }
        roots[rootID(context.root)] = tables.isEmpty ? nil : tables
    }

    /// How many translations the lock records.
    public var translationCount: Int {
        roots.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } } }
    }
}

extension Diagnostic.Rule {
    /// A `localekit.lock` that cannot be read.
    public static let lock = Diagnostic.Rule("lock")
}
