import LocaleCatalog
import LocaleCheck
import LocalizationFormats

extension MissingTranslations {
    /// Appends ``message(of:)`` followed by ` [missing-translation]` as UTF-8, no `String` built
    /// (the text renderer's path for the findings most reports are made of).
    func writeMessageAndRule(of item: Item, to output: inout [UInt8]) {
        let group = groups[Int(item.group)]
        MissingTranslationRule.writeMessage(key: keys[Int(item.key)].key, language: group.language, table: group.table)
        {
            DiagnosticRenderer.append($0, to: &output)
        }
        DiagnosticRenderer.append(" [", to: &output)
        DiagnosticRenderer.append(Self.rule.rawValue, to: &output)
        output.append(UInt8(ascii: "]"))
    }
}
