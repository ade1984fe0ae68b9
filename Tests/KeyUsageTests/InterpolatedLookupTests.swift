import Foundation
import LocaleCheck
import LocaleKitTestSupport
import LocalizationFormats
import SwiftSourceScanner
import Testing

@testable import AccessorGeneration
@testable import KeyUsage
@testable import LocaleCatalog

/// SwiftUI looks `Text("\(index + 1). ")` up as `"%lld. "`, and `Text(LocalizedStringKey(name))` as
/// whatever `name` holds: the first is a use of that format key, the second makes every otherwise
/// unused key of its table possibly used (undeterminable), not unused.
@Suite struct InterpolatedLookupTests {
    static let catalog = UsageAnalyzerTests.catalog([
        "Localizable": ["%lld. ", "%@ followers", "%1$@ of %2$lld", "100%% done %d", "%lld items", "plain", "never"],
        "Other": ["%@ other", "unused.other"],
    ])

    static func report(_ source: String) -> UsageReport {
        let index = AccessorPathIndex(
            catalog: catalog, options: GenerationOptions(), template: .structured, tableEnums: [:])
        let finder = SourceReferenceFinder(index: index)
        let references = finder.references(in: SwiftSourceScanner.scan(Array(source.utf8)), file: "App.swift")
        return UsageAnalyzer(catalog: catalog, finder: finder).analyze(references: references)
    }

    static func unused(_ report: UsageReport) -> Set<String> {
        Set(report.unused.map { "\($0.table)/\($0.key)" })
    }

    @Test func interpolatedLiteralsMatchFormatKeysByTheirText() {
        let report = Self.report(
            #"""
            Text("\(index + 1). ")
            Text("\(user.name) followers")
            Text(LocalizedStringKey("\(a) of \(b)"))
            let x = String(localized: "100% done \(n)")
            """#)
        #expect(
            Self.unused(report) == [
                "Localizable/%lld items", "Localizable/plain", "Localizable/never", "Other/%@ other",
                "Other/unused.other",
            ])
        #expect(report.undeterminable.isEmpty)
    }

    @Test func aPlainInterpolationIsNoLookupOfAFormatKey() {
        // NSLocalizedString takes a String: its interpolation builds the key, it makes no specifier.
        let report = Self.report(#"let a = NSLocalizedString("\(count) items", comment: ""); let b = "\(n) items""#)
        #expect(Self.unused(report).contains("Localizable/%lld items"))
    }

    @Test func aLookupThroughAVariableMakesItsTablesKeysUndeterminable() {
        let report = Self.report(
            #"""
            Text("plain")
            Text(LocalizedStringKey(item.titleKey))
            """#)
        #expect(Self.unused(report) == ["Other/%@ other", "Other/unused.other"])
        #expect(report.undeterminable.count == 1)
        let lookup = report.undeterminable.first
        #expect(lookup?.reference.kind == .variable)
        #expect(lookup?.reference.call == "LocalizedStringKey")
        #expect(lookup?.reference.table == "Localizable")
        #expect(lookup?.matchingKeys == 6)
    }

    @Test func aLabeledArgumentOrAPlainTextIsNoVariableLookup() {
        let report = Self.report(
            #"""
            Text(name)
            let r = LocalizedStringResource(stringLiteral: value)
            """#)
        #expect(report.undeterminable.isEmpty)
        #expect(Self.unused(report).count == 9)
    }

    @Test func formatKeyPiecesSplitAtEverySpecifier() {
        #expect(FormatKeyIndex.pieces(ofKey: "%1$@ of %2$lld") == ["", " of ", ""])
        #expect(FormatKeyIndex.pieces(ofKey: "100%% done %d") == ["100% done ", ""])
        #expect(FormatKeyIndex.pieces(ofKey: "plain") == nil)
    }
}
