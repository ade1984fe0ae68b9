import Foundation
import LocalizationFormats
import Testing

@testable import SwiftLocaleKit

/// The tools (`FormatString`, what `check` and the generator read) and the runtime (`PrintfTemplate`,
/// what the app prints) must number every placeholder of a format alike, on every format string of
/// the corpus (`Fixtures/corpus-format-strings.json`, one string per shape of specifiers, made by
/// `Scripts/extract-format-strings.py` from the shared corpus) and on adversarial ones.
@Suite struct FormatParityTests {
    struct Corpus: Decodable {
        struct Plural: Decodable {
            struct Variable: Decodable {
                var name: String
                var valueType: String?
                var forms: [String: String]
            }
            var format: String
            var variables: [Variable]
        }
        var strings: [String]
        var plurals: [Plural]
    }

    static let corpus: Corpus = {
        let url = TestSupport.fixtures.appending(path: "corpus-format-strings.json")
        guard let data = try? Data(contentsOf: url), let corpus = try? JSONDecoder().decode(Corpus.self, from: data)
        else { return Corpus(strings: [], plurals: []) }
        return corpus
    }()

    static let adversarial = [
        "%*d", "%-*.*f", "%2$*1$d", "%.*2$f %1$d", "%#@a@ and %#@a@ then %d", "%#@a@ %1$#@b@ %@",
        "%1$@ %@", "%@ %1$@ %@", "%%", "100%% %d%%", "%1$@ %@ %2$@", "%d %1$d", "%0$d %d", "%*0$d", "%5%d",
        "%", "%1$", "%-", "%#@", "%#@name", "%#@@", "%3.2#@v@ %d", "%k %d", "%é %d", "%lld %hhd %qd %Lf %zu",
        "%'d %+d % d %#x %05d", "%1111111111d", "%2$@ %1$@ %2$@", "%#@v@%#@w@%2$#@v@",
    ]

    /// (position, variable, conversion) of each argument a side reads, in order.
    struct Argument: Equatable, CustomStringConvertible {
        var position: Int
        var variable: String?
        var description: String { "\(position)\(variable.map { " " + $0 } ?? "")" }
    }

    static func tools(_ format: String, first: Int) -> (arguments: [Argument], broken: Bool) {
        let parsed = FormatString(parsing: format, firstImplicitPosition: first)
        let broken = parsed.problems.contains {
            [.incomplete, .trailingPercent, .unknownConversion, .invalidPosition].contains($0.kind)
        }
        return (parsed.placeholders.map { Argument(position: $0.position, variable: $0.variable) }, broken)
    }

    static func runtime(_ format: String, first: Int) -> [Argument] {
        PrintfTemplate(parsing: format, firstPosition: first).pieces.flatMap { piece -> [Argument] in
            guard case .placeholder(let placeholder) = piece else { return [] }
            let stars = [placeholder.widthPosition, placeholder.precisionPosition].compactMap(\.self)
            return stars.map { Argument(position: $0, variable: nil) }
                + [Argument(position: placeholder.position, variable: placeholder.variable)]
        }
    }

    /// Same arguments in the same order; where the tools report a broken specifier (which the runtime
    /// prints as text), the runtime reads a subsequence of the tools' arguments.
    static func expectParity(
        _ format: String, first: Int = 1, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (tools, broken) = tools(format, first: first)
        let runtime = runtime(format, first: first)
        if broken {
            var remaining = tools[...]
            for argument in runtime {
                guard let index = remaining.firstIndex(of: argument) else {
                    Issue.record("\(format): runtime \(runtime), tools \(tools)", sourceLocation: sourceLocation)
                    return
                }
                remaining = remaining[(index + 1)...]
            }
        } else {
            #expect(runtime == tools, "\(format) from \(first)", sourceLocation: sourceLocation)
        }
    }

    @Test func theCorpusIsThere() {
        #expect(Self.corpus.strings.count > 50)
        #expect(Self.corpus.plurals.count > 20)
    }

    @Test(arguments: [1, 3])
    func corpusStringsAreNumberedAlike(first: Int) {
        for format in Self.corpus.strings { Self.expectParity(format, first: first) }
    }

    @Test(arguments: adversarial)
    func adversarialStringsAreNumberedAlike(format: String) {
        Self.expectParity(format)
        Self.expectParity(format, first: 2)
    }

    /// Each plural's variables count the argument the tools say (`variablePositions`), and each form,
    /// parsed from there, reads the arguments the tools' `parseForm` reads.
    @Test func corpusPluralsAreNumberedAlike() {
        for plural in Self.corpus.plurals {
            let translation = PluralTranslation(
                format: plural.format,
                variables: plural.variables.map { variable in
                    PluralVariable(
                        name: variable.name, valueType: variable.valueType,
                        forms: Dictionary(
                            uniqueKeysWithValues: variable.forms.compactMap { key, value in
                                PluralCategory(rawValue: key).map { ($0, value) }
                            }))
                })
            let compiled = PluralFormat(translation)
            for (name, position) in translation.variablePositions {
                guard let variable = translation.variable(named: name) else { continue }
                #expect(compiled.variables[name]?.parsedPosition == position, "\(plural.format) \(name)")
                for form in variable.forms.values {
                    let tools = PluralTranslation.parseForm(form, position: position).placeholders.map(\.position)
                    let runtime = Self.runtime(form, first: position).map(\.position)
                    if !Self.tools(form, first: position).broken { #expect(runtime == tools, "\(form)") }
                }
            }
        }
    }

    /// What `check` approves the runtime prints as Foundation does: each corpus string without a
    /// problem, given arguments of the types the tools infer, formats to `String(format:locale:)`'s text.
    @Test func approvedCorpusStringsFormatAsFoundationDoes() {
        let locale = Locale(identifier: "en")
        var compared = 0
        for format in Self.corpus.strings {
            let parsed = FormatString(parsing: format)
            guard parsed.problems.isEmpty, parsed.variableNames.isEmpty,
                let arguments = Self.arguments(for: parsed.argumentTypes)
            else { continue }
            let expected = String(format: format, locale: locale, arguments: arguments)
            let formatted = ArgumentFormatter.format(
                PrintfTemplate(parsing: format), arguments: arguments, locale: FormatLocale(locale))
            #expect(formatted == expected, "\(format)")
            compared += 1
        }
        #expect(compared > 50)
    }

    /// A value of each type, or nil when a type cannot be passed safely (`%s`, `%p`…, or a gap).
    static func arguments(for types: [PlaceholderType?]) -> [any CVarArg]? {
        var arguments: [any CVarArg] = []
        for (index, type) in types.enumerated() {
            switch type {
            case .string: arguments.append("s\(index)")
            case .int: arguments.append(1234 * (index + 1))
            case .uint: arguments.append(UInt(77 + index))
            case .double: arguments.append(3.25 + Double(index))
            default: return nil
            }
        }
        return arguments
    }
}
