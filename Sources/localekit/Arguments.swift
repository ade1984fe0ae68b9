/// A usage error: bad or missing arguments. Printed as one line plus the command's usage; exit 2.
/// A mistyped name prints a "did you mean" line instead of the usage.
struct UsageError: Error {
    var message: String
    /// The known name the user probably meant (`--format` for `--fromat`).
    var suggestion: String?
    /// Whether the command's whole help follows the message (not for a mistyped name).
    var showsHelp = true

    init(_ message: String) { self.message = message }

    /// An unknown name among `known`: one line, and the nearest known name when one is near.
    static func unknown(_ kind: String, _ name: String, known: [String]) -> UsageError {
        var error = UsageError("unknown \(kind) '\(name)'")
        error.suggestion = Suggestion.closest(to: name, in: known)
        error.showsHelp = false
        return error
    }
}

/// Parsed command-line arguments of one subcommand: positionals, `--name value` options, `--flag`s and
/// flags with an optional inline value (`--require-complete` or `--require-complete=de,fr`).
struct Arguments {
    var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// - Parameters:
    ///   - options: names (without `--`) that take a value (`--format json` or `--format=json`).
    ///   - flags: names that take none.
    ///   - optionalValues: names given alone (recorded as an empty value) or with `=value`.
    init(_ arguments: [String], options: Set<String>, flags: Set<String>, optionalValues: Set<String> = []) throws {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("--") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if optionalValues.contains(name) {
                values[name, default: []].append(inlineValue ?? "")
            } else if flags.contains(name) {
                guard inlineValue == nil else { throw UsageError("option '--\(name)' takes no value") }
                self.flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError("option '--\(name)' needs a value") }
                    values[name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                throw UsageError.unknown(
                    "option", "--\(name)", known: options.union(flags).union(optionalValues).sorted().map { "--" + $0 })
            }
        }
    }

    /// The last value given for `--name`.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable `--name`.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `--name`, which must be one of `choices`.
    func choice(_ name: String, in choices: [String], default defaultValue: String) throws -> String {
        guard let value = value(name) else { return defaultValue }
        guard choices.contains(value) else {
            throw UsageError(
                "'\(value)' is not a valid value for '--\(name)' (expected \(choices.joined(separator: ", ")))")
        }
        return value
    }
}
