extension PluralTranslation {
    /// The format's placeholders with each `%#@var@` reference typed by its variable's
    /// `NSStringFormatValueTypeKey`; problems include one argument used with two types across the two.
    ///
    /// `"%@ has %#@files@"` with `files` counting `ld` gives `[String, Int]`.
    public var formatString: FormatString {
        var parsed = FormatString(parsing: format)
        var typeByPosition: [Int: PlaceholderType] = [:]
        for placeholder in parsed.placeholders where placeholder.variable == nil {
            if let type = placeholder.type, typeByPosition[placeholder.position] == nil {
                typeByPosition[placeholder.position] = type
            }
        }
        for index in parsed.placeholders.indices {
            guard let name = parsed.placeholders[index].variable,
                let type = variable(named: name)?.countedType
            else { continue }
            let placeholder = parsed.placeholders[index]
            parsed.placeholders[index].type = type
            if let existing = typeByPosition[placeholder.position], existing != type {
                parsed.problems.append(
                    FormatProblem(
                        kind: .conflictingTypes,
                        message: "argument \(placeholder.position) is used as \(existing.swiftType) and, through "
                            + "'\(placeholder.spec)', as \(type.swiftType)", offset: placeholder.offset))
            } else {
                typeByPosition[placeholder.position] = type
            }
        }
        return parsed
    }
}
