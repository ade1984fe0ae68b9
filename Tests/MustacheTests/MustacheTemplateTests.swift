import Foundation
import LocalizationFormats
import Testing

@testable import Mustache

@Suite struct MustacheTemplateTests {
    /// The diagnostics parsing `source` reports, as `line:column message`.
    private func problems(_ source: String) -> [String] {
        do {
            _ = try MustacheTemplate(source, file: "t.mustache")
            return []
        } catch {
            return error.diagnostics.map {
                #expect($0.rule == .templateSyntax)
                #expect($0.location?.file == "t.mustache")
                return "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)"
            }
        }
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() {
        #expect(problems("a\n  {{#items}}\n{{name}}\n") == ["2:3 unclosed section '#items': missing '/items'"])
    }

    @Test func mismatchedCloseReportsTheInnerSection() {
        #expect(
            problems("{{#a}}\n{{^b}}\n{{/a}}") == ["2:1 unclosed section '^b' before '/a'"])
    }

    @Test func strayCloseTag() {
        #expect(problems("x {{/nothing}}") == ["1:3 closing tag 'nothing' does not match any open section"])
    }

    @Test func unclosedTagAndColumnsCountScalars() {
        #expect(problems("é🚀 {{name") == ["1:4 unclosed tag: expected '}}'"])
        #expect(problems("{{{raw}}") == ["1:1 unclosed tag: expected '}}}'"])
    }

    @Test func everyProblemIsReported() {
        #expect(problems("{{}}\n{{=a=}}\n{{#x}}").count == 3)
    }

    @Test func lineNumbersFollowMultiLineTags() {
        #expect(problems("{{!\ncomment\n}} {{#open}}") == ["3:4 unclosed section '#open': missing '/open'"])
    }

    @Test func noEscapingForCode() throws {
        let template = try MustacheTemplate("{{value}}|{{{value}}}")
        let value = MustacheValue.object(["value": .string("a < \"b\" & c")])
        #expect(try template.render(value, escaping: .none) == "a < \"b\" & c|a < \"b\" & c")
        #expect(try template.render(value) == "a &lt; &quot;b&quot; &amp; c|a < \"b\" & c")
    }

    @Test func brokenPartialIsReportedWhenUsed() {
        #expect(throws: MustacheSyntaxError.self) {
            try MustacheTemplate("{{>p}}").render(.null, partials: ["p": "{{#x}}"])
        }
    }

    @Test func endlessPartialRecursionIsAnError() throws {
        #expect(throws: MustacheSyntaxError.self) {
            try MustacheTemplate("{{>p}}").render(.null, partials: ["p": "x{{>p}}"])
        }
        // Recursion the data ends is no recursion error, however long the data.
        var nested = MustacheValue.null
        for _ in 0..<200 { nested = .object(["child": nested]) }
        let output = try MustacheTemplate("{{>p}}").render(nested, partials: ["p": "x{{#child}}{{>p}}{{/child}}"])
        #expect(output.count == 200)
    }

    /// The work limits grow with the model: 300,000 values render through a partial each (past the base
    /// of 100,000 expansions, which a template with no model cannot pass).
    @Test func theLimitsGrowWithTheModel() throws {
        let items = MustacheValue.object(["items": .array((0..<300_000).map { .int($0) })])
        let output = try MustacheTemplate("{{#items}}{{>item}}{{/items}}").render(items, partials: ["item": "{{.}},"])
        #expect(output.hasPrefix("0,1,2,") && output.hasSuffix("299999,"))
        #expect(throws: MustacheSyntaxError.self) {
            try MustacheTemplate("{{>a}}").render(.null, partials: ["a": "abcdefghijklmnopq{{>a}}{{>a}}"])
        }
    }

    /// Found by fuzzing (Scripts/fuzz.sh mustache): a partial including itself twice hung (2^256 expansions).
    @Test func exponentialPartialRecursionStopsWithAnError() {
        #expect(throws: MustacheSyntaxError.self) {
            try MustacheTemplate("{{>a}}").render(.null, partials: ["a": "{{>a}}{{>a}}"])
        }
    }

    @Test func encodableModelsBecomeValues() throws {
        struct Model: Encodable { var name = "n"; var count = 2; var flag = false; var items = [1.5] }
        let value = try MustacheValue(encoding: Model())
        #expect(
            value
                == .object([
                    "name": .string("n"), "count": .int(2), "flag": .bool(false), "items": .array([.double(1.5)]),
                ]))
    }
}
