import Foundation
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats
import SwiftSourceScanner
import Testing

@testable import AccessorGeneration
@testable import KeyUsage
@testable import LocaleCatalog

@Suite struct UsageAnalyzerTests {
    /// A catalog with one development-language table per `tables` entry.
    static func catalog(_ tables: [String: [String]]) -> Catalog {
        var catalog = Catalog(developmentLanguage: "en")
        for (name, keys) in tables {
            var languageTable = LanguageTable(language: "en")
            for (line, key) in keys.enumerated() {
                languageTable.entries[key] = Entry(
                    key: key, translation: .text(key),
                    location: LocalizationFormats.SourceLocation(file: "\(name).strings", line: line + 1, column: 1))
            }
            catalog.tables[name] = Table(name: name, languages: ["en": languageTable])
        }
        return catalog
    }

    static let catalog = catalog([
        "Localizable": [
            "settings.title", "settings.privacy_policy", "plain", "ns", "text", "resource", "string", "kit", "custom",
            "user.name.first", "user.name.last", "mentioned", "never", "in.comment",
        ],
        "Other": ["only.other", "plain"],
    ])

    /// Scans `text` with markers `1️⃣` removed; returns the report and the markers' locations.
    static func analyze(_ text: String, template: UsageTemplate = .structured) -> (
        UsageReport, [LocalizationFormats.SourceLocation]
    ) {
        var clean = ""
        var markers: [LocalizationFormats.SourceLocation] = []
        var line = 1
        var column = 1
        for character in text {
            if character == "1️⃣" {
                markers.append(LocalizationFormats.SourceLocation(file: "App.swift", line: line, column: column))
                continue
            }
            clean.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        let index = AccessorPathIndex(
            catalog: catalog, options: GenerationOptions(), template: template, tableEnums: [:])
        let finder = SourceReferenceFinder(
            index: index, functions: UsageFunctions(extra: ["tr", "Current.localized.core"]))
        let references = finder.references(in: SwiftSourceScanner.scan(Array(clean.utf8)), file: "App.swift")
        return (UsageAnalyzer(catalog: catalog, finder: finder).analyze(references: references), markers)
    }

    static let source = """
        // "in.comment".localized must not count
        let a = L10n.Settings.title
        let b = L10n.Settings
            .privacyPolicy
        let c = "plain".localized(comment: "x")
        let d = NSLocalizedString("ns", comment: "")
        let e = Text("text")
        let f = LocalizedStringResource("resource")
        let g = String(localized: "string")
        let h = LocaleKit.shared.localized("kit", table: "Localizable")
        let i = tr("custom")
        let j = "user.name.\\(part)".localized
        let k = "mentioned"
        let l = NSLocalizedString("other", tableName: "Other", comment: "")
        let m = Text(1️⃣"missing.key")
        let n = String(localized: 1️⃣"missing.too", table: "Localizable")
        let o = LocaleKit.shared.localized("only.other", table: "Other")
        """

    @Test func everyKindOfReferenceIsFound() {
        let (report, _) = Self.analyze(Self.source)
        let unused = report.unused.map { "\($0.table):\($0.key)" }
        // `plain` in Other: `.localized` names no table, so the key counts in every table.
        #expect(unused == ["Localizable:in.comment", "Localizable:never"])
    }

    @Test func undefinedKeysAreWarningsAtTheCall() {
        let (report, markers) = Self.analyze(Self.source)
        #expect(report.undefined.map(\.key) == ["other", "missing.key", "missing.too"])
        #expect(report.undefined.dropFirst().map(\.location) == markers)
        #expect(
            report.diagnostics.filter { $0.rule == .undefinedKey }.map(\.severity)
                == Array(repeating: Diagnostic.Severity.warning, count: 3))
    }

    /// Previews and debug-only code use their keys, but a key they lack is nothing users see.
    @Test func undefinedKeysInPreviewsAndDebugCodeAreNotReported() {
        let source = """
            struct Row: View { var body: some View { Text("shipped.missing") } }
            #Preview { Text("preview.missing") }
            #Preview("Dark") { Row().overlay(Text("named.preview.missing")) }
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Text("provider.missing") }
            }
            #if DEBUG
            let debug = Text("debug.missing")
            #else
            let release = Text("release.missing")
            #endif
            let after = Text("after.missing")
            """
        let (report, _) = Self.analyze(source)
        #expect(report.undefined.map(\.key) == ["shipped.missing", "release.missing", "after.missing"])
    }

    @Test func runtimeKeysMarkTheirPrefixAsPossiblyUsed() {
        let (report, _) = Self.analyze(Self.source)
        #expect(report.undeterminable.map(\.reference.key) == ["user.name."])
        #expect(report.undeterminable.first?.matchingKeys == 2)
        #expect(!report.unused.contains { $0.key.hasPrefix("user.name.") })
    }

    @Test func flatAccessorsMapToTheirKeys() {
        let (report, _) = Self.analyze("let a = L10n.settingsTitle\nlet b = L10n.Other.onlyOther", template: .flat)
        #expect(report.references.filter { $0.kind == .accessor }.map(\.key) == ["settings.title", "only.other"])
    }

    @Test func theJSONHasTheDocumentedShape() throws {
        let (report, _) = Self.analyze(Self.source)
        let object = try JSONSerialization.jsonObject(with: Data(UsageJSONRenderer.render(report).utf8))
        let json = try #require(object as? [String: [[String: Any]]])
        #expect(Set(json.keys) == ["unused", "undefined", "undeterminable"])
        #expect(json["unused"]?.first.map { Set($0.keys) } == ["key", "table", "file", "line"])
        #expect(json["undefined"]?.last?["line"] as? Int == 16)
        #expect(json["undefined"]?.last?["column"] as? Int == 27)
        #expect(json["undeterminable"]?.first?["prefix"] as? String == "user.name.")
    }
}
