import Testing

@testable import LocalizationFormats

/// `FormatString.isFormat`: the one decision of whether a development text goes through
/// `String(format:)`, which check and the generator share.
@Suite struct FormatUsageTests {
    @Test(arguments: [
        ("%@ files", true), ("%d%%", true), ("Save 50%% today", true), ("%1$@ of %2$@", true), ("%.1f MB", true),
        ("%0 cores", false), ("%0 performance cores", false), ("not 100% guaranteed", false),
        ("up to 70% for", false), ("plain", false), ("", false),
        ("%[Author,Subject]@ %[is,is not]@ %@", false), ("%1$[Autor,Betreff]@ %2$[ist,ist nicht]@ %3$@", false),
    ])
    func decidesWhetherATextIsAFormat(text: String, isFormat: Bool) {
        #expect(FormatString.isFormat(text) == isFormat)
    }

    @Test func ruleEditorTokensAreRecognised() {
        #expect(FormatString.isRuleEditorFormat("%[a,b]@"))
        #expect(FormatString.isRuleEditorFormat("x %12$[a]@ y"))
        #expect(!FormatString.isRuleEditorFormat("%@ [a]"))
        #expect(!FormatString.isRuleEditorFormat("%[a,b]"))
    }
}
