import LocaleCatalog

/// The shapes most entries of the table share, so that such an entry says only what differs.
extension ProjectOption {
    typealias GenerateField = WritableKeyPath<LocaleKitConfiguration.GenerateOptions, String?> & Sendable

    /// A `generate` field (`generate.<field>`) that the flag's last value sets, as `value` reads it
    /// (default: as given); without the flag the file's value stays.
    static func generateField(
        _ flag: String, field: String, _ property: GenerateField, syntax: String, help: [String],
        value: @escaping @Sendable (Given) throws(ValueProblem) -> String = { $0.last }
    ) -> ProjectOption {
        ProjectOption(
            flag, field: "generate." + field, .value, .generate, syntax: syntax, help: help,
            read: { options, given throws(ValueProblem) in options.generate[keyPath: property] = try value(given) },
            overlay: { options, configuration, _ in
                if let value = options.generate[keyPath: property] { configuration.generate[keyPath: property] = value }
            })
    }

    /// A repeatable flag whose values are added to the file's list (`--include`).
    static func addedList(
        _ flag: String, field: String, syntax: String, help: [String],
        _ property: WritableKeyPath<CommandLineOptions, [String]> & Sendable,
        _ configured: WritableKeyPath<LocaleKitConfiguration, [String]> & Sendable
    ) -> ProjectOption {
        ProjectOption(
            flag, field: field, .repeatable, .project, syntax: syntax, adds: true, help: help,
            read: { options, given in options[keyPath: property] = given.values },
            overlay: { options, configuration, _ in configuration[keyPath: configured] += options[keyPath: property] })
    }
}

extension ProjectOption {
    /// `--flag NAME=VALUE` pairs, each value checked by `check` (its problem names the pair's name),
    /// merged over the file's (a flag's pair wins), each name spelled as `normalize` spells it.
    static func checkedPairs<Value: Sendable>(
        _ flag: String, field: String, syntax: String, help: [String], _ check: ValueCheck<Value>,
        _ property: WritableKeyPath<CommandLineOptions, [String: Value]> & Sendable,
        _ configured: WritableKeyPath<LocaleKitConfiguration, [String: Value]> & Sendable,
        normalizingNames normalize: @escaping @Sendable (String) -> String = { $0 }
    ) -> ProjectOption {
        ProjectOption(
            flag, field: field, .pairs, .project, syntax: syntax, help: help,
            read: { options, given throws(ValueProblem) in
                for (name, text) in try given.pairs() {
                    options[keyPath: property][name] = try given.checked(text, check, name: name)
                }
            },
            overlay: { options, configuration, _ in
                let given = options[keyPath: property].map { (normalize($0), $1) }
                configuration[keyPath: configured].merge(given) { $1 }
            })
    }
}
