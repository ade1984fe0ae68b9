import Foundation
import LocalizationFormats

/// A `.stringsdict` entry compiled for lookups: its format and, per `%#@name@` variable, the form of
/// each plural category, all parsed once when the table loads.
final class PluralFormat: Sendable {
    struct Variable: Sendable {
        var forms: [PluralCategory: String]
        /// `NSStringFormatValueTypeKey`, e.g. `d`, `ld`, `.1f`.
        var valueType: String?
        /// The forms parsed for the argument position of the variable's reference in the format.
        var parsedForms: [PluralCategory: PrintfTemplate] = [:]
        var parsedPosition = 0
    }

    let format: String
    let variables: [String: Variable]
    private let template: PrintfTemplate

    init(_ translation: PluralTranslation) {
        format = translation.format
        template = PrintfTemplate(parsing: translation.format)
        // The tools' rule (`check` and the generator read the same positions).
        let positions = translation.variablePositions
        var variables: [String: Variable] = [:]
        for variable in translation.variables {
            var compiled = Variable(forms: variable.forms, valueType: variable.valueType)
            if let position = positions[variable.name] {
                compiled.parsedPosition = position
                compiled.parsedForms = variable.forms.mapValues { PrintfTemplate(parsing: $0, firstPosition: position) }
            }
            variables[variable.name] = compiled
        }
        self.variables = variables
    }

    /// Picks each variable's form by `rule` for its argument and formats the result in `locale`.
    func string(arguments: [any CVarArg], rule: PluralRule, locale: FormatLocale) -> String {
        let expanded = expand(template, arguments: arguments, rule: rule, depth: 0)
        return ArgumentFormatter.format(expanded, arguments: arguments, locale: locale)
    }

    /// Replaces every `%#@name@` by the chosen form; unnumbered placeholders in a form refer to the
    /// variable's own argument. Forms may reference further variables (a few levels deep).
    private func expand(_ template: PrintfTemplate, arguments: [any CVarArg], rule: PluralRule, depth: Int)
        -> PrintfTemplate
    {
        guard template.pieces.contains(where: \.isVariable) else { return template }
        var pieces: [PrintfTemplate.Piece] = []
        for piece in template.pieces {
            guard case .placeholder(let placeholder) = piece, let name = placeholder.variable else {
                pieces.append(piece)
                continue
            }
            guard depth < 4, let variable = variables[name] else { continue }
            let argument = placeholder.position <= arguments.count ? arguments[placeholder.position - 1] : nil
            let category = argument.map { Self.category(of: $0, variable: variable, rule: rule) }
            guard let chosen = PluralVariable.fallbackCategory(for: category ?? .other, in: variable.forms) else {
                continue
            }
            let parsed =
                placeholder.position == variable.parsedPosition
                ? variable.parsedForms[chosen]
                : variable.forms[chosen].map { PrintfTemplate(parsing: $0, firstPosition: placeholder.position) }
            guard let parsed else { continue }
            pieces += expand(parsed, arguments: arguments, rule: rule, depth: depth + 1).pieces
        }
        return PrintfTemplate(pieces: pieces, nextPosition: template.nextPosition)
    }

    /// The rule's category for the argument; as on Apple platforms, a `zero` form, when given, is
    /// used for 0 in every language, even those whose rules have no `zero`.
    private static func category(of argument: any CVarArg, variable: Variable, rule: PluralRule) -> PluralCategory {
        let operands = operands(of: argument, valueType: variable.valueType)
        if operands.n == 0, variable.forms[.zero] != nil { return .zero }
        return rule.category(for: operands)
    }

    /// The plural operands of an argument: whole numbers as they are; a floating-point number as the
    /// value type displays it (`.1f` shows `1.0`, which is `other` in English); a string as written.
    static func operands(of argument: any CVarArg, valueType: String?) -> PluralOperands {
        if let integer = argument as? any BinaryInteger {
            if let value = Int(exactly: integer) { return PluralOperands(value) }
            return PluralOperands(String(integer)) ?? PluralOperands(Int.max)
        }
        if let floating = argument as? any BinaryFloatingPoint {
            let value = Double(floating)
            if let precision = Self.precision(of: valueType), value.isFinite,
                let shown = PluralOperands(String(format: "%.\(precision)f", value))
            {
                return shown
            }
            return PluralOperands(value)
        }
        if let string = argument as? String, let operands = PluralOperands(string) { return operands }
        return PluralOperands(n: .nan, i: 0, v: 0, w: 0, f: 0, t: 0)
    }

    /// The precision of a floating-point value type such as `.1f` or `.2lf`.
    private static func precision(of valueType: String?) -> Int? {
        guard let valueType, let dot = valueType.firstIndex(of: "."), "fFeEgG".contains(valueType.last ?? " ") else {
            return nil
        }
        return Int(valueType[valueType.index(after: dot)...].prefix { $0.isNumber })
    }
}

extension PrintfTemplate.Piece {
    fileprivate var isVariable: Bool {
        if case .placeholder(let placeholder) = self { placeholder.variable != nil } else { false }
    }
}
