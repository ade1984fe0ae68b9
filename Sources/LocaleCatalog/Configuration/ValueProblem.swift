/// A value an option refuses, worded once for `localekit.json` and the command line: only the
/// subject differs (`maxLength.button.*` in the file, `--max-length button.*` as a flag), so a bad
/// value reads the same wherever it was written.
public struct ValueProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the value was written: the JSON field's path or the flag (with the pair's name).
    public var subject: String
    /// What is wrong, the same from the file and the flag: `must be from 0 to 100, not 120`.
    public var reason: String

    /// A problem of `subject`.
    public init(subject: String, reason: String) {
        self.subject = subject
        self.reason = reason
    }

    /// `'maxLength.button.*' must be a whole number of characters from 1, not 0`.
    public var message: String { "'\(subject)' \(reason)" }

    public var description: String { message }
}
