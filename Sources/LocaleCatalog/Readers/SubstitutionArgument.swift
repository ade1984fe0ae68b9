import Foundation
import LocalizationFormats

/// A String Catalog substitution's `%arg`: the one rewrite both readers (`.xcstrings`, an XLIFF
/// exported from a catalog) and both writers (`compile` into a catalog, `migrate`) use.
///
/// `%arg` stands for the argument the substitution counts (`argNum`), as `formatSpecifier`:
/// read, it becomes `%N$lld` (`%lld` without an `argNum`); written, the first placeholder that is
/// exactly that specifier, numbered with its argument or not, becomes `%arg` again.
enum SubstitutionArgument {
    /// The conversion Xcode gives a substitution's `%arg` unless told otherwise (an XLIFF does not say).
    static let defaultSpecifier = "lld"

    /// `form` as read: each `%arg` → `%N$specifier`.
    static func expand(_ form: String, argument: Int?, specifier: String) -> String {
        form.replacingOccurrences(of: "%arg", with: "%" + (argument.map { "\($0)$" } ?? "") + specifier)
    }

    /// `form` as written: its counted argument → `%arg`. Only a plain `%d` / `%2$d`: `%1.2f` keeps its
    /// width and precision as written.
    static func collapse(_ form: String, argument: Int?, specifier: String) -> String {
        let plain = ["%" + specifier] + (argument.map { ["%\($0)$" + specifier] } ?? [])
        guard let counted = FormatString(parsing: form).placeholders.first(where: { plain.contains($0.spec) }) else {
            return form
        }
        var scalars = Array(form.unicodeScalars)
        let end = counted.offset + counted.spec.unicodeScalars.count
        scalars.replaceSubrange(counted.offset..<end, with: "%arg".unicodeScalars)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}
