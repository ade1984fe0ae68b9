/// A 1-based position in a user's file.
///
/// Every key, value and diagnostic carries one, so that a finding can be reported as
/// `path:line:column` — the form compilers and editors understand.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The path of the file, as the user named it (relative paths stay relative).
    public var file: String
    /// 1-based line number; 0 when the position in the file is unknown.
    public var line: Int
    /// 1-based column, counted in Unicode scalars; 0 when unknown.
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, or just `path` when the position is unknown.
    public var description: String {
        guard line > 0 else { return file }
        return column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
