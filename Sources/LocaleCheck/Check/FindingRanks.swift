import LocaleCatalog
import LocalizationFormats

/// The rank of each file, rule and language among a report's, so that findings compare as integers
/// (``FindingSortKey``).
struct FindingRanks {
    private var files: [String: Int] = [:]
    private var rules: [String: Int] = [:]
    private var languages: [String: Int] = [:]

    init(_ others: [Finding], _ missing: MissingTranslations) {
        var files: Set<String> = []
        var rules: Set<String> = []
        var languages: Set<String> = []
        for finding in others {
            files.insert(finding.diagnostic.location?.file ?? "")
            rules.insert(finding.rule.rawValue)
            languages.insert(finding.language ?? "")
        }
        if !missing.isEmpty { rules.insert(MissingTranslations.rule.rawValue) }
        for key in missing.keys { files.insert(key.location.file) }
        for group in missing.groups { languages.insert(group.language) }
        self.files = Self.ranks(files)
        self.rules = Self.ranks(rules)
        self.languages = Self.ranks(languages)
    }

    func key(of finding: Finding, index: Int32) -> FindingSortKey {
        let location = finding.diagnostic.location
        return FindingSortKey(
            file: files[location?.file ?? ""] ?? 0, line: location?.line ?? 0, column: location?.column ?? 0,
            rule: rules[finding.rule.rawValue] ?? 0, language: language(finding.language ?? ""), index: index)
    }

    /// The key of a `missing-translation` finding at `location`, in the first language.
    func missingTranslationKey(at location: SourceLocation) -> FindingSortKey {
        FindingSortKey(
            file: files[location.file] ?? 0, line: location.line, column: location.column,
            rule: rules[MissingTranslations.rule.rawValue] ?? 0, language: 0, index: 0)
    }

    func language(_ language: String) -> Int { languages[language] ?? 0 }

    /// Each distinct value's place in sorted order.
    private static func ranks(_ values: Set<String>) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: values.sorted().enumerated().map { ($1, $0) })
    }
}
