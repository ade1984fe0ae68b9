import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats

/// `localekit usage` as text: undefined keys (errors) and unused keys (warnings) as
/// `path:line:column: severity: message [rule]`, then the run-time keys and a summary line.
public enum UsageTextRenderer {
    public static func render(_ report: UsageReport) -> String {
        var lines = report.diagnostics.map { DiagnosticRenderer().render($0) }
        for item in report.undeterminable {
            let location = item.reference.location
            if item.reference.kind == .variable {
                lines.append(
                    "\(location.file):\(location.line):\(location.column): note: key given by an expression "
                        + "(\(item.reference.call)); \(item.matchingKeys) keys no other reference uses count as possibly used"
                )
                continue
            }
            lines.append(
                "\(location.file):\(location.line):\(location.column): note: key built at run time from '\(item.reference.key)…' "
                    + "(\(item.reference.call)); \(item.matchingKeys) matching keys count as possibly used")
        }
        let accessorCount = report.references.filter { $0.kind == .accessor }.count
        let literalCount = report.references.filter { $0.kind == .literal }.count
        lines.append(
            "\(report.definedKeyCount) keys defined; \(accessorCount) accessor and \(literalCount) literal references; "
                + "\(report.unused.count) unused, \(report.undefined.count) undefined, "
                + "\(report.undeterminable.count) built at run time")
        return lines.joined(separator: "\n")
    }
}
