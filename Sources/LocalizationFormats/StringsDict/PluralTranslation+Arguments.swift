extension PluralTranslation {
    /// The argument each variable counts, by name: the position of its `%#@name@` reference in
    /// the format, or, for a variable referenced only from another variable's form, in that form
    /// (parsed from the outer variable's position on). A variable never referenced has none.
    ///
    /// `"%#@names@%#@count_mutual@"` gives `["names": 1, "count_mutual": 2]`.
    public var variablePositions: [String: Int] {
        variablePositions(format: FormatString(parsing: format))
    }

    /// ``variablePositions``, with ``format`` already parsed (`parsedFormat`).
    public func variablePositions(format parsedFormat: FormatString) -> [String: Int] {
        var positions: [String: Int] = [:]
        var pending = parsedFormat.placeholders.compactMap { placeholder in
            placeholder.variable.map { (name: $0, position: placeholder.position) }
        }
        while !pending.isEmpty {
            let reference = pending.removeFirst()
            guard positions[reference.name] == nil else { continue }
            positions[reference.name] = reference.position
            // Most variables reference no other (no `#` in any form): no form to look up by category.
            guard let variable = variable(named: reference.name),
                variable.forms.values.contains(where: { $0.containsUTF8(UInt8(ascii: "#")) })
            else { continue }
            for category in PluralCategory.allCases {
                guard let form = variable.forms[category], form.containsUTF8(UInt8(ascii: "#")) else { continue }
                let parsed = FormatString(parsing: form, firstImplicitPosition: reference.position)
                for placeholder in parsed.placeholders {
                    if let name = placeholder.variable { pending.append((name, placeholder.position)) }
                }
            }
        }
        return positions
    }

    /// `form` of the variable counting argument `position` as Foundation formats it: its unnumbered
    /// specifiers take arguments from `position` on, numbered ones (`%1$@`) are absolute.
    ///
    /// CoreFoundation formats a form by calling `__CFStringAppendFormatCore` again with the
    /// variable's argument as `initialArgPosition`; so in `"Followed by %1$@, and %ld mutuals"`
    /// of a variable counting argument 2, `%ld` is argument 2. Mixing the two styles is how
    /// Xcode writes such forms, so ``FormatProblem/Kind/mixedNumbering`` is dropped here.
    public static func parseForm(_ form: String, position: Int?) -> FormatString {
        var parsed = FormatString(parsing: form, firstImplicitPosition: position ?? 1)
        parsed.problems.removeAll { $0.kind == .mixedNumbering }
        return parsed
    }
}
