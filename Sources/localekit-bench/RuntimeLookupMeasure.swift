import Foundation
import SwiftLocaleKit

/// A warm lookup of every English `.strings` key of wikipedia-ios: `LocaleKit.localized` against
/// `Bundle.localizedString` (the tables are loaded by the warm-up run of each contender).
struct RuntimeLookupMeasure: OperationMeasure {
    let name = "runtime warm lookup, wikipedia-ios en .strings keys"
    private var corpus: RuntimeCorpus?
    private var keys: [String] = []
    private let rounds = 20

    mutating func prepare(corpus: URL) throws {
        let runtime = try RuntimeCorpus(corpus: corpus)
        keys = try runtime.stringsOnlyKeys(language: "en")
        self.corpus = runtime
    }

    var inputBytes: Int { 0 }
    var inputFiles: Int { 1 }
    var operationCount: Int { keys.count * rounds }

    var contenders: [Contender] {
        guard let bundle = corpus?.bundle else { return [] }
        let keys = keys
        let rounds = rounds
        let kit = LocaleKit(
            bundle: bundle, preferredLanguages: .fixed(["en"]), selectionStore: .inMemory(),
            notificationCenter: NotificationCenter())
        let english = LocaleKitLanguage(code: "en")
        return [
            Contender(name: "LocaleKit.localized") {
                var found = 0
                for _ in 0..<rounds {
                    for key in keys where kit.localized(key, bundle: bundle, language: english) != key { found += 1 }
                }
                return found / rounds
            },
            Contender(name: "Bundle.localizedString", target: .ratio(atLeast: 5)) {
                var found = 0
                for _ in 0..<rounds {
                    for key in keys where bundle.localizedString(forKey: key, value: nil, table: nil) != key {
                        found += 1
                    }
                }
                return found / rounds
            },
        ]
    }
}
