import Testing

@testable import LocalizationFormats

/// `PluralVariable.countedType` reads the value types files use without parsing a format: what it
/// answers must be what the printf parser (`FormatString`, the owner) answers for the same conversion.
@Suite struct CountedTypeTests {
    @Test(arguments: [
        "d", "ld", "lld", "i", "li", "lli", "zd", "qd", "u", "lu", "llu", "zu", "qu", "x", "lx", "o", "f", "lf", "g",
        "e", "@", "%ld", "hd", "c", "C", "S", "p", "LF",
    ])
    func countedTypeIsTheParsersType(valueType: String) {
        let variable = PluralVariable(name: "n", valueType: valueType, forms: [:])
        let conversion = valueType.hasPrefix("%") ? String(valueType.dropFirst()) : valueType
        #expect(variable.countedType == FormatString(parsing: "%" + conversion).placeholders.first?.type)
    }
}
