/// A pluralized string, as a `.stringsdict` entry, an XLIFF plural group or an `.xcstrings`
/// plural variation describes it: a format with `%#@name@` references, and for each referenced
/// variable the forms to choose from.
public struct PluralTranslation: Hashable, Sendable {
    /// The `NSStringLocalizedFormatKey` value, e.g. `"%#@files@"` or `"%1$@ has %2$#@items@"`.
    public var format: String
    /// The variables in the order they were defined.
    public var variables: [PluralVariable]

    public init(format: String, variables: [PluralVariable]) {
        self.format = format
        self.variables = variables
    }

    /// The variable named `name`, if the translation defines it.
    public func variable(named name: String) -> PluralVariable? {
        variables.first { $0.name == name }
    }
}

/// One `%#@name@` variable of a ``PluralTranslation``.
public struct PluralVariable: Hashable, Sendable {
    public var name: String
    /// `NSStringFormatSpecTypeKey`, normally `NSStringPluralRuleType`.
    public var specType: String?
    /// `NSStringFormatValueTypeKey`: the printf conversion of the counted argument, e.g. `d`, `ld`, `f`, `@`.
    public var valueType: String?
    /// The forms present, by category.
    public var forms: [PluralCategory: String]
    /// Where the variable's definition starts (its `<key>` in a `.stringsdict`).
    public var location: SourceLocation?
    /// Where each form's text is (its `<string>` in a `.stringsdict`), where the reader knows it.
    public var formLocations: [PluralCategory: SourceLocation]

    public init(
        name: String, specType: String? = "NSStringPluralRuleType", valueType: String?,
        forms: [PluralCategory: String], location: SourceLocation? = nil,
        formLocations: [PluralCategory: SourceLocation] = [:]
    ) {
        self.name = name
        self.specType = specType
        self.valueType = valueType
        self.forms = forms
        self.location = location
        self.formLocations = formLocations
    }

    /// Where the form `category` is, else where the variable is.
    public func location(of category: PluralCategory) -> SourceLocation? {
        formLocations[category] ?? location
    }

    /// The Swift type of the counted argument: ``valueType`` read as a conversion, without the `%`
    /// that Xcode's generated Intents files write before it (``conversion(ofValueType:)``).
    public var countedType: PlaceholderType? {
        guard let conversion = Self.conversion(ofValueType: valueType), !conversion.isEmpty else { return nil }
        // The value types files use, without parsing a format: the rules ask this of every variable.
        switch conversion {
        case "d", "ld", "lld", "i", "li", "lli", "zd", "qd": return .int
        case "u", "lu", "llu", "zu", "qu", "x", "lx", "o": return .uint
        case "f", "lf", "g", "e": return .double
        case "@": return .string
        default: return FormatString(parsing: "%" + conversion).placeholders.first?.type
        }
    }

    /// A `NSStringFormatValueTypeKey` value as a conversion: `ld` stays `ld`; `%ld`, which Xcode
    /// writes in the `.stringsdict` files it generates for Intents (and which apps ship), is `ld`.
    public static func conversion(ofValueType valueType: String?) -> String? {
        guard let valueType else { return nil }
        return valueType.hasPrefix("%") ? String(valueType.dropFirst()) : valueType
    }
}
