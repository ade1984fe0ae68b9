import LocaleCatalog

/// The detection logic of `inconsistent-translation`: among one language's entries, those whose
/// development text is the same but whose translation differs from the one most entries of that
/// text use (ties: the alphabetically first).
///
/// A translation that differs from the usual one only in letter case or in word endings (the
/// same words, each differing in at most its last three letters: `Включен`/`Включено`) is a
/// grammatical agreement with what the text labels, not an inconsistency. A "translation" that is
/// the development text itself is a key not translated yet (`untranslated` says so): it takes no
/// part, neither as the usual translation nor as a deviation.
public enum InconsistentTranslations {
    /// One translated text.
    public struct Item: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The development-language text.
        public var source: String
        /// Its translation.
        public var translation: String

        /// The translation of `source` under `key`.
        public init(key: String, source: String, translation: String) {
            self.key = key
            self.source = source
            self.translation = translation
        }
    }

    /// An item that differs from the usual translation of its text, with a key that has that one.
    public struct Deviation: Sendable, Hashable {
        /// The item that deviates.
        public var item: Item
        /// A key whose translation of the same text is the usual one.
        public var usualKey: String
        /// How most keys translate the text.
        public var usualTranslation: String
    }

    /// The items of one table and language whose translation differs from how most translate the same text.
    public static func find(_ items: [Item]) -> [Deviation] {
        var deviations: [Deviation] = []
        let translated = items.filter { $0.translation != $0.source }
        for group in Dictionary(grouping: translated, by: \.source).values where group.count > 1 {
            let byTranslation = Dictionary(grouping: group, by: \.translation)
            guard byTranslation.count > 1,
                let usual = byTranslation.min(by: { left, right in
                    left.value.count != right.value.count ? left.value.count > right.value.count : left.key < right.key
                })
            else { continue }
            let usualKey = usual.value.map(\.key).min() ?? ""
            for item in group where !isVariant(item.translation, of: usual.key) {
                deviations.append(Deviation(item: item, usualKey: usualKey, usualTranslation: usual.key))
            }
        }
        return deviations
    }

    /// Whether `translation` is `usual`, or differs only in case or word endings.
    static func isVariant(_ translation: String, of usual: String) -> Bool {
        if translation == usual { return true }
        let left = translation.lowercased().split(whereSeparator: \.isWhitespace)
        let right = usual.lowercased().split(whereSeparator: \.isWhitespace)
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { one, other in
            let common = zip(one, other).prefix { $0 == $1 }.count
            return one == other || (common >= 3 && common >= max(one.count, other.count) - 3)
        }
    }
}
