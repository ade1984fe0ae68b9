import LocalizationFormats
import Testing

@testable import SwiftLocaleKit

/// `PrintfTemplate` splits a format through ``FormatSegments`` now; before, it read the directives
/// itself with its own `%%`. Over the corpus format strings and the adversarial ones, the templates
/// are the ones that reading gave (kept here as the oracle).
@Suite struct PrintfTemplateSegmentsTests {
    static let formats: [String] = {
        let corpus = FormatParityTests.corpus
        let forms = corpus.plurals.flatMap { [$0.format] + $0.variables.flatMap { $0.forms.values } }
        return corpus.strings + forms + FormatParityTests.adversarial + ["%*y", "%.*y %d", "%0$*d %d", "é%%ü%@🙂"]
    }()

    @Test func theCorpusHasFormats() {
        #expect(Self.formats.count > 200)
    }

    @Test(arguments: [1, 3])
    func templatesAreAsBefore(first: Int) {
        for format in Self.formats {
            #expect(
                PrintfTemplate(parsing: format, firstPosition: first) == Self.former(format, first: first), "\(format)")
        }
    }

    /// The former `PrintfTemplate.init(parsing:firstPosition:)`.
    private static func former(_ string: String, first: Int) -> PrintfTemplate {
        var scanner = FormatDirectiveScanner(string)
        var counter = FormatArgumentCounter(first: first)
        var pieces: [PrintfTemplate.Piece] = []
        var text: [UInt8] = []
        var textStart = 0
        while let directive = scanner.next() {
            text += scanner.bytes[textStart..<directive.range.lowerBound]
            textStart = directive.range.upperBound
            if directive.isPercentSign {
                text.append(UInt8(ascii: "%"))
                continue
            }
            var widthPosition: Int?
            var precisionPosition: Int?
            if case .star(_, let position) = directive.width { widthPosition = counter.take(position) }
            if case .star(_, let position) = directive.precision { precisionPosition = counter.take(position) }
            guard directive.failure == nil, directive.explicitPosition != 0, widthPosition != 0, precisionPosition != 0
            else {
                text += scanner.bytes[directive.range]
                continue
            }
            let placeholder = formerPlaceholder(
                directive, bytes: scanner.bytes, position: counter.take(directive.explicitPosition),
                stars: (widthPosition, precisionPosition))
            if !text.isEmpty {
                pieces.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll(keepingCapacity: true)
            }
            pieces.append(.placeholder(placeholder))
        }
        text += scanner.bytes[textStart...]
        if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
        return PrintfTemplate(pieces: pieces, nextPosition: counter.next)
    }

    /// The former `PrintfTemplate.Placeholder.init?(_:bytes:counter:)` past its guard.
    private static func formerPlaceholder(
        _ directive: FormatDirective, bytes: [UInt8], position: Int, stars: (width: Int?, precision: Int?)
    ) -> PrintfTemplate.Placeholder {
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func amount(_ amount: FormatDirective.Amount?) -> String {
            switch amount {
            case .digits(let range): range.count > 4 ? "9999" : text(range)
            case .star: "*"
            case nil: ""
            }
        }
        if let variable = directive.variable {
            return PrintfTemplate.Placeholder(position: position, conversion: "@", variable: text(variable))
        }
        return PrintfTemplate.Placeholder(
            position: position, flags: text(directive.flags), width: amount(directive.width),
            widthPosition: stars.width, precision: directive.precision.map { "." + amount($0) } ?? "",
            precisionPosition: stars.precision, length: text(directive.length),
            conversion: Character(Unicode.Scalar(bytes[directive.conversion.lowerBound])))
    }
}
