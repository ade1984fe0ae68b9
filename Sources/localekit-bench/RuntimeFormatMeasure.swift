import Foundation
import LocalizationFormats
import SwiftLocaleKit

/// A warm lookup with formatting: every German wikipedia-ios `.strings` value with placeholders,
/// given arguments of the types its placeholders take (as `FormatString` reads them). It measures
/// the runtime's printf scan (the tools' `FormatDirectiveScanner`) and its formatting.
/// Baseline: Foundation's `String(format:locale:)` of the same texts, already looked up.
struct RuntimeFormatMeasure: OperationMeasure {
    let name = "runtime lookup + format, de .strings with placeholders"
    private var corpus: RuntimeCorpus?
    private var calls: [(key: String, text: String, arguments: [any CVarArg])] = []
    private let rounds = 20

    mutating func prepare(corpus: URL) throws {
        let runtime = try RuntimeCorpus(corpus: corpus)
        let keys = Set(try runtime.stringsOnlyKeys(language: "de"))
        let file = runtime.folder.appendingPathComponent("de.lproj/Localizable.strings")
        let entries = StringsReader.read(try Data(contentsOf: file), file: file.path).entries
        calls = entries.compactMap { entry in
            guard keys.contains(entry.key), entry.value.contains("%") else { return nil }
            let format = FormatString(parsing: entry.value)
            guard format.problems.isEmpty, !format.placeholders.isEmpty,
                let arguments = Self.arguments(for: format.argumentTypes)
            else { return nil }
            return (entry.key, entry.value, arguments)
        }
        self.corpus = runtime
    }

    /// A value of each argument type, or nil for a type Foundation cannot be given safely.
    private static func arguments(for types: [PlaceholderType?]) -> [any CVarArg]? {
        var arguments: [any CVarArg] = []
        for type in types {
            switch type {
            case .string: arguments.append("Wikipedia")
            case .int: arguments.append(12_345)
            case .uint: arguments.append(UInt(42))
            case .double: arguments.append(3.5)
            default: return nil
            }
        }
        return arguments
    }

    var inputBytes: Int { 0 }
    var inputFiles: Int { 1 }
    var operationCount: Int { calls.count * rounds }

    var contenders: [Contender] {
        guard let bundle = corpus?.bundle else { return [] }
        let calls = calls
        let rounds = rounds
        let kit = LocaleKit(
            bundle: bundle, preferredLanguages: .fixed(["de"]), selectionStore: .inMemory(),
            notificationCenter: NotificationCenter())
        let german = LocaleKitLanguage(code: "de")
        let locale = Locale(identifier: "de")
        return [
            Contender(name: "LocaleKit.localized") {
                var length = 0
                for _ in 0..<rounds {
                    for call in calls {
                        length +=
                            kit.localized(call.key, bundle: bundle, language: german, arguments: call.arguments)
                            .utf8.count
                    }
                }
                return length / rounds
            },
            Contender(name: "String(format:locale:) only") {
                var length = 0
                for _ in 0..<rounds {
                    for call in calls {
                        length += String(format: call.text, locale: locale, arguments: call.arguments).utf8.count
                    }
                }
                return length / rounds
            },
        ]
    }
}
