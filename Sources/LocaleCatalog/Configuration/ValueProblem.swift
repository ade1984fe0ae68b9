/// A value an option refuses, worded once for `localekit.json` and the command line: only the
/// subject differs (`maxLength.button.*` in the file, `--max-length button.*` as a flag), so a bad
/// value reads the same wherever it was written.
package struct ValueProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the value was written: the JSON field's path or the flag (with the pair's name).
    package var subject: String
    /// What is wrong, the same from the file and the flag: `must be from 0 to 100, not 120`.
    package var reason: String

    /// A problem of `subject`.
    package init(subject: String, reason: String) {
        self.subject = subject
        self.reason = reason
    }

    /// `'maxLength.button.*' must be a whole number of characters from 1, not 0`.
    package var message: String { "'\(subject)' \(reason)" }

    /// The ``message``.
    package var description: String { message }
}
