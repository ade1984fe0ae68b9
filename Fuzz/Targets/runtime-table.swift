// fuzz-modules: LocalizationFormats ForgeObservers SwiftLocaleKit
// The runtime's table loader on an app bundle's file (text, XML or binary property list; the first
// byte chooses `.strings` or `.stringsdict`), then every value formatted with arguments, as
// `LocaleKit.localized(_:arguments:)` does.
import Foundation
import LocalizationFormats

@testable import SwiftLocaleKit

private let locale = FormatLocale(Locale(identifier: "ru"))
private let rule = PluralRules.rule(for: "ru")
nonisolated(unsafe) private let argumentSets: [[any CVarArg]] = [
    [], [3], [1, "x"], ["x", 2.5, 21], [Int64.min, -1, UInt64.max],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let data = Data(bytes: bytes + 1, count: count - 1)
    if bytes[0] & 1 == 0 {
        let path = "ru.lproj/Fuzz.strings"
        let (builder, diagnostics) = TableLoader.readStrings(data, file: path)
        FuzzInvariants.check(diagnostics, file: path)
        let values = StringTable(builder).values
        // The table holds exactly what the full reader reads (every form: text, XML or binary property
        // list), or nothing where Foundation refuses the file.
        let file = StringsReader.read(data, file: path)
        precondition(values == (file.isRefused ? [:] : file.values), "the table differs from the reader")
        for value in values.values.prefix(16) {
            for arguments in argumentSets {
                _ = ArgumentFormatter.format(PrintfTemplate(parsing: value), arguments: arguments, locale: locale)
            }
        }
    } else {
        let path = "ru.lproj/Fuzz.stringsdict"
        let (plurals, widths, diagnostics) = TableLoader.readStringsDict(data, file: path)
        FuzzInvariants.check(diagnostics, file: path)
        for variants in widths.values.prefix(8) {
            // The variant fitting any width is one of the variants; without a width, the widest.
            for width in [Int.min, -1, 0, 20, Int.max] {
                precondition(variants.text(fitting: width).map(variants.texts.values.contains) == true)
            }
            precondition(variants.widest == variants.widths.last.flatMap { variants.texts[$0] })
        }
        for translation in plurals.values.prefix(8) {
            let plural = PluralFormat(translation)
            for arguments in argumentSets {
                _ = plural.string(arguments: arguments, rule: rule, locale: locale)
            }
        }
    }
    return 0
}
