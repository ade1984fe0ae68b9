/// Turns one `.stringsdict` entry whose dictionary is `NSStringVariableWidthRuleType` into
/// ``WidthVariants``, checking it.
///
/// ```xml
/// <key>title</key>
/// <dict>
///     <key>NSStringVariableWidthRuleType</key>
///     <dict><key>20</key><string>Fav. Players</string><key>25</key><string>Favorite Players</string></dict>
/// </dict>
/// ```
struct WidthEntryReader {
    let entry: PropertyListEntry
    private(set) var diagnostics: [Diagnostic] = []

    init(entry: PropertyListEntry) {
        self.entry = entry
    }

    /// Whether `entry` is a variable-width rule (and not also a plural rule, which ``PluralEntryReader`` reports).
    static func isWidthEntry(_ entry: PropertyListEntry) -> Bool {
        entry.value[PluralEntryReader.variableWidthKey] != nil && entry.value[PluralEntryReader.formatKey] == nil
    }

    /// The variants, or nil when the entry has none that can be used.
    mutating func read() -> WidthVariants? {
        let key = entry.key
        let ruleKey = PluralEntryReader.variableWidthKey
        for field in entry.value.entries ?? [] where field.key != ruleKey {
            warning("unknown key '\(field.key)' in the variable-width entry '\(key)'; ignored", at: field.keyLocation)
        }
        guard let rule = entry.value[ruleKey], let widths = rule.entries else {
            error("\(ruleKey) of '\(key)' must be a <dict> of widths and strings", at: entry.keyLocation)
            return nil
        }
        var variants = WidthVariants()
        var keyOfWidth: [Int: String] = [:]
        for variant in widths {
            guard let width = WidthVariants.width(ofKey: variant.key) else {
                error(
                    "'\(variant.key)' in \(ruleKey) of '\(key)' is not a width (a whole number such as 20)",
                    at: variant.keyLocation)
                continue
            }
            guard let text = variant.value.string else {
                error("width \(variant.key) of '\(key)' must be a <string>", at: variant.keyLocation)
                continue
            }
            if let earlier = keyOfWidth[width] {
                warning(
                    "width '\(variant.key)' of '\(key)' repeats the width '\(earlier)'; the last one wins",
                    at: variant.keyLocation)
            }
            keyOfWidth[width] = variant.key
            variants.texts[width] = text
            variants.locations[width] = variant.value.location
        }
        if variants.isEmpty {
            error("'\(key)' has no width variant in \(ruleKey)", at: entry.keyLocation)
        }
        // In file order: the unknown keys were reported first, wherever they stand.
        diagnostics.sort {
            ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0)
        }
        return variants.isEmpty ? nil : variants
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, rule: .stringsdict, message, at: location))
    }

    private mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, rule: .stringsdict, message, at: location))
    }
}
