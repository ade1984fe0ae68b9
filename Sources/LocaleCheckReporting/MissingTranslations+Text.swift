import LocaleCatalog
import LocaleCheck
import LocalizationFormats

extension MissingTranslations {
    /// A table and language's message bytes before and after the key, the rule id included.
    typealias MessageParts = (beforeKey: [UInt8], afterKey: [UInt8])

    /// Appends ``message(of:)`` followed by ` [missing-translation]` as UTF-8, no `String` built
    /// (the text renderer's path for the findings most reports are made of), with the bytes around
    /// the key from `parts` (``messageParts()``).
    func writeMessageAndRule(of item: Item, to output: inout [UInt8], parts: [MessageParts]) {
        let around = parts[Int(item.group)]
        output.append(contentsOf: around.beforeKey)
        DiagnosticRenderer.appendOnOneLine(keys[Int(item.key)].key, to: &output)
        output.append(contentsOf: around.afterKey)
    }

    /// Each table and language's message bytes around the key, made once per group (a catalog has a
    /// few hundred) rather than looked up per finding (it has ~10⁵).
    func messageParts() -> [MessageParts] {
        groups.map { group in
            let text = MissingTranslationRule.messageParts(language: group.language, table: group.table)
            return (Array(text.beforeKey.utf8), Array((text.afterKey + " [" + Self.rule.rawValue + "]").utf8))
        }
    }

    /// Each group's ``MissingTranslationRule/summaryMessage(firstKeys:count:language:table:)``, its
    /// first keys in the report's order.
    func summaryMessages(in report: CheckReport) -> [String?] {
        var firstKeys = [[String]](repeating: [], count: groups.count)
        report.forEachItem(
            firstMissingPerGroup: true, other: { _ in },
            missing: { item in
                let group = Int(item.group)
                if firstKeys[group].count < MissingTranslationRule.keysNamedInSummary {
                    firstKeys[group].append(keys[Int(item.key)].key)
                }
            })
        let counts = countsPerGroup()
        return groups.indices.map { index in
            MissingTranslationRule.summaryMessage(
                firstKeys: firstKeys[index], count: counts[index], language: groups[index].language,
                table: groups[index].table)
        }
    }
}
