import Foundation
import LocaleKitTestSupport
import SwiftSourceScanner
import Testing

/// Every token of the adversarial fixture, with its location and (for literals) decoded value,
/// compared with a golden file; `RECORD_SNAPSHOTS=1` rewrites it.
@Suite struct SwiftSourceScannerGoldenTests {
    static let fixtures = URL(filePath: TestPaths.fixtures(of: "SwiftSourceScannerTests"))

    static func render(_ source: SwiftSource) -> String {
        var lines: [String] = []
        for (index, token) in source.tokens.enumerated() {
            var line = "\(token.line):\(token.column) \(token.kind) \(quoted(source.text(of: token)))"
            if token.kind == .string {
                let literal = source.literal(at: index)
                line += " = " + literal.segments.map(describe).joined(separator: " + ")
            }
            lines.append(line)
        }
        lines.append("-- member chains")
        for chain in source.memberChains() {
            lines.append("\(chain.line):\(chain.column) \(chain.isImplicitMember ? "." : "")\(chain.path)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ segment: SwiftStringLiteral.Segment) -> String {
        switch segment {
        case .text(let text): return quoted(text)
        case .interpolation(let range): return "\\(tokens \(range.lowerBound)..<\(range.upperBound))"
        }
    }

    static func quoted(_ text: String) -> String {
        text.debugDescription
    }

    @Test(arguments: ["Adversarial"])
    func tokensMatchTheGoldenFile(name: String) throws {
        let input = try Data(contentsOf: Self.fixtures.appending(path: "\(name).swift"))
        let rendered = Self.render(SwiftSourceScanner.scan(Array(input)))
        try Snapshot.expect(rendered, matchesFileAt: Self.fixtures.appending(path: "\(name).tokens.txt").path)
    }
}
