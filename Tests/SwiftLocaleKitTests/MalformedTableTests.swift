import Foundation
import LocalizationFormats
import Synchronization
import Testing

@testable import SwiftLocaleKit

/// Whatever is in an app bundle's German table, the runtime never traps: a table it cannot read
/// falls back to English, and the problem reaches the logging hook once. (A table whose only faults
/// are escapes, such as a lone surrogate, is read as Foundation reads it: `TableLoadingTests`.)
@Suite struct MalformedTableTests {
    struct Table: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var contents: Data
        /// Whether the runtime has a problem to report (an empty table or a self-referring variable is just useless).
        var reported = true
        var testDescription: String { name }
    }

    static func bytes(_ text: String, _ extra: [UInt8] = []) -> Data { Data(text.utf8) + Data(extra) }

    static let tables: [Table] = [
        Table(name: "empty .strings", file: "Localizable.strings", contents: Data(), reported: false),
        Table(
            name: "invalid UTF-8", file: "Localizable.strings", contents: bytes("\"k\" = \"", [0xFF, 0xFE, 0x22, 0x3B])),
        Table(name: "odd-length UTF-16", file: "Localizable.strings", contents: Data([0xFF, 0xFE, 0x22, 0x00, 0x6B])),
        Table(
            name: "NUL bytes", file: "Localizable.strings",
            contents: bytes("\"k\" = \"a", [0]) + bytes("b\";\n\"padding\" = \"plenty of text after it\";\n")),
        Table(name: "truncated", file: "Localizable.strings", contents: bytes("\"k\" = \"Deut")),
        Table(name: "binary plist garbage", file: "Localizable.strings", contents: bytes("bplist00\u{1}\u{2}garbage")),
        Table(
            name: "XML plist of an array", file: "Localizable.strings",
            contents: bytes("<plist><array><string>k</string></array></plist>")),
        Table(
            name: "stringsdict with an entity", file: "Localizable.stringsdict",
            contents: bytes(
                "<!DOCTYPE plist [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><plist><dict><key>k</key>&x;</dict></plist>"
            )),
        Table(
            name: "stringsdict nested without end", file: "Localizable.stringsdict",
            contents: bytes("<plist><dict><key>k</key>" + String(repeating: "<dict><key>k</key>", count: 10_000))),
        Table(
            name: "stringsdict whose variable refers to itself", file: "Localizable.stringsdict",
            contents: bytes(
                """
                <plist><dict><key>k</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%#@n@</string><key>other</key><string>%#@n@ %#@n@</string></dict>
                </dict></dict></plist>
                """), reported: false),
    ]

    @Test(arguments: tables)
    func fallsBackAndReportsOnce(_ table: Table) throws {
        let bundle = try TestSupport.temporaryBundle { directory in
            try TestSupport.write(Data(#""k" = "English";"#.utf8), to: "en.lproj/Localizable.strings", in: directory)
            try TestSupport.write(table.contents, to: "de.lproj/" + table.file, in: directory)
        }
        let reported = Mutex<[Diagnostic]>([])
        let kit = TestSupport.kit(bundle: bundle)
        kit.diagnosticHandler = { diagnostic in reported.withLock { $0.append(diagnostic) } }
        let german = LocaleKitLanguage(code: "de")
        for _ in 0..<3 {
            let value = kit.localized("k", bundle: bundle, language: german)
            #expect(value == "English" || table.file.hasSuffix("dict"), "\(value)")
            // Any arguments, any value: formatting never traps either.
            _ = kit.localized("k", bundle: bundle, language: german, arguments: [1, "x", 2.5])
        }
        let diagnostics = reported.withLock { $0 }
        #expect(diagnostics.isEmpty != table.reported, "\(diagnostics)")
        #expect(
            diagnostics.allSatisfy { $0.location?.file.hasSuffix("de.lproj/" + table.file) == true }, "\(diagnostics)")
        #expect(Set(diagnostics.map { "\($0)" }).count == diagnostics.count, "a problem was reported twice")
    }

    @Test func aFolderInPlaceOfTheTableFallsBack() throws {
        let bundle = try TestSupport.temporaryBundle { directory in
            try TestSupport.write(Data(#""k" = "English";"#.utf8), to: "en.lproj/Localizable.strings", in: directory)
            try FileManager.default.createDirectory(
                at: directory.appending(path: "de.lproj/Localizable.strings"), withIntermediateDirectories: true)
        }
        let kit = TestSupport.kit(bundle: bundle)
        #expect(kit.localized("k", bundle: bundle, language: LocaleKitLanguage(code: "de")) == "English")
    }

    /// Values that a translator broke: placeholders that do not match the arguments given.
    /// `%1$d %1$@` (one argument read as two types), `%#s` (which became `%1$#@`), a width of 40 digits
    /// and the `'` flag were found by fuzzing (Scripts/fuzz.sh runtime-table): each crashed inside Foundation.
    @Test(arguments: [
        "%@ %@ %@", "%d %s %n", "%1$@ %3$@", "%99$d", "%", "%#@missing@", "%.999999999f", "%*d", "%1$d %1$@",
        "%#s les %1$d %2$@", "Copied %2$' to %2$@", "%" + String(repeating: "1", count: 40) + "ld",
        "%." + String(repeating: "9", count: 40) + "f",
    ])
    func mismatchedPlaceholdersNeverTrap(_ value: String) throws {
        let bundle = try TestSupport.temporaryBundle { directory in
            try TestSupport.write(
                Data("\"k\" = \"\(value)\";".utf8), to: "de.lproj/Localizable.strings", in: directory)
        }
        let kit = TestSupport.kit(bundle: bundle)
        let argumentSets: [[any CVarArg]] = [
            [], [1], ["x"], [2.5, "y", Int64.max], [1, "x"], ["x", 2.5, 21], [Int64.min, -1, UInt64.max],
        ]
        for arguments in argumentSets {
            _ = kit.localized("k", bundle: bundle, language: LocaleKitLanguage(code: "de"), arguments: arguments)
        }
        if value == "%1$d %1$@" {
            let text = kit.localized("k", bundle: bundle, language: LocaleKitLanguage(code: "de"), arguments: [3])
            #expect(text == "3 3")
        }
    }
}
