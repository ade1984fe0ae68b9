import Foundation
import KeyUsage
import LocaleCheck
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheckReporting

/// XLIFF files that try to make the parser read other files, expand entities or nest without end
/// are refused with a diagnostic, and the other files of the run are still read.
struct HostileXMLTests {
    static let secret = "TOP-SECRET-\(UUID().uuidString)"

    /// A folder holding a secret file, a DTD that would expose it, and one good XLIFF.
    struct Setup {
        var folder: String
        var secretPath: String
        var dtdPath: String

        init() throws {
            folder = try TestPaths.scratchFolder("hostile")
            secretPath = folder + "/secret.txt"
            dtdPath = folder + "/evil.dtd"
            try HostileXMLTests.secret.write(toFile: secretPath, atomically: true, encoding: .utf8)
            try "<!ENTITY leak SYSTEM \"file://\(secretPath)\">"
                .write(toFile: dtdPath, atomically: true, encoding: .utf8)
            try Self.xliff(target: "Hallo").write(toFile: folder + "/good.xliff", atomically: true, encoding: .utf8)
        }

        static func xliff(doctype: String = "", target: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            \(doctype)
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="greeting"><source>Hello</source><target>\(target)</target></trans-unit>
                </body>
              </file>
            </xliff>
            """
        }

        /// Loads the folder after writing `hostile.xliff`, and returns the catalog and its dump.
        func load(_ hostile: String) throws -> (Catalog, String) {
            try hostile.write(toFile: folder + "/hostile.xliff", atomically: true, encoding: .utf8)
            let catalog = CatalogLoader().load([folder])
            let rendered = DiagnosticRenderer().render(catalog.diagnostics)
            return (catalog, CatalogDump.json(catalog) + rendered)
        }
    }

    static func hostileDocuments(_ setup: Setup) -> [(name: String, text: String)] {
        [
            (
                "XXE",
                Setup.xliff(
                    doctype: "<!DOCTYPE xliff [<!ENTITY xxe SYSTEM \"file://\(setup.secretPath)\">]>", target: "&xxe;")
            ),
            (
                "external DTD",
                Setup.xliff(doctype: "<!DOCTYPE xliff SYSTEM \"file://\(setup.dtdPath)\">", target: "&leak;")
            ),
            (
                "public external DTD",
                Setup.xliff(doctype: "<!DOCTYPE xliff PUBLIC \"-//X//Y\" \"http://127.0.0.1:9/x.dtd\">", target: "x")
            ),
            (
                "network URL",
                Setup.xliff(doctype: "<!DOCTYPE xliff SYSTEM \"http://127.0.0.1:9/xliff.dtd\">", target: "x")
            ),
            (
                "parameter entity",
                Setup.xliff(
                    doctype: "<!DOCTYPE xliff [<!ENTITY % dtd SYSTEM \"file://\(setup.dtdPath)\"> %dtd;]>",
                    target: "&leak;")
            ),
            ("billion laughs", Setup.xliff(doctype: billionLaughs, target: "&lol9;")),
            ("internal entity", Setup.xliff(doctype: "<!DOCTYPE xliff [<!ENTITY name \"Welt\">]>", target: "&name;")),
        ]
    }

    static let billionLaughs: String = {
        var lines = ["<!DOCTYPE xliff [", "<!ENTITY lol0 \"lol\">"]
        for level in 1...9 {
            lines.append("<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">")
        }
        return (lines + ["]>"]).joined(separator: "\n")
    }()

    @Test func hostileDocumentsAreRefusedAndOthersStillRead() throws {
        let setup = try Setup()
        for (name, text) in Self.hostileDocuments(setup) {
            let (catalog, output) = try setup.load(text)
            let refusals = catalog.diagnostics.filter { $0.location?.file.hasSuffix("hostile.xliff") == true }
            #expect(refusals.map(\.rule) == [.xmlDoctype], "\(name)")
            #expect(refusals.first?.severity == .error, "\(name)")
            #expect((2...3).contains(refusals.first?.location?.line ?? 0), "\(name): the DOCTYPE starts on line 2")
            #expect(!output.contains(Self.secret), "\(name) leaked the file's contents")
            #expect(!output.contains("lollollol"), "\(name) expanded entities")
            let good = catalog.tables["Localizable"]?.languages["de"]?.entries["greeting"]
            #expect(good?.translation == .text("Hallo"), "\(name): the good file was not read")
            #expect(good?.location.file.hasSuffix("good.xliff") == true, "\(name)")
        }
    }

    @Test func aPlainDoctypeIsAccepted() throws {
        let setup = try Setup()
        let (catalog, _) = try setup.load(Setup.xliff(doctype: "<!DOCTYPE xliff>", target: "Moin"))
        #expect(catalog.diagnostics.isEmpty)
    }

    @Test func malformedXMLIsReportedAtLibxml2sLineAndColumn() throws {
        let setup = try Setup()
        let broken = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2">
              <file original="a.strings" source-language="en" target-language="de">
                <body>
                  <trans-unit id="a"><source>A</source><target>B</tar></trans-unit>
                </body>
              </file>
            </xliff>
            """
        let (catalog, _) = try setup.load(broken)
        let errors = catalog.diagnostics.filter { $0.location?.file.hasSuffix("hostile.xliff") == true }
        let first = try #require(errors.first)
        #expect(first.rule == .xml)
        #expect(first.message.contains("Opening and ending tag mismatch"))
        #expect(first.location?.line == 5)
        #expect(first.location?.column == 59)  // just after `</tar>`, as `xmllint` reports it
        #expect(catalog.tables["Localizable"]?.languages["de"]?.entries["greeting"] != nil)
    }

    @Test func nestingIsBounded() throws {
        let setup = try Setup()
        let depth = 300
        let nested =
            "<xliff version=\"1.2\"><file original=\"a.strings\" source-language=\"en\"><body>"
            + String(repeating: "<group>", count: depth) + String(repeating: "</group>", count: depth)
            + "</body></file></xliff>"
        let (catalog, _) = try setup.load(nested)
        let errors = catalog.diagnostics.filter { $0.location?.file.hasSuffix("hostile.xliff") == true }
        #expect(errors.contains { $0.rule == .xml && $0.message.contains("depth") })
    }

    @Test func parsesOnManyThreadsAtOnce() throws {
        let setup = try Setup()
        let (catalog, _) = try setup.load(Setup.xliff(target: "</broken"))
        var paths: [String] = []
        for index in 0..<40 {
            let path = setup.folder + "/copy\(index).xliff"
            try FileManager.default.copyItem(
                atPath: setup.folder + (index.isMultiple(of: 2) ? "/good.xliff" : "/hostile.xliff"), toPath: path)
            paths.append(path)
        }
        let fragments = CatalogLoader.readAll(paths)
        for (index, fragment) in fragments.enumerated() {
            if index.isMultiple(of: 2) {
                #expect(fragment.diagnostics.isEmpty)
            } else {
                #expect(fragment.diagnostics.count == catalog.diagnostics.count)
                #expect(fragment.diagnostics.allSatisfy { $0.location?.file == paths[index] })
            }
        }
    }
}
