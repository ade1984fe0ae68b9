import Foundation

extension ProjectOption {
    /// The option's help: `  --flag <syntax>` padded to `column`, then its text (a flag too long
    /// for the column has its text start on the next line); a project option's text opens with the
    /// field it overrides, `("include", added)`.
    public func helpText(column: Int) -> String {
        let head = "  --" + flag + (kind == .optionalValue || syntax.isEmpty ? syntax : " " + syntax)
        var lines = help
        if section == .project, let field, !lines.isEmpty {
            lines[0] = "(\"\(field)\"\(addsToFile ? ", added" : "")) " + lines[0]
        }
        let indent = String(repeating: " ", count: column)
        let text = lines.map { indent + $0 }
        guard head.count < column, let first = lines.first else { return ([head] + text).joined(separator: "\n") }
        return ([head.padding(toLength: column, withPad: " ", startingAt: 0) + first] + text.dropFirst())
            .joined(separator: "\n")
    }

    /// The help of every option of `section`, one after the other.
    public static func helpText(_ section: Section, column: Int) -> String {
        options(in: section).map { $0.helpText(column: column) }.joined(separator: "\n")
    }

    /// The help of the option `flag` (a command lists some options of a section among its own).
    public static func helpText(_ flag: String, column: Int) -> String {
        all.first { $0.flag == flag }?.helpText(column: column) ?? ""
    }
}
