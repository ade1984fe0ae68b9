import AccessorGeneration
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// What the usage rules share: the catalog of the root under check compared with the Swift sources
/// that `localekit.json` names (`"usage": {"sources": [...]}`).
extension CheckContext {
    /// `nil` when the configuration names no sources (the usage rules then find nothing).
    func usageReport() -> UsageReport? {
        UsageAnalyzer.report(for: catalog, configuration: configuration)
    }
}
