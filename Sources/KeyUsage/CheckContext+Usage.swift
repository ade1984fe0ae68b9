import AccessorGeneration
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// What the usage rules share: the catalog of the root under check compared with the Swift sources
/// that `localekit.json` names (`"usage": {"sources": [...]}`).
extension CheckContext {
    /// `nil` when the configuration names no sources (the usage rules then find nothing).
    func usageReport() -> UsageReport? {
        let usage = configuration.usage
        guard !usage.sources.isEmpty else { return nil }
        var options = (try? GenerationOptions(configuration: configuration)) ?? GenerationOptions()
        options.enumName = configuration.generate.enumName ?? options.enumName
        let template = usage.template.flatMap(UsageTemplate.init(rawValue:)) ?? .structured
        let index = AccessorPathIndex(
            catalog: catalog, options: options, template: template, tableEnums: usage.tableEnums)
        let finder = SourceReferenceFinder(index: index, functions: UsageFunctions(extra: usage.functions))
        return UsageAnalyzer(catalog: catalog, finder: finder).analyze(
            sources: usage.sources.map(configuration.resolve))
    }
}
