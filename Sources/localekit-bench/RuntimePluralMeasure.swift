import Foundation
import SwiftLocaleKit

/// A plural lookup with formatting: a real wikipedia-ios `.stringsdict` entry in Russian
/// (`relative-date-hours-ago`, `%#@v1@` with `%1$d` forms) for counts 0…999, warm tables.
/// Baseline: Foundation's `String(format:locale:)` of the chosen form alone.
struct RuntimePluralMeasure: OperationMeasure {
    let name = "runtime plural lookup + format, ru"
    var oursTarget: Target? { .below(1000, "< 1 µs") }
    private var corpus: RuntimeCorpus?
    private let counts = Array(0..<1000)
    private let rounds = 10

    mutating func prepare(corpus: URL) throws {
        self.corpus = try RuntimeCorpus(corpus: corpus)
    }

    var inputBytes: Int { 0 }
    var inputFiles: Int { 1 }
    var operationCount: Int { counts.count * rounds }

    var contenders: [Contender] {
        guard let bundle = corpus?.bundle else { return [] }
        let counts = counts
        let rounds = rounds
        let kit = LocaleKit(
            bundle: bundle, preferredLanguages: .fixed(["ru"]), selectionStore: .inMemory(),
            notificationCenter: NotificationCenter())
        let russian = LocaleKitLanguage(code: "ru")
        let locale = Locale(identifier: "ru")
        return [
            Contender(name: "LocaleKit.localized") {
                var length = 0
                for _ in 0..<rounds {
                    for count in counts {
                        length +=
                            kit.localized(
                                "relative-date-hours-ago", bundle: bundle, language: russian, arguments: [count]
                            )
                            .utf8.count
                    }
                }
                return length / rounds
            },
            Contender(name: "String(format:locale:) only") {
                var length = 0
                for _ in 0..<rounds {
                    for count in counts {
                        length += String(format: "%1$d часа назад", locale: locale, count).utf8.count
                    }
                }
                return length / rounds
            },
        ]
    }
}
