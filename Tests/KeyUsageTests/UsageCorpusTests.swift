import Foundation
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import SwiftSourceScanner
import Testing

@testable import AccessorGeneration
@testable import KeyUsage
@testable import LocaleCatalog

/// `usage` on the SwiftGen app's sources kept in `Tests/Corpus/swiftgen-app` (a few files that use
/// `L10n.`, App Intents literals and run-time keys; see Tests/Corpus/README.md).
@Suite struct UsageCorpusTests {
    static let app = TestPaths.corpus + "/swiftgen-app"

    static func report() -> UsageReport {
        let catalog = CatalogLoader().load([app + "/Sources/App/Resources"])
        let index = AccessorPathIndex(
            catalog: catalog, options: GenerationOptions(), template: .swiftgen,
            tableEnums: ["Core": "CoreStrings", "Frontend": "FrontendStrings"])
        let finder = SourceReferenceFinder(index: index, functions: UsageFunctions(extra: ["Current.localized.core"]))
        return UsageAnalyzer(catalog: catalog, finder: finder).analyze(sources: [app + "/Sources"])
    }

    /// Every accessor SwiftGen generated that these sources name is a reference to its key.
    @Test func everyAccessorTheCodeNamesIsUsed() throws {
        let report = Self.report()
        var generated: [String: String] = [:]
        for file in ["Strings.swift", "CoreStrings.swift", "FrontendStrings.swift"] {
            for accessor in try SwiftGenOutput.accessors(in: SwiftGenNamingTests.generated + file) {
                generated[accessor.path] = accessor.key
            }
        }
        let unused = Set(report.unused.map(\.key))
        var named = 0
        for file in try FileManager.default.subpathsOfDirectory(atPath: Self.app + "/Sources")
        where file.hasSuffix(".swift") && !file.contains("Swiftgen/") {
            let source = SwiftSourceScanner.scan(
                Array(try Data(contentsOf: URL(fileURLWithPath: Self.app + "/Sources/" + file))))
            for chain in source.memberChains() {
                for length in stride(from: chain.components.count, to: 1, by: -1) {
                    guard let key = generated[chain.components.prefix(length).joined(separator: ".")] else { continue }
                    named += 1
                    #expect(!unused.contains(key), "\(file):\(chain.line): \(chain.path)")
                    break
                }
            }
        }
        #expect(named > 40)
    }

    @Test func runTimeKeysAndIntentLiteralsCount() {
        let report = Self.report()
        let prefixes = Set(report.undeterminable.map(\.reference.key))
        #expect(prefixes.isSuperset(of: ["common::state::", "component."]))
        #expect(!report.unused.contains { $0.key.hasPrefix("common::state::") })
        // `@Parameter(title: .init("app_intents.server.title", defaultValue: "Server"))`
        #expect(!report.unused.contains { $0.key == "app_intents.server.title" })
        #expect(report.unused.contains { $0.key == "carplay.labels.no_servers_available" })
    }
}
