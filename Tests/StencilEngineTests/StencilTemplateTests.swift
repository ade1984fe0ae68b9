import Foundation
import StencilEngine
import Testing

/// The syntax, spacing and errors of the engine, on small templates.
struct StencilTemplateTests {
    static func render(
        _ text: String, _ context: [String: StencilValue] = [:], spacing: StencilEnvironment.Spacing = .modern
    ) throws -> String {
        try StencilTemplate(text, file: "t.stencil", environment: StencilEnvironment(spacing: spacing)).render(context)
    }

    @Test func variablesFiltersAndLiterals() throws {
        let context: [String: StencilValue] = ["name": "privacy_policy", "items": ["a", "b"], "n": 3]
        #expect(try Self.render("{{ name|swiftIdentifier:\"pretty\"|lowerFirstWord }}", context) == "privacyPolicy")
        #expect(try Self.render("{{ items.count }} {{ items.first }} {{ items.1 }} {{ missing }}", context) == "2 a b ")
        #expect(try Self.render("{{ items|join:\", \" }}|{{ \"x\" if n > 2 else \"y\" }}", context) == "a, b|x")
        #expect(try Self.render("{{ missing|default:'none' }}", context) == "none")
        #expect(try Self.render("{{ items[n] }}", ["items": ["a"], "n": 0]) == "a")
    }

    @Test func conditionsAndLoops() throws {
        let context: [String: StencilValue] = ["types": ["String", "Int"], "flag": false]
        let loop = "{% for t in types %}{{ forloop.counter }}{{ t }}{{ \",\" if not forloop.last }}{% endfor %}"
        #expect(try Self.render(loop, context) == "1String,2Int")
        #expect(
            try Self.render("{% if flag or types.count >= 2 and not flag %}yes{% else %}no{% endif %}", context)
                == "yes")
        #expect(
            try Self.render("{% for t in types where t == \"Int\" %}{{ t }}{% empty %}none{% endfor %}", context)
                == "Int")
        #expect(
            try Self.render("{% for k, v in d %}{{ k }}={{ v }};{% endfor %}", ["d": ["b": 2, "a": 1]]) == "a=1;b=2;")
    }

    @Test func swiftKitTags() throws {
        let text = """
            {% macro line x %}<{{ x }}>{% endmacro %}{% set greeting %}hi{% endset %}\
            {% call line greeting %}{% map items into upper using i %}{{ i|upperFirstLetter }}{% endmap %}\
            {{ upper|join:"" }}{% filter indent:2," ",true %}a
            b{% endfilter %}
            """
        #expect(try Self.render(text, ["items": ["x", "y"]]) == "<hi>XY  a\n  b")
    }

    /// Modern spacing: a tag alone on its line leaves no trace; `-` trims all, `+` keeps.
    @Test func modernSpacing() throws {
        #expect(try Self.render("a\n  {% if true %}\n  b\n  {% endif %}\nc\n") == "a\n  b\nc\n")
        #expect(try Self.render("a  {%- if true -%}  \n b {%+ endif %}") == "ab ")
    }

    /// Legacy spacing (SwiftGen's default for a user's template): nothing trimmed, then every
    /// whitespace-only line removed, except the blank lines the template itself has.
    @Test func legacySpacing() throws {
        let text = "a\n\n  {% if true %}\n  b\n  {% endif %}\nc\n"
        #expect(try Self.render(text, spacing: .legacy) == "a\n\n  b\nc\n")
        #expect(try Self.render(text, spacing: .modern) == "a\n\n  b\nc\n")
        #expect(
            try Self.render("{% for i in items %}\n{{ i }}\n{% endfor %}\n", ["items": [1, 2]], spacing: .legacy)
                == "\n1\n2\n")
    }

    @Test(arguments: [
        ("x\n  {{ a|nope }}", "t.stencil:2:3: error: unknown filter 'nope' (similar: 'join')"),
        ("{{ a|lowercased }}", "t.stencil:1:1: error: unknown filter 'lowercased' (similar: 'lowercase')"),
        ("{% for x in y %}\n{% endif %}", "t.stencil:2:1: error: unknown tag 'endif' (expected 'empty' or 'endfor')"),
        ("{% unknown %}", "t.stencil:1:1: error: unknown tag 'unknown'"),
        ("a\n\n{% if x %}", "t.stencil:3:1: error: 'if' has no matching 'endif'"),
        ("{{ x ", "t.stencil:1:1: error: '{{' is never closed: expected '}}'"),
        (
            "{% for x %}{% endfor %}",
            "t.stencil:1:1: error: 'for' expects the syntax `for <x> in <y> [where <condition>]`"
        ),
    ])
    func syntaxErrorsAreLocated(text: String, message: String) {
        #expect {
            _ = try StencilTemplate(text, file: "t.stencil", environment: StencilEnvironment(spacing: .legacy))
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func legacyLocationsCountTheTemplatesLines() {
        #expect {
            _ = try StencilTemplate(
                "a\n\n\n{{ x|nope }}", file: "t.stencil", environment: StencilEnvironment(spacing: .legacy))
        } throws: { error in
            "\(error)" == "t.stencil:4:1: error: unknown filter 'nope' (similar: 'join')"
        }
    }

    @Test func renderErrorsAreLocated() {
        #expect {
            _ = try Self.render("a\n{% call nothing %}")
        } throws: { error in
            "\(error)" == "t.stencil:2:1: error: call to undefined macro 'nothing'"
        }
        #expect {
            _ = try Self.render("{{ 3|swiftIdentifier:\"odd\" }}")
        } throws: { error in
            "\(error)" == "t.stencil:1:1: error: filter 'swiftIdentifier': invalid option 'odd'"
        }
    }

    @Test func parameters() throws {
        let parsed = try StencilParameters.parse(["enumName=L10n", "publicAccess", "a.b=c", "list=1", "list=2"])
        #expect(parsed == ["enumName": "L10n", "publicAccess": true, "a": ["b": "c"], "list": ["1", "2"]])
    }

    /// `include` renders a template of the same folder in place; `import` only defines its macros.
    @Test func includeAndImport() throws {
        let folder = NSTemporaryDirectory() + "stencil-include-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[{{ name }}]".write(toFile: folder + "/part.stencil", atomically: true, encoding: .utf8)
        try "ignored{% macro shout x %}{{ x|uppercase }}{% endmacro %}".write(
            toFile: folder + "/macros.stencil", atomically: true, encoding: .utf8)
        let environment = StencilEnvironment(spacing: .modern, templateDirectory: URL(fileURLWithPath: folder))
        let template = try StencilTemplate(
            "{% include \"part.stencil\" %}{% import \"macros.stencil\" %}{% call shout name %}", file: "t",
            environment: environment)
        #expect(try template.render(["name": "hi"]) == "[hi]HI")
    }
}
