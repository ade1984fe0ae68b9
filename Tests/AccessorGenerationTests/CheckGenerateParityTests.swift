import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import AccessorGeneration
@testable import LocaleCatalog

/// `check` and `generate` read a development value's format the same way (`FormatString`: whether a
/// text is a format at all, its argument positions and each one's type): over every development text
/// of the corpus, an accessor takes one parameter per position `check` counts, typed as `check` types
/// it, and a text `check` does not read as a format takes none.
@Suite struct CheckGenerateParityTests {
    @Test func accessorsTakeTheArgumentsCheckCounts() {
        let here = SourceLocation(file: "Localizable.strings")
        var formats = 0
        for folder in [
            "wikipedia-ios", "swiftgen-app", "swiftgen-fixtures", "xcstrings-apps", "xcode-xliff", "xcode-projects",
            "focusios-xliff", "glotpress-pocketcasts",
        ] {
            let catalog = CatalogLoader().load([TestPaths.corpus + "/" + folder])
            for name in catalog.tableNames {
                for entry in catalog.developmentEntries(of: name) ?? [] {
                    guard case .text(let value) = entry.translation else { continue }
                    let parameters = AccessorSignature(entry.translation, key: entry.key, at: here).parameters
                    guard FormatString.isFormat(value) else {
                        #expect(parameters.isEmpty, "\(folder) '\(entry.key)': \(value)")
                        continue
                    }
                    formats += 1
                    let types = FormatString(parsing: value).argumentTypes
                    #expect(parameters.count == types.count, "\(folder) '\(entry.key)': \(value)")
                    for (parameter, type) in zip(parameters, types) {
                        let expected = type.map(AccessorSignature.qualifiedType) ?? AccessorSignature.untypedArgument
                        #expect(parameter.type == expected, "\(folder) '\(entry.key)': \(value)")
                    }
                }
            }
        }
        #expect(formats > 600)
    }
}
