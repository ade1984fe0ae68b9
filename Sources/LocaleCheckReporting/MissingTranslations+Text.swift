import LocaleCheck

extension MissingTranslations {
    /// Appends ``message(of:)`` followed by ` [missing-translation]` as UTF-8, no `String` built
    /// (the text renderer's path for the findings most reports are made of).
    func writeMessageAndRule(of item: Item, to output: inout [UInt8]) {
        let group = groups[Int(item.group)]
        output.append(UInt8(ascii: "'"))
        DiagnosticRenderer.append(keys[Int(item.key)].key, to: &output)
        DiagnosticRenderer.append("' is not translated to ", to: &output)
        DiagnosticRenderer.append(group.language, to: &output)
        DiagnosticRenderer.append(" (table ", to: &output)
        DiagnosticRenderer.append(group.table, to: &output)
        DiagnosticRenderer.append(") [missing-translation]", to: &output)
    }
}
