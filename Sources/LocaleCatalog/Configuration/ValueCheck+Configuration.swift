extension ValueCheck where Value == Int {
    /// `maxLength` / `--max-length GLOB=N`: a limit of at least one character (below 10⁹, which no
    /// translation reaches, so the limit fits an `Int` everywhere).
    package static var characterLimit: ValueCheck<Int> {
        ValueCheck(
            kind: "a whole number of characters", requirement: "a whole number of characters from 1", isNumeric: true
        ) { input in
            let limit: Double
            switch input {
            case .number(let number): limit = number
            // A flag is read as a whole number as written, never as a hexadecimal or exponent float.
            case .text(let text):
                guard let whole = Int(text) else { return Double(text) == nil ? .wrongKind : .outOfBounds }
                limit = Double(whole)
            }
            guard limit >= 1, limit < 1e9, limit == limit.rounded() else { return .outOfBounds }
            return .accepted(Int(limit))
        }
    }
}

extension ValueCheck where Value == Double {
    /// `minCoverage` / `--min-coverage LANG=PERCENT`.
    package static var percent: ValueCheck<Double> {
        ValueCheck(kind: "a number from 0 to 100", requirement: "from 0 to 100", isNumeric: true) { input in
            let percent: Double
            switch input {
            case .number(let number): percent = number
            case .text(let text):
                guard let number = Double(text) else { return .wrongKind }
                percent = number
            }
            return (0...100).contains(percent) ? .accepted(percent) : .outOfBounds
        }
    }
}

extension ValueCheck where Value == LocaleKitConfiguration.RuleSetting {
    /// `rules` / `--rule ID=SEVERITY`.
    package static var ruleSetting: ValueCheck<LocaleKitConfiguration.RuleSetting> {
        .oneOf(LocaleKitConfiguration.RuleSetting.self)
    }
}

extension ValueCheck where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the cases of `type`, by raw value, in declaration order in the messages.
    package static func oneOf(_ type: Value.Type) -> ValueCheck<Value> {
        let names = type.allCases.map(\.rawValue).joined(separator: ", ")
        return ValueCheck(requirement: "one of \(names)") { input in
            guard case .text(let text) = input else { return .wrongKind }
            return Value(rawValue: text).map { .accepted($0) } ?? .outOfBounds
        }
    }
}

extension ValueCheck where Value == String {
    /// A string `accepts` takes as it is (a Swift type name, a lookup function).
    package static func text(_ requirement: String, accepts: @escaping @Sendable (String) -> Bool) -> ValueCheck<String>
    {
        ValueCheck(kind: "a string", requirement: requirement) { input in
            guard case .text(let text) = input else { return .wrongKind }
            return accepts(text) ? .accepted(text) : .outOfBounds
        }
    }
}
