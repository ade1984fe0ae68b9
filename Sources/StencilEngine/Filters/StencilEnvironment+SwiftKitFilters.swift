import Foundation

extension StencilEnvironment {
    /// StencilSwiftKit's string and number filters (`!contains` etc. negate the boolean ones).
    mutating func registerSwiftKitFilters() {
        let strings: [(String, @Sendable (StencilValue, [StencilValue]) throws -> StencilValue)] = [
            ("basename", { value, _ in .string(SwiftKitText.basename(try value.filterString())) }),
            ("dirname", { value, _ in .string(SwiftKitText.dirname(try value.filterString())) }),
            (
                "camelToSnakeCase",
                { value, arguments in
                    let lower = try arguments.boolArgument() ?? true
                    let snake = SwiftKitText.snakeCase(try value.filterString())
                    return .string(lower ? snake.lowercased() : snake)
                }
            ),
            (
                "snakeToCamelCase",
                { value, arguments in
                    let strip = try arguments.boolArgument() ?? false
                    return .string(SwiftKitText.snakeToCamelCase(try value.filterString(), stripLeading: strip))
                }
            ),
            ("escapeReservedKeywords", { value, _ in .string(SwiftKitText.escapingKeyword(try value.filterString())) }),
            ("lowerFirstLetter", { value, _ in .string(SwiftKitText.lowerFirstLetter(try value.filterString())) }),
            ("lowerFirstWord", { value, _ in .string(SwiftKitText.lowerFirstWord(try value.filterString())) }),
            ("upperFirstLetter", { value, _ in .string(SwiftKitText.upperFirstLetter(try value.filterString())) }),
            ("titlecase", { value, _ in .string(SwiftKitText.upperFirstLetter(try value.filterString())) }),
            ("removeNewlines", Self.removeNewlines),
            ("replace", Self.replace),
            ("swiftIdentifier", Self.swiftIdentifier),
            ("hexToInt", Self.hexToInt),
            ("int255toFloat", Self.int255toFloat),
            ("percent", Self.percent),
        ]
        for (name, filter) in strings { registerFilter(name, StencilFilter(filter)) }

        let predicates: [(String, @Sendable (String, String) -> Bool)] = [
            ("contains", { $0.contains($1) }),
            ("hasPrefix", { $0.hasPrefix($1) }),
            ("hasSuffix", { $0.hasSuffix($1) }),
        ]
        for (name, predicate) in predicates {
            registerFilter(
                name,
                StencilFilter { value, arguments in
                    .bool(predicate(try value.filterString(), try arguments.stringArgument()))
                })
            registerFilter(
                "!" + name,
                StencilFilter { value, arguments in
                    .bool(!predicate(try value.filterString(), try arguments.stringArgument()))
                })
        }
    }

    private static func replace(_ value: StencilValue, _ arguments: [StencilValue]) throws -> StencilValue {
        let source = try value.filterString()
        let target = try arguments.stringArgument(at: 0)
        let replacement = try arguments.stringArgument(at: 1)
        let mode = try arguments.modeArgument(at: 2, modes: ["normal", "regex"], default: "normal")
        if mode == "normal" && !target.isEmpty {
            if !source.containsBytes(of: target) { return .string(source) }
            if let replaced = source.replacingASCII(target, with: replacement) { return .string(replaced) }
        }
        let options: String.CompareOptions = mode == "regex" ? .regularExpression : []
        return .string(source.replacingOccurrences(of: target, with: replacement, options: options))
    }

    private static func swiftIdentifier(_ value: StencilValue, _ arguments: [StencilValue]) throws -> StencilValue {
        let string = try value.filterString()
        switch try arguments.modeArgument(modes: ["valid", "normal", "pretty"], default: "normal") {
        case "valid": return .string(SwiftIdentifier.identifier(string, capitalizingComponents: false))
        case "normal": return .string(SwiftIdentifier.identifier(string, capitalizingComponents: true))
        default: return .string(SwiftIdentifier.pretty(string))
        }
    }

    private static func removeNewlines(_ value: StencilValue, _ arguments: [StencilValue]) throws -> StencilValue {
        let string = try value.filterString()
        if try arguments.modeArgument(modes: ["all", "leading"], default: "all") == "all" {
            return .string(string.components(separatedBy: .whitespacesAndNewlines).joined())
        }
        return .string(
            string.components(separatedBy: .newlines)
                .map { line in String(line.unicodeScalars.drop { CharacterSet.whitespaces.contains($0) }) }
                .joined().trimmingCharacters(in: .whitespaces))
    }

    private static func hexToInt(_ value: StencilValue, _: [StencilValue]) throws -> StencilValue {
        guard case .string(let text) = value else { throw FilterProblem.invalidInputType }
        return Int(text, radix: 16).map { .int($0) } ?? .null
    }

    private static func int255toFloat(_ value: StencilValue, _: [StencilValue]) throws -> StencilValue {
        guard case .int(let int) = value else { throw FilterProblem.invalidInputType }
        return .number(Float(int) / Float(255.0))
    }

    private static func percent(_ value: StencilValue, _: [StencilValue]) throws -> StencilValue {
        guard case .number(let number) = value else { throw FilterProblem.invalidInputType }
        return .string("\(Int(number * 100.0))%")
    }
}
