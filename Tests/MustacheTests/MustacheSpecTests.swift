import Foundation
import LocaleKitTestSupport
import Testing

@testable import Mustache

/// One test of the official Mustache spec (`Tests/Corpus/mustache-spec/specs/*.json`).
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
    var suite: String
    var name: String
    var template: String
    var partials: [String: String]
    var data: MustacheValue
    var expected: String

    var testDescription: String { "\(suite): \(name)" }

    /// The spec modules in scope: every required module, and inheritance. Lambdas need code in
    /// the data and dynamic names are not used by localekit's templates.
    static let suites = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance",
    ]

    static let specDirectory = URL(fileURLWithPath: TestPaths.corpus + "/mustache-spec/specs")

    static let all: [MustacheSpecCase] = suites.flatMap { suite -> [MustacheSpecCase] in
        let url = specDirectory.appendingPathComponent("\(suite).json")
        guard let data = try? Data(contentsOf: url),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tests = root["tests"] as? [[String: Any]]
        else { return [] }
        return tests.map { test in
            MustacheSpecCase(
                suite: suite, name: test["name"] as? String ?? "?", template: test["template"] as? String ?? "",
                partials: test["partials"] as? [String: String] ?? [:],
                data: MustacheValue(jsonObject: test["data"] ?? NSNull()), expected: test["expected"] as? String ?? "")
        }
    }
}

@Suite struct MustacheSpecTests {
    @Test func everySuiteIsLoaded() {
        let suites = Set(MustacheSpecCase.all.map(\.suite))
        #expect(suites == Set(MustacheSpecCase.suites))
        #expect(MustacheSpecCase.all.count > 150)
    }

    @Test(arguments: MustacheSpecCase.all)
    func specCase(_ spec: MustacheSpecCase) throws {
        let template = try MustacheTemplate(spec.template, file: spec.name)
        let output = try template.render(spec.data, partials: spec.partials)
        #expect(output == spec.expected)
    }

    /// The same spec with every list made lazily (``MustacheList``, as `generate`'s accessors are):
    /// sections, inverted sections, truthiness and interpolation give the same text.
    @Test(arguments: MustacheSpecCase.all)
    func specCaseWithLazyLists(_ spec: MustacheSpecCase) throws {
        let template = try MustacheTemplate(spec.template, file: spec.name)
        let lazy = Self.lazyLists(spec.data)
        #expect(lazy.materialized == spec.data)
        #expect(try template.render(lazy, partials: spec.partials) == spec.expected)
    }

    @Test func lazyListMakesOnlyTheElementsRendered() throws {
        let made = Counter()
        let list = MustacheList(count: 3) { index in
            made.increment()
            return .object(["n": .int(index)])
        }
        let template = try MustacheTemplate("{{#items}}{{n}}{{/items}}|{{^items}}none{{/items}}")
        #expect(try template.render(.object(["items": .list(list)])) == "012|")
        // Each element once as it is rendered, and the first once more: the render's limits estimate
        // the model's size from it.
        #expect(made.value == 4)
        let empty = MustacheValue.object(["items": .list(MustacheList(count: 0) { _ in .null })])
        #expect(try template.render(empty) == "|none")
    }

    private static func lazyLists(_ value: MustacheValue) -> MustacheValue {
        switch value {
        case .array(let items):
            let converted = items.map(lazyLists)
            return .list(MustacheList(count: converted.count) { converted[$0] })
        case .object(let members): return .object(members.mapValues(lazyLists))
        default: return value
        }
    }
}

/// Counts calls from a `@Sendable` closure.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
