import LocalizationFormats
import SwiftSourceScanner

extension StringExtractor {
    enum KeyOutcome {
        case key(String)
        case undeterminable(pieces: [String], reason: String)
        /// Not a literal key (`NSLocalizedString("a\(b)", …)` is a `String` built at run time).
        case none
    }

    /// The key a literal gives: its text, each interpolation as its type's specifier and each `%`
    /// of its text as `%%` (a literal without interpolation is the key as written).
    func key(at position: Int, isStringKeyed: Bool) -> KeyOutcome {
        let literal = tokens.source.literal(at: tokens.indices[position])
        if let value = literal.staticValue { return .key(value) }
        if isStringKeyed { return .none }
        let typer = InterpolationTyper(
            typer: ExpressionTyper(declarations: declarations, file: fileDeclarations), position: position)
        var key = ""
        var pieces = [""]
        var reason: String?
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                key += text.replacingPercents()
                pieces[pieces.count - 1] += text
            case .interpolation(let range):
                pieces.append("")
                switch typer.specifier(of: range, in: tokens.source) {
                case .specifier(let specifier): key += specifier
                case .unknown(let why): reason = reason ?? why
                }
            }
        }
        if let reason { return .undeterminable(pieces: pieces, reason: reason) }
        return .key(key)
    }

    mutating func add(
        _ literal: Int, table: String, comment: String? = nil, defaultValue: String? = nil,
        hasDefaultValue: Bool = false, call: String, isStringKeyed: Bool = false
    ) {
        switch key(at: literal, isStringKeyed: isStringKeyed) {
        case .key(let key):
            extraction.strings.append(
                ExtractedString(
                    key: key, table: table, comment: comment, defaultValue: defaultValue,
                    hasDefaultValue: hasDefaultValue, call: call, location: location(of: literal)))
        case .undeterminable(let pieces, let reason):
            report(pieces, table: table, reason: reason, call: call, at: literal)
        case .none:
            break
        }
    }

    mutating func report(_ pieces: [String], table: String, reason: String, call: String, at literal: Int) {
        extraction.undeterminable.append(
            UndeterminableString(
                pieces: pieces, table: table, reason: reason, call: call, location: location(of: literal)))
    }

    func location(of position: Int) -> SourceLocation {
        let token = tokens.token(position)
        return SourceLocation(file: file, line: Int(token?.line ?? 1), column: Int(token?.column ?? 1))
    }
}

extension String {
    /// `%` → `%%`: literal text in a format key.
    fileprivate func replacingPercents() -> String {
        guard contains("%") else { return self }
        var result = ""
        for character in self {
            result.append(character)
            if character == "%" { result.append("%") }
        }
        return result
    }
}
