import AccessorGeneration
import CatalogSync
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

extension RuleRegistry {
    /// Every rule and every id `localekit` and the build plugin report: the check rules, the usage
    /// rules, and the ids of the readers, the generator, `sync`, `format` and the plugin. What
    /// ``Frontend`` validates `rules` and `--rule` against, and what the help and docs/checking.md list.
    public static let standard = RuleRegistry.checking.describing(
        RuleDescription.generation + RuleDescription.sync + [
            RuleDescription(
                .generate, .error, "The generator failed during a plugin build (a template problem).",
                commands: [.buildPlugin])
        ])
}
