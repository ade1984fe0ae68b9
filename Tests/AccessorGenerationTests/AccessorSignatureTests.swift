import Foundation
import LocalizationFormats
import Mustache
import Testing

@testable import AccessorGeneration
@testable import LocaleCatalog

struct AccessorSignatureTests {
    private let here = SourceLocation(file: "Localizable.strings", line: 3, column: 1)

    private func signature(_ value: String) -> AccessorSignature {
        AccessorSignature(.text(value), key: "k", at: here)
    }

    private func types(_ signature: AccessorSignature) -> [String] { signature.parameters.map(\.type) }

    /// Every test here reads placeholders through `FormatString`: one that found none would make them
    /// all pass on empty signatures, so that is a failure, not a reason to skip.
    @Test func theFormatParserFindsPlaceholders() {
        #expect(FormatString(parsing: "%d").placeholders.count == 1)
        #expect(!signature("%@").parameters.isEmpty)
    }

    @Test func placeholdersBecomeTypedParametersInPositionOrder() {
        #expect(types(signature("Hi %@, you have %d new messages")) == ["Swift.String", "Swift.Int"])
        #expect(types(signature("%2$@ owns %1$ld things")) == ["Swift.Int", "Swift.String"])
        #expect(types(signature("%.2f%% done")) == ["Swift.Double"])
        #expect(types(signature("no arguments, 100%%")) == [])
        #expect(signature("%2$@ %1$d").parameters.map(\.name) == ["p1", "p2"])
    }

    /// A text that reads as a format only by accident takes no arguments, as check judges it: an app's
    /// own `%0` placeholders (filled with `replacingOccurrences`), prose percent signs, a rule editor's
    /// `%[…]@`. Calling a C-typed accessor for them would print garbage.
    @Test(arguments: ["%0 cores", "%0 performance cores", "not 100% guaranteed", "%[Author,Subject]@ %[is,is not]@ %@"])
    func aTextThatIsNoFormatTakesNoArguments(text: String) {
        #expect(!FormatString.isFormat(text))
        #expect(signature(text).parameters.isEmpty)
        #expect(signature(text).diagnostics.isEmpty)
    }

    @Test func gapsAndConflictsWarn() {
        let gap = signature("%1$@ and %3$@")
        #expect(types(gap) == ["Swift.String", AccessorSignature.untypedArgument, "Swift.String"])
        #expect(gap.diagnostics.map(\.rule) == [.placeholderGap])
        #expect(gap.diagnostics.first?.location == here)
        let conflict = signature("%1$@ %1$d")
        #expect(types(conflict) == ["Swift.String"])
        #expect(conflict.diagnostics.map(\.rule) == [.placeholderTypeConflict])
    }

    @Test func pluralCountIsTypedFromValueType() {
        let plural = PluralTranslation(
            format: "%#@files@",
            variables: [PluralVariable(name: "files", valueType: "lu", forms: [.one: "%lu file", .other: "%lu files"])])
        let result = AccessorSignature(.plural(plural), key: "files.count", at: here)
        #expect(types(result) == ["Swift.UInt"])
        #expect(result.parameters.first?.isPluralCount == true)
    }

    /// The count is argument 1 (`%#@COUNT@`, type `d`) and the forms print argument 1 as `%1$@`:
    /// Foundation reads one argument as two types, so the generator reports it instead of quietly
    /// typing the parameter `Int`. A form printing its `lld` count as `%1$d` is the same integer.
    @Test func aFormPrintingThePluralCountAsAStringIsAnError() {
        let conflicting = PluralTranslation(
            format: "%#@COUNT@",
            variables: [
                PluralVariable(name: "COUNT", valueType: "d", forms: [.one: "%1$@ item", .other: "%1$@ items"])
            ])
        let result = AccessorSignature(.plural(conflicting), key: "selected", at: here)
        #expect(result.diagnostics.map(\.rule) == [.placeholderTypeConflict, .placeholderTypeConflict])
        #expect(result.diagnostics.allSatisfy { $0.severity == .error })
        let integers = PluralTranslation(
            format: "%#@COUNT@",
            variables: [
                PluralVariable(name: "COUNT", valueType: "lld", forms: [.one: "%1$d item", .other: "%1$lld items"])
            ])
        #expect(AccessorSignature(.plural(integers), key: "downloads", at: here).diagnostics.isEmpty)
    }

    /// A count of type `d` printed as a character (`%1$c`) is an error for the generator as for
    /// `invalid-format`: one owner (`PlaceholderType.mayBeOneArgument`) decides what one argument may be.
    @Test func aFormPrintingThePluralCountAsACharacterIsAnErrorAsInCheck() {
        let character = PluralTranslation(
            format: "%#@COUNT@",
            variables: [PluralVariable(name: "COUNT", valueType: "d", forms: [.one: "%1$c item", .other: "%d items"])])
        let result = AccessorSignature(.plural(character), key: "selected", at: here)
        #expect(result.diagnostics.map(\.rule) == [.placeholderTypeConflict])
        #expect(result.diagnostics.allSatisfy { $0.severity == .error })
        #expect(!PlaceholderType.mayBeOneArgument(.int, .char))
        #expect(PlaceholderType.mayBeOneArgument(.int, .uint))
        #expect(PlaceholderType.mayBeOneArgument(nil, .char))
    }

    @Test func argumentsOnlyInPluralFormsBecomeParameters() {
        // SwiftGen #1137 / #1089: the folder name appears only inside the forms.
        let plural = PluralTranslation(
            format: "%1$#@files@",
            variables: [
                PluralVariable(
                    name: "files", valueType: "d", forms: [.one: "%1$d file in %2$@", .other: "%1$d files in %2$@"])
            ])
        let result = AccessorSignature(.plural(plural), key: "files.count", at: here)
        #expect(types(result) == ["Swift.Int", "Swift.String"])
        #expect(result.parameters.map(\.isPluralCount) == [true, false])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func severalPluralVariables() {
        let plural = PluralTranslation(
            format: "%@ has %#@apples@ and %#@pears@",
            variables: [
                PluralVariable(name: "apples", valueType: "d", forms: [.other: "%d apples"]),
                PluralVariable(name: "pears", valueType: "f", forms: [.other: "%f pears"]),
            ])
        let result = AccessorSignature(.plural(plural), key: "fruit", at: here)
        #expect(types(result) == ["Swift.String", "Swift.Int", "Swift.Double"])
        #expect(AccessorFactory.displayValue(.plural(plural)) == "%@ has %d apples and %f pears")
    }

    /// The issue's form: `%1$@` is argument 1, `%ld` the variable's own argument 2 (CoreFoundation's
    /// `initialArgPosition`); a `%ld` value type (Xcode's Intents files) types the count as `Int`.
    @Test func formsCountUnnumberedArgumentsFromTheirVariable() {
        let plural = PluralTranslation(
            format: "%@%#@count_mutual@",
            variables: [
                PluralVariable(
                    name: "count_mutual", valueType: "%ld",
                    forms: [.one: "Followed by %1$@, and %ld mutual", .other: "Followed by %1$@, and %ld mutuals"])
            ])
        let result = AccessorSignature(.plural(plural), key: "followed", at: here)
        #expect(types(result) == ["Swift.String", "Swift.Int"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }
}
