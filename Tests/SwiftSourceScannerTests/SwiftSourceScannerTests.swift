import Foundation
import SwiftSourceScanner
import Testing

@Suite struct SwiftSourceScannerTests {
    static func scan(_ text: String) -> SwiftSource { SwiftSourceScanner.scan(Array(text.utf8)) }

    /// The static values of every string literal at any depth, in order.
    static func strings(_ text: String) -> [String] {
        let source = scan(text)
        return source.tokens.indices.filter { source.tokens[$0].kind == .string }.map {
            source.literal(at: $0).staticValue ?? "<\(source.literal(at: $0).staticPrefix)…>"
        }
    }

    /// `1️⃣` in `text` marks where a token must start; returns the text without markers and each
    /// marker's 1-based line and (byte) column.
    static func markers(_ text: String) -> (String, [(line: Int, column: Int)]) {
        var clean = ""
        var found: [(Int, Int)] = []
        var line = 1
        var column = 1
        for character in text {
            if character == "1️⃣" {
                found.append((line, column))
                continue
            }
            clean.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (clean, found)
    }

    @Test func keysInCommentsAreNoStrings() {
        #expect(Self.strings("// \"a\"\n/* \"b\" /* \"c\" */ \"d\" */ \"e\"") == ["e"])
        #expect(Self.strings("let x = 1 /* unterminated \"f\"") == [])
    }

    @Test func rawStringsEndOnlyAtTheirOwnDelimiter() {
        #expect(Self.strings(##"#"a "b" c"# "d""##) == [#"a "b" c"#, "d"])
        #expect(Self.strings(###"##"x "# y"## "z""###) == [##"x "# y"##, "z"])
        #expect(Self.strings(##"#"no \(interpolation) \n"#"##) == [#"no \(interpolation) \n"#])
        #expect(Self.strings(##"#"yes \#(x) \#n"#"##) == ["<yes …>"])
    }

    @Test func interpolationsNestToAnyDepth() {
        let text = #""a \("b \("c \("d") c") b") a" "after""#
        #expect(Self.strings(text) == ["<a …>", "<b …>", "<c …>", "d", "after"])
        let source = Self.scan(text)
        // Stepping over the outer literal lands on the one after it.
        let next = source.next(after: 0)
        #expect(next.map { source.literal(at: $0).staticValue } == "after")
    }

    @Test func parenthesesInsideAnInterpolationDoNotCloseIt() {
        #expect(Self.strings(#""\(f(g(1), (2, 3))) tail" "next""#) == ["<…>", "next"])
        let literal = Self.scan(#""x\(f(g(1))) tail""#).literal(at: 0)
        #expect(literal.segments.count == 3)
        #expect(literal.segments.last == .text(" tail"))
    }

    @Test func multiLineLiteralsStripTheClosingIndentation() {
        let text = "let s = \"\"\"\n    one\n      two \"quoted\"\n    three \\\n    four\n    \"\"\"\n\"x\""
        #expect(Self.strings(text) == ["one\n  two \"quoted\"\nthree four", "x"])
    }

    @Test func escapesAreDecoded() {
        #expect(Self.strings(#""a\nb\t\"c\"\\ \u{E9}\u{1F600}""#) == ["a\nb\t\"c\"\\ é😀"])
    }

    @Test func anUnterminatedStringEndsWithItsLine() {
        #expect(Self.strings("let a = \"open\nlet b = \"closed\"") == ["open", "closed"])
    }

    @Test func regexLiteralsHideTheirQuotes() {
        #expect(Self.strings(##"let r = #/"(\d+)"/# ; "s""##) == ["s"])
    }

    @Test func tokensCarryTheirLineAndColumn() {
        let (text, expected) = Self.markers("let 1️⃣a = 1️⃣\"é\" + 1️⃣\"\"\"\n  x \\(1️⃣y)\n  \"\"\"\n1️⃣L10n.1️⃣b")
        let source = Self.scan(text)
        let interesting = source.tokens.filter {
            [.identifier, .string].contains($0.kind) && !source.token($0, is: "let")
        }
        #expect(interesting.map { [Int($0.line), Int($0.column)] } == expected.map { [$0.line, $0.column] })
    }

    @Test func memberChainsSpanLinesAndComments() {
        let source = Self.scan("x = L10n\n  .A // c\n  .b(1).c + .implicit + \"k\".localized + f().g")
        let chains = source.memberChains().map { ($0.isImplicitMember ? "." : "") + $0.path }
        #expect(chains == ["x", "L10n.A.b", ".implicit", "f"])
    }

    @Test func theScanNeverStopsEarly() {
        // Every byte sequence ends in tokens; the last token ends at or before the input's end.
        for text in ["\"", "#\"", "\"\"\"", "\\(", "\"\\(", "/*", "`", "#", "##\"x\"#", "\"\\(\"\\(\""] {
            let source = Self.scan(text)
            #expect(source.tokens.allSatisfy { Int($0.end) <= text.utf8.count })
        }
    }
}
