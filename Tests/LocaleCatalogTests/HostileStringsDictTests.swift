import Foundation
import KeyUsage
import LocaleCheck
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheckReporting

/// `.stringsdict` files that try to make the reader open other files, expand entities or nest
/// without end: each is reported, nothing is read from elsewhere or expanded, and the other files
/// of the run are still read. (The reader never loads a DTD; these tests hold it to that.)
struct HostileStringsDictTests {
    static let secret = "TOP-SECRET-\(UUID().uuidString)"

    static func plist(doctype: String, value: String = "%d file") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(doctype)
        <plist version="1.0">
        <dict>
            <key>files</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@n@</string>
                <key>n</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>one</key>
                    <string>\(value)</string>
                    <key>other</key>
                    <string>%d files</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """
    }

    static let appleDoctype =
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"

    static func hostile(secretPath: String, dtdPath: String) -> [(name: String, text: String)] {
        let laughs =
            (["<!DOCTYPE plist [", "<!ENTITY lol0 \"lol\">"]
            + (1...9).map { "<!ENTITY lol\($0) \"" + String(repeating: "&lol\($0 - 1);", count: 10) + "\">" }
            + ["]>"]).joined(separator: "\n")
        return [
            ("XXE", plist(doctype: "<!DOCTYPE plist [<!ENTITY xxe SYSTEM \"file://\(secretPath)\">]>", value: "&xxe;")),
            ("external DTD", plist(doctype: "<!DOCTYPE plist SYSTEM \"file://\(dtdPath)\">")),
            ("external DTD entity", plist(doctype: "<!DOCTYPE plist SYSTEM \"file://\(dtdPath)\">", value: "&leak;")),
            (
                "parameter entity",
                plist(doctype: "<!DOCTYPE plist [<!ENTITY % dtd SYSTEM \"file://\(dtdPath)\"> %dtd;]>", value: "&leak;")
            ),
            ("billion laughs", plist(doctype: laughs, value: "&lol9;")),
            ("network URL", plist(doctype: "<!DOCTYPE plist PUBLIC \"-//X//Y\" \"http://127.0.0.1:9/plist.dtd\">")),
            ("deep nesting", plist(doctype: "", value: String(repeating: "<array>", count: 100_000))),
        ]
    }

    @Test func hostileDocumentsAreReportedAndOthersStillRead() throws {
        let folder = try TestPaths.scratchFolder("hostile-stringsdict")
        let secretPath = folder + "/secret.txt"
        let dtdPath = folder + "/evil.dtd"
        try Self.secret.write(toFile: secretPath, atomically: true, encoding: .utf8)
        try "<!ENTITY leak SYSTEM \"file://\(secretPath)\">".write(toFile: dtdPath, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
        try Self.plist(doctype: Self.appleDoctype, value: "%d Datei")
            .write(toFile: folder + "/de.lproj/Good.stringsdict", atomically: true, encoding: .utf8)
        for (name, text) in Self.hostile(secretPath: secretPath, dtdPath: dtdPath) {
            let path = folder + "/de.lproj/Hostile.stringsdict"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let catalog = CatalogLoader().load([folder + "/de.lproj"])
            let output = CatalogDump.json(catalog) + DiagnosticRenderer().render(catalog.diagnostics)
            let reported = catalog.diagnostics.filter { $0.location?.file == path }
            #expect(
                reported.contains { $0.severity == .error && ($0.location?.line ?? 0) >= 2 }, "\(name): \(reported)")
            #expect(!output.contains(Self.secret), "\(name) leaked the file's contents")
            #expect(!output.contains("lollol"), "\(name) expanded entities")
            let good = catalog.tables["Good"]?.languages["de"]?.entries["files"]
            guard case .plural(let plural) = good?.translation else {
                Issue.record("\(name): the good file was not read")
                continue
            }
            #expect(plural.variables.first?.forms[.one] == "%d Datei", "\(name)")
        }
    }

    @Test func applesOwnDoctypeIsAccepted() {
        let file = StringsDictReader.read(Data(Self.plist(doctype: Self.appleDoctype).utf8), file: "a.stringsdict")
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.map(\.key) == ["files"])
    }
}
