import Foundation
import SwiftSourceScanner

/// Gives the format specifier of one interpolation, from what the module's declarations say of
/// the interpolated expression; never a guess: an expression whose type the declarations do not
/// settle gives a reason instead.
struct InterpolationTyper {
    let declarations: DeclarationIndex
    /// The type whose body the literal is in (`self`).
    var enclosingType: String?

    enum Outcome: Equatable {
        case specifier(String)
        case unknown(String)
    }

    /// The specifier of the interpolation whose tokens are `range` in `source`.
    func specifier(of range: Range<Int>, in source: SwiftSource) -> Outcome {
        let tokens = SignificantTokens(source, within: range)
        guard tokens.count > 0 else { return .unknown("an empty interpolation") }
        let parts = CallArgument.arguments(fromList: tokens)
        if let specifier = parts.labeled("specifier"), let position = specifier.literal(in: tokens) {
            return source.literal(at: tokens.indices[position]).staticValue.map(Outcome.specifier)
                ?? .unknown("a computed specifier:")
        }
        if parts.contains(where: { ["format", "formatter", "style"].contains($0.label ?? "") }) {
            return .specifier("%@")
        }
        guard let value = parts.first, value.label == nil else {
            return .unknown("an interpolation with a labelled value (\(parts.first?.label ?? ""):)")
        }
        let expression = expressionText(value.value, in: tokens)
        guard let type = type(of: value.value, in: tokens) else {
            return .unknown("'\(expression)': no declaration in the module gives its type")
        }
        guard let specifier = FormatSpecifierTable.specifier(for: type) else {
            return .unknown("'\(expression)' is a \(type), which has no format specifier of its own")
        }
        return .specifier(specifier)
    }

    /// The type of the expression at `range`, when the declarations settle it.
    func type(of range: Range<Int>, in tokens: SignificantTokens) -> String? {
        let start = range.lowerBound
        if range.count == 1, let token = tokens.token(start) {
            switch token.kind {
            case .string: return "String"
            case .number: return tokens.text(start).contains(".") ? "Double" : "Int"
            case .identifier: return tokens.name(start).flatMap(declarations.type(of:))
            default: return nil
            }
        }
        if range.count >= 3, tokens.isSymbol(range.upperBound - 2, "??") {
            return type(of: (range.upperBound - 1)..<range.upperBound, in: tokens)
        }
        if let names = chain(range, in: tokens) { return chainType(names) }
        return callType(range, in: tokens)
    }

    /// `a.b.c` (names and dots only) → its names.
    func chain(_ range: Range<Int>, in tokens: SignificantTokens) -> [String]? {
        var names: [String] = []
        for (offset, position) in range.enumerated() {
            if offset % 2 == 0 {
                guard let name = tokens.name(position) else { return nil }
                names.append(name)
            } else if !tokens.isSymbol(position, ".") {
                return nil
            }
        }
        return range.count % 2 == 1 ? names : nil
    }

    /// `self.x`: the enclosing type's member; `Type.x`: that type's; `a.b.x`: the one type every
    /// member `x` of the module (and of the standard types) has.
    func chainType(_ names: [String]) -> String? {
        guard let last = names.last, let first = names.first else { return nil }
        if names.count == 2 && first == "self" {
            return enclosingType.flatMap { declarations.memberType(last, of: $0) }
        }
        if names.count == 2, first.first?.isUppercase == true, declarations.memberTypes[first + "." + last] != nil {
            return declarations.memberType(last, of: first)
        }
        var types = declarations.members[last] ?? []
        if let standard = FormatSpecifierTable.standardMembers[last] { types.insert(standard) }
        guard types.count == 1, let only = types.first, !only.isEmpty else { return nil }
        return only
    }

    /// `Int(x)`, `String(describing: x)`, `Text(…)`, `f(…)`, `x.formatted(…)`: a call ending the expression.
    func callType(_ range: Range<Int>, in tokens: SignificantTokens) -> String? {
        guard tokens.isSymbol(range.upperBound - 1, ")") else { return nil }
        var open = range.upperBound - 1
        while open > range.lowerBound && tokens.closing(open - 1) != range.upperBound - 1 { open -= 1 }
        open -= 1
        guard tokens.isSymbol(open, "("), let callee = chain(range.lowerBound..<open, in: tokens),
            let name = callee.last
        else { return nil }
        if name == "formatted" && callee.count > 1 { return "String" }
        if callee.count == 1 && FormatSpecifierTable.specifier(for: name) != nil { return name }
        return callee.count == 1 ? declarations.returnType(of: name) : nil
    }

    func expressionText(_ range: Range<Int>, in tokens: SignificantTokens) -> String {
        range.map { tokens.text($0) }.joined(separator: " ")
            .replacingOccurrences(of: " . ", with: ".").replacingOccurrences(of: " (", with: "(")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }
}
