import LocalizationFormats

/// Where `localekit.json` set each field it read (`generate.access` → line 4, column 5), so that a
/// value checked after reading (the `generate` fields, which the generator's module checks) is still
/// reported at its line and column.
///
/// Two configurations with the same settings are equal wherever their files spelled them: the
/// locations say where, not what, so they take no part in `==` or hashing.
package struct FieldLocations: Sendable, Hashable {
    private var locations: [String: SourceLocation] = [:]

    /// No location recorded.
    package init() {}

    /// The location recorded for `field` (a dotted path such as `generate.enumName`).
    package subscript(field: String) -> SourceLocation? {
        get { locations[field] }
        set { locations[field] = newValue }
    }

    /// Always true: where a file spelled its fields does not change what they say.
    package static func == (lhs: FieldLocations, rhs: FieldLocations) -> Bool { true }

    /// Hashes nothing, as ``==`` compares nothing.
    package func hash(into hasher: inout Hasher) {}
}
