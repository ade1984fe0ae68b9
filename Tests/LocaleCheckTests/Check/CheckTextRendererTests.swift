import Foundation
import KeyUsage
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck
@testable import LocaleCheckReporting

/// `CheckTextRenderer` writes bytes straight into chunks, `missing-translation` findings from their
/// compact form: every line must be what ``DiagnosticRenderer/render(_:)`` makes of the built
/// ``Finding``, with and without colours, and chunks must end on whole lines.
@Suite struct CheckTextRendererTests {
    static func report(_ root: String, _ configuration: LocaleKitConfiguration) -> CheckReport {
        Checker(configuration: configuration).check(paths: [root])
    }

    @Test(arguments: StreamingRootCheckTests.roots, [false, true])
    func linesMatchTheFindingsRendered(root: String, colored: Bool) {
        var configuration = LocaleKitConfiguration()
        configuration.rules["untranslated"] = .warning
        let report = Self.report(root, configuration)
        let renderer = CheckTextRenderer(colored: colored)
        let diagnostics = DiagnosticRenderer(colored: colored)
        var expected = report.findings.map { diagnostics.render($0.diagnostic) + "\n" }.joined()
        let text = renderer.render(report)
        #expect(text.hasPrefix(expected))
        // The trailer after the findings, cut by bytes (messages may hold multi-byte characters).
        expected += String(decoding: text.utf8.dropFirst(expected.utf8.count), as: UTF8.self)
        #expect(text == expected)
        #expect(text.hasSuffix(renderer.summary(report) + "\n"))
    }

    @Test func chunksEndOnWholeLines() throws {
        let root = StreamingRootCheckTests.fixtures.appendingPathComponent("StreamingCheck/app").path
        let report = Self.report(root, LocaleKitConfiguration())
        #expect(report.findingCount > 0)
        var chunks: [String] = []
        CheckTextRenderer().render(report) { chunks.append($0) }
        #expect(chunks.allSatisfy { $0.hasSuffix("\n") })
        #expect(chunks.joined() == CheckTextRenderer().render(report))
    }

    @Test(arguments: [0, 7, 10, 99, 100, 12_345, Int.max, -3])
    func numbersAreWrittenInDecimal(number: Int) {
        var bytes: [UInt8] = []
        DiagnosticRenderer.write(number, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == String(number))
    }
}
