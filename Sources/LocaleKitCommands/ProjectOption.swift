import Foundation
import LocaleCatalog

/// One option that overrides a `localekit.json` field, declared once: its flag and field, the kind
/// of value it takes, how its value is read and checked (the field's own ``ValueCheck``, which the
/// JSON reader uses too), how it lays over the file's value, and its help line. ``all`` is the
/// table: the flags `localekit` accepts, ``CommandLineOptions``' reading, ``Frontend``'s overlay
/// and the options' help are all derived from it, so an option added here is added everywhere.
public struct ProjectOption: Sendable {
    /// How a flag takes its value.
    public enum Kind: Sendable, Hashable {
        /// `--config <file>`: the last one given wins.
        case value
        /// `--include <glob>`, given any number of times.
        case repeatable
        /// `--rule ID=SEVERITY`, repeatable, each a comma-separated list of pairs.
        case pairs
        /// `--strict`: no value.
        case flag
        /// `--require-complete` alone or `--require-complete=de,fr`.
        case optionalValue
    }

    /// Which commands take the option and which help lists it.
    public enum Section: Sendable, Hashable, CaseIterable {
        /// Every command that reads the project (PROJECT OPTIONS).
        case project
        /// `generate`'s (the `generate` object).
        case generate
        /// `check`'s own.
        case check
        /// `usage` and `sync`'s (the `usage` object).
        case usage
    }

    /// The flag without its `--` (`max-length`).
    public let flag: String
    /// The `localekit.json` field it overrides, as a dotted path (`maxLength`, `generate.enumName`);
    /// nil for flags that only direct the reading (`--config`, `--project`, `--target`).
    public let field: String?
    public let kind: Kind
    public let section: Section
    /// What the help shows after the flag (`<glob>=<n>`).
    public let syntax: String
    /// The help text, one element per line.
    public let help: [String]
    /// Whether the values are added to the file's (the help says `added`), rather than replacing them.
    public let addsToFile: Bool
    /// Reads the values given (never none) into the overrides; throws a ``ValueProblem`` for a bad one.
    let read: @Sendable (inout CommandLineOptions, Given) throws(ValueProblem) -> Void
    /// Sets the override, when there is one, over the file's field.
    let overlay: @Sendable (CommandLineOptions, inout LocaleKitConfiguration, Paths) -> Void

    init(
        _ flag: String, field: String?, _ kind: Kind, _ section: Section, syntax: String = "", adds: Bool = false,
        help: [String], read: @escaping @Sendable (inout CommandLineOptions, Given) throws(ValueProblem) -> Void,
        overlay: @escaping @Sendable (CommandLineOptions, inout LocaleKitConfiguration, Paths) -> Void = { _, _, _ in }
    ) {
        self.flag = flag
        self.field = field
        self.kind = kind
        self.section = section
        self.syntax = syntax
        self.addsToFile = adds
        self.help = help
        self.read = read
        self.overlay = overlay
    }

    /// Reads `values`, as the command line gave them for this flag (for a ``Kind/flag``: one empty
    /// value when present), into `options`; none given leaves `options` as it is.
    package func read(_ values: [String], into options: inout CommandLineOptions) throws(ValueProblem) {
        guard !values.isEmpty else { return }
        try read(&options, Given(flag: flag, values: values))
    }

    /// The table: every option that overrides a `localekit.json` field, in help order by section.
    public static let all = project + generate + check + usage

    /// The options of `section`, in help order.
    public static func options(in section: Section) -> [ProjectOption] { all.filter { $0.section == section } }

    /// The flags of `section` that take `kind` of value, as `Arguments` is told them.
    public static func flags(in sections: [Section], _ kinds: Set<Kind>) -> Set<String> {
        Set(all.filter { sections.contains($0.section) && kinds.contains($0.kind) }.map(\.flag))
    }
}

extension ProjectOption {
    /// The values one flag was given, and the checks that name it in their problems.
    struct Given: Sendable {
        let flag: String
        let values: [String]

        /// The last value given (a later flag overrides an earlier one).
        var last: String { values.last ?? "" }

        /// `check`'s value of `text`, a problem naming the flag (and the pair's name: `--max-length title`).
        func checked<Value>(_ text: String, _ check: ValueCheck<Value>, name: String? = nil) throws(ValueProblem)
            -> Value
        {
            try check.value(of: .text(text), subject: "--" + flag + (name.map { " " + $0 } ?? ""))
        }

        /// The `NAME=VALUE` pairs of every value, each a comma-separated list (`--rule a=off,b=error`).
        func pairs() throws(ValueProblem) -> [(String, String)] {
            try values.flatMap { $0.split(separator: ",") }.map { (pair) throws(ValueProblem) in
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, !parts[0].isEmpty else {
                    throw ValueProblem(subject: "--" + flag, reason: "wants NAME=VALUE, not '\(pair)'")
                }
                return (parts[0], parts[1])
            }
        }
    }

    /// How a path given as a flag is spelled in the configuration (``Frontend/relative(_:to:)``).
    struct Paths: Sendable {
        let file: LocaleKitConfiguration

        func asGiven(_ path: String) -> String { Frontend.relative(path, to: file) }
    }
}
