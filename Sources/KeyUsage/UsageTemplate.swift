import AccessorGeneration
import LocaleCatalog
import LocaleCheck

/// Whose naming turns keys into accessor paths: one of ours, or SwiftGen's `structured-swift5`.
public enum UsageTemplate: String, Sendable, CaseIterable {
    case structured, flat, swiftgen
}
