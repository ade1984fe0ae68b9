import LocaleCatalog

/// The `generate` fields' values, checked here because this module owns what they mean (the access
/// levels, the Swift name grammar, the lookup signature); `localekit.json` and the flags both use these.
extension ValueCheck where Value == GenerationOptions.AccessLevel {
    /// `generate.access` / `--access`.
    package static var accessLevel: Self { .oneOf(GenerationOptions.AccessLevel.self) }
}

extension ValueCheck where Value == GenerationOptions.LookupAccess {
    /// `generate.trAccess` / `--tr-access`.
    package static var lookupAccess: Self { .oneOf(GenerationOptions.LookupAccess.self) }
}

extension ValueCheck where Value == GenerationOptions.TableLayout {
    /// `generate.tables` / `--tables`.
    package static var tableLayout: Self { .oneOf(GenerationOptions.TableLayout.self) }
}

extension ValueCheck where Value == GenerationOptions.Lookup {
    /// `generate.lookup` / `--lookup`.
    package static var lookup: Self { .oneOf(GenerationOptions.Lookup.self) }
}

extension ValueCheck where Value == String {
    /// `generate.enumName` / `--enum-name`: a name the generated `enum` can take.
    package static var swiftTypeName: Self { .text("a Swift type name", accepts: SwiftIdentifier.isPlainIdentifier) }

    /// `generate.lookupFunction` / `--lookup-function`.
    package static var lookupFunction: Self {
        .text("a function name or a signature of 2 or 3 arguments") { LookupFunction($0) != nil }
    }
}
