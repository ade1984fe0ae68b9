import LocalizationFormats

/// Checks every fuzz target makes of a reader's result, beyond "did not crash": a broken
/// invariant traps, and libFuzzer keeps the input that broke it.
enum FuzzInvariants {
    /// Every diagnostic points into the file that was read, at a 1-based line and column (or 0: unknown).
    static func check(_ diagnostics: [Diagnostic], file: String) {
        for diagnostic in diagnostics {
            precondition(!diagnostic.message.isEmpty, "a diagnostic without a message")
            guard let location = diagnostic.location else { continue }
            precondition(location.file == file, "a diagnostic for another file: \(location)")
            precondition(location.line >= 0 && location.column >= 0, "a negative location: \(location)")
            precondition(location.line > 0 || location.column == 0, "a column without a line: \(location)")
        }
    }

    /// `location` is in `file`, on a real line.
    static func check(_ location: SourceLocation, file: String) {
        precondition(location.file == file, "an entry located in another file: \(location)")
        precondition(location.line >= 1 && location.column >= 0, "an entry without a line: \(location)")
    }
}
