import AccessorGeneration
import CodeReading
import Foundation
import KeyUsage
import LocaleCatalog
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// `usage` reads the sources with the code reader `sync` reads them with (issue 46): SwiftUI and App
/// Intents positions, calls in interpolations, Objective-C files, keys split with `+`; a `.localized`
/// helper's own definition makes no key possibly used; a file no target compiles is no evidence.
@Suite struct CodeReadingUsageTests {
    static let keys = [
        "Settings", "Open file", "Current Version", "From Objective-C", "A long sentence", "Helper key",
        "Never used", "Sign in",
    ]

    func analyze(_ files: [String: String], scope: (String) -> XcodeProjectScope? = { _ in nil }) throws
        -> UsageReport
    {
        let folder = try TestPaths.scratchFolder()
        for (name, text) in files {
            let path = folder + "/Sources/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        var catalog = Catalog(developmentLanguage: "en")
        for table in ["Localizable", "Account"] {
            var languageTable = LanguageTable(language: "en")
            for (line, key) in Self.keys.enumerated() where (table == "Account") == (key == "Sign in") {
                languageTable.entries[key] = Entry(
                    key: key, translation: .text(key),
                    location: SourceLocation(file: "\(table).strings", line: line + 1, column: 1))
            }
            catalog.tables[table] = Table(name: table, languages: ["en": languageTable])
        }
        let index = AccessorPathIndex(
            catalog: catalog, options: GenerationOptions(), template: .structured, tableEnums: [:])
        let finder = SourceReferenceFinder(index: index, functions: UsageFunctions())
        return UsageAnalyzer(catalog: catalog, finder: finder).analyze(
            sources: [folder + "/Sources"], scope: scope(folder))
    }

    @Test func keysSyncReadsAreUsedAndObjectiveCIsRead() throws {
        let report = try analyze([
            "View.swift": """
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
            }
            struct V: View {
                var body: some View {
                    List {}.navigationTitle("Settings")
                    Button(action: {}) { Text("\\(NSLocalizedString("Current Version", comment: "")): 1") }
                    Text(NSLocalizedString("A long " + "sentence", comment: ""))
                    Text("Helper key".localized)
                }
            }
            """,
            "Legacy.m": """
            self.title = NSLocalizedString(@"From Objective-C", nil);
            label.text = NSLocalizedStringFromTable(@"Sign in", @"Account", nil);
            """,
        ])
        #expect(report.problems == [])
        #expect(report.unused.map(\.key) == ["Never used", "Open file"])
        #expect(report.undefined.map(\.key) == [])
        // The helper's definition is no lookup of an unknown key: nothing is possibly used through it.
        #expect(report.undeterminable.filter { $0.reference.kind == .variable } == [])
    }

    @Test func aFileNoTargetCompilesIsNoEvidence() throws {
        let report = try analyze(
            [
                "App/View.swift": "let a = Text(\"Settings\")\n",
                "Old/Unused.swift": "let b = Text(\"Open file\")\nlet c = Text(\"Undefined here\")\n",
            ],
            scope: { folder in
                let target = XcodeTarget(
                    name: "App",
                    folders: [
                        XcodeSynchronizedFolder(
                            path: XcodeProjectScope.absolutePath(folder + "/Sources/App").lowercased(), exceptions: [],
                            isMember: true)
                    ])
                let project = XcodeProject(bundle: folder + "/App.xcodeproj", targets: [target])
                return XcodeProjectScope(projects: [project], folder: folder)
            })
        #expect(report.undefined.map(\.key) == [])
        #expect(report.unused.map(\.key).contains("Open file"))
        #expect(report.notes.count == 1)
        #expect(report.notes.first?.location?.file.hasSuffix("Old/Unused.swift") == true)
    }
}

extension CodeReadingUsageTests {
    /// ownCloud's `OCLicenseProduct.m`: `return (@"trial");`, a key looked up later through a
    /// variable. A literal of an Objective-C file that is a key is a mention, as a Swift literal is:
    /// the key is not unused.
    @Test func anObjectiveCLiteralThatIsAKeyIsAMention() throws {
        let report = try analyze([
            "Product.m": """
            - (NSString *)typeKey { return (@"Open file"); }
            - (NSString *)title { return NSLocalizedString(self.typeKey, nil); }
            """
        ])
        #expect(!report.unused.map(\.key).contains("Open file"))
        #expect(report.unused.map(\.key).contains("Never used"))
    }
}
