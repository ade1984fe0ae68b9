import Foundation
import SwiftSourceScanner

/// Gives the format specifier of one interpolation, from what the module's declarations say of
/// the interpolated expression; never a guess: an expression whose type the declarations do not
/// settle gives a reason instead.
struct InterpolationTyper {
    let typer: ExpressionTyper
    /// The literal's position in its file: where the interpolation's names are looked up.
    var position: Int

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
        guard let type = typer.type(of: value.value, in: tokens, at: position) else {
            return .unknown("'\(expression)': no declaration in the module gives its type")
        }
        guard let specifier = FormatSpecifierTable.specifier(for: type) else {
            return .unknown("'\(expression)' is a \(type), which has no format specifier of its own")
        }
        return .specifier(specifier)
    }

    func expressionText(_ range: Range<Int>, in tokens: SignificantTokens) -> String {
        range.map { tokens.text($0) }.joined(separator: " ")
            .replacingOccurrences(of: " . ", with: ".").replacingOccurrences(of: " (", with: "(")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }
}
