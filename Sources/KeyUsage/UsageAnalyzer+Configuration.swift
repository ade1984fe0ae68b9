import AccessorGeneration
import CodeReading
import LocaleCatalog

extension UsageAnalyzer {
    /// `catalog`'s keys against the Swift sources `configuration` names (`usage.sources`), with the
    /// accessor names its `generate` and `usage` options give: what `localekit usage` prints and the
    /// usage rules report. `nil` when the configuration names no sources.
    /// The project's `LOCALIZED_STRING_MACRO_NAMES` (``LocalizedStringMacroNames``) join the call table,
    /// and a source file no target of `scope` compiles is left out with a note.
    public static func report(
        for catalog: Catalog, configuration: LocaleKitConfiguration, scope: XcodeProjectScope? = nil
    ) -> UsageReport? {
        let usage = configuration.usage
        guard !usage.sources.isEmpty else { return nil }
        let options = (try? GenerationOptions(configuration: configuration)) ?? GenerationOptions()
        let template = usage.template.flatMap(UsageTemplate.init(rawValue:)) ?? .structured
        let index = AccessorPathIndex(
            catalog: catalog, options: options, template: template, tableEnums: usage.tableEnums)
        let calls = LocalizedCallTable(
            functions: usage.functions, macros: LocalizedStringMacroNames.names(in: scope))
        let finder = SourceReferenceFinder(index: index, functions: UsageFunctions(calls: calls))
        return UsageAnalyzer(catalog: catalog, finder: finder).analyze(
            sources: usage.sources.map(configuration.resolve), scope: scope)
    }
}
