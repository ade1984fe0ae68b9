/// One `localekit` subcommand. Each lives in its own file as an extension of ``LocaleKitCommand``.
protocol Subcommand: Sendable {
    /// The verb, e.g. `check`.
    static var name: String { get }
    /// One line for `localekit --help`.
    static var abstract: String { get }
    /// The full help text: usage line, arguments and options.
    static var help: String { get }
    /// Runs the command and returns its exit code (0 clean, 1 findings at error severity, 2 usage or I/O).
    static func run(_ arguments: [String]) throws -> Int32
}
