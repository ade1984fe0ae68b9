import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats

/// `localekit usage --format json`:
/// `{"unused": [{"key","table","file","line"}], "undefined": [{"key","table","file","line","column","call"}],
///   "undeterminable": [{"prefix","table","file","line","column","call","matchingKeys"}]}`.
/// `table` is `null` where a call names none.
public enum UsageJSONRenderer {
    public static func render(_ report: UsageReport) -> String {
        let unused = report.unused.map { entry -> JSONValue in
            .object([
                ("key", .string(entry.key)), ("table", .string(entry.table)), ("file", .string(entry.location.file)),
                ("line", .int(entry.location.line)),
            ])
        }
        let undefined = report.undefined.map { reference -> JSONValue in
            .object([("key", .string(reference.key)), ("table", table(reference))] + place(reference))
        }
        let undeterminable = report.undeterminable.map { item -> JSONValue in
            .object(
                [("prefix", .string(item.reference.key)), ("table", table(item.reference))] + place(item.reference)
                    + [("matchingKeys", .int(item.matchingKeys))])
        }
        return JSONValue.object([
            ("unused", .array(unused)), ("undefined", .array(undefined)), ("undeterminable", .array(undeterminable)),
        ]).text()
    }

    static func table(_ reference: KeyReference) -> JSONValue {
        reference.table.map(JSONValue.string) ?? .null
    }

    static func place(_ reference: KeyReference) -> [(String, JSONValue)] {
        [
            ("file", .string(reference.location.file)), ("line", .int(reference.location.line)),
            ("column", .int(reference.location.column)), ("call", .string(reference.call)),
        ]
    }
}
