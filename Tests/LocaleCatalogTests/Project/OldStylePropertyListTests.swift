import Foundation
import LocaleCatalog
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// The old-style property list reader: values and locations of a good file, and located errors with no
/// crash or hang for damaged ones (`1️⃣` marks where the error is expected).
struct OldStylePropertyListTests {
    private let file = "App.xcodeproj/project.pbxproj"

    @Test func readsDictionariesArraysStringsAndComments() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1; /* a comment */
            \tobjects = {
            \t\tA1 /* Project */ = {isa = PBXProject; knownRegions = (en, "zh-Hans", Base, ); name = "a \\"b\\""; };
            \t};
            \tempty = ( );
            }
            """
        let (root, diagnostics) = OldStylePropertyList.parse(text, file: file)
        #expect(diagnostics.isEmpty)
        let project = try #require(root?["objects"]?["A1"])
        #expect(project["isa"]?.string == "PBXProject")
        #expect(project["name"]?.string == "a \"b\"")
        guard case .array(let regions)? = project["knownRegions"]?.value else {
            Issue.record("knownRegions is no array")
            return
        }
        #expect(regions.map(\.string) == ["en", "zh-Hans", "Base"])
        #expect(regions[1].location == SourceLocation(file: file, line: 5, column: 61))
        #expect(root?["archiveVersion"]?.string == "1")
        #expect(root?["empty"]?.value == .array([]))
    }

    @Test(arguments: [
        "{ a = ( b, c ); 1️⃣",  // truncated: the '{' is reported at its place below
        "{ a = 1; b = 1️⃣}; }",
        "{ a = (b, c1️⃣; }",
        "{ a 1️⃣b; c = d; }",
        "{ a = b 1️⃣c = d; }",
        "{ a = (x, y) }\n1️⃣}",
        "{ a = b; }\n1️⃣garbage",
        "1️⃣",
    ])
    func reportsDamageWhereItIs(_ source: String) {
        let marked = MarkedText(source)
        let (text, line, column) = (marked.text, marked.location("1").line, marked.location("1").column)
        let (_, diagnostics) = OldStylePropertyList.parse(text, file: file)
        #expect(!diagnostics.isEmpty, "no diagnostic for \(text)")
        for diagnostic in diagnostics {
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.location?.file == file)
            #expect((diagnostic.location?.line ?? 0) >= 1)
        }
        if source.hasPrefix("{ a = ( b, c ); ") {
            // The unclosed dictionary is reported at its opening brace.
            #expect(diagnostics.contains { $0.location?.line == 1 && $0.location?.column == 1 })
        } else {
            #expect(
                diagnostics.contains { $0.location?.line == line && $0.location?.column == column },
                "\(diagnostics.map(\.message)) for \(text)")
        }
    }

    @Test func readsWhatPrecedesTheDamage() {
        let (root, diagnostics) = OldStylePropertyList.parse("{ a = b; c = (d, e", file: file)
        #expect(root?["a"]?.string == "b")
        #expect(
            root?["c"]?.value
                == .array([
                    PropertyListNode(.string("d"), at: SourceLocation(file: file, line: 1, column: 15)),
                    PropertyListNode(.string("e"), at: SourceLocation(file: file, line: 1, column: 18)),
                ]))
        #expect(diagnostics.count == 2)  // the '(' and the '{' are unclosed
    }

    @Test func deepNestingIsADiagnosticNotACrash() {
        let depth = 100_000
        let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        let (_, diagnostics) = OldStylePropertyList.parse(text, file: file)
        #expect(diagnostics.contains { $0.message.contains("nests more than") })
    }

    @Test func binaryGarbageAndTruncatedCorpusProjectsEndWithLocatedErrors() throws {
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let (_, garbageDiagnostics) = OldStylePropertyList.parse(garbage, file: file)
        #expect(garbageDiagnostics.contains { $0.severity == .error && ($0.location?.line ?? 0) >= 1 })

        let project =
            TestPaths.corpus + "/xcode-projects/xcstrings-apps/linearmouse/LinearMouse.xcodeproj/project.pbxproj"
        let data = try Data(contentsOf: URL(fileURLWithPath: project))
        #expect(OldStylePropertyList.parse(data, file: file).diagnostics.isEmpty)
        for length in stride(from: 0, to: data.count, by: data.count / 40) {
            let (_, diagnostics) = OldStylePropertyList.parse(data.prefix(length), file: file)
            #expect(diagnostics.contains { $0.severity == .error && ($0.location?.line ?? 0) >= 1 }, "cut at \(length)")
        }
    }
}
