import Foundation
import Testing

@testable import StencilEngine

/// The ASCII paths of StencilSwiftKit's string filters against the general ones they replace
/// (Foundation's regexes and character sets), on hand-picked and generated names.
struct SwiftKitTextFastPathTests {
    static let names: [String] = [
        "", "a", "A", "_", "-", "1", "ABC", "abc", "ABCDef", "URLTitle", "someCamelCase", "SomeCapString",
        "HTTPServer2Go", "A1Bc", "AB1Cd", "a1B", "1A", "9Ab", "ABC123", "abc123Def", "ABc", "aBC", "aBCd",
        "x_Y-z", "--A--b", "___leading", "trailing__", "screen12.item480", "Show-NavCtrl", ".SFNSDisplay",
        "some$URL", "with space", "apples.count", "SNAKE_CASE", "snake_case", "iOS13Feature", "MY-APP_ID2X",
        "a\r\nB", "AB\r\nCd", "aB\r", "lineOne\nLineTwo", "tab\tSeparated",
    ]

    /// Text the ASCII paths must leave to the general ones: non-ASCII letters and digits.
    static let nonASCII: [String] = ["Über", "façadeName", "ÀBCdef", "a١B", "ABC٣Def", "日本Name", "naïveURLString"]

    @Test(arguments: names + nonASCII)
    func snakeCaseMatchesTheRegexes(_ name: String) {
        #expect(SwiftKitText.snakeCase(name) == SwiftKitText.regexSnakeCase(name))
    }

    @Test func generatedNamesMatchTheRegexes() {
        let alphabet = Array("aZb1Y_-.9xQ")
        var generator = SplitMix64(seed: 48)
        for _ in 0..<5000 {
            let length = Int(generator.next() % 9)
            let name = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            #expect(SwiftKitText.asciiSnakeCase(name) == SwiftKitText.regexSnakeCase(name), "\(name)")
        }
    }

    @Test func nonASCIIFallsBackToTheRegexes() {
        for name in Self.nonASCII { #expect(SwiftKitText.asciiSnakeCase(name) == nil) }
        #expect(SwiftKitText.asciiSnakeCase("a\r\nB") == nil)
        // `\d` in the regex is any decimal digit: Arabic-Indic three splits like an ASCII digit.
        #expect(SwiftKitText.snakeCase("ABC٣Def") == "ABC٣_Def")
    }

    @Test(arguments: names)
    func identifiersMatchTheScalarPath(_ name: String) {
        for capitalizing in [false, true] {
            #expect(
                ASCIIText(name)?.identifier(capitalizingComponents: capitalizing)
                    == SwiftIdentifier.scalarIdentifier(name, capitalizingComponents: capitalizing))
        }
    }

    @Test(arguments: names)
    func wordsAndPartsMatchTheUnicodePath(_ name: String) {
        #expect(SwiftKitText.lowerFirstWord(name) == SwiftKitText.scalarLowerFirstWord(name))
        #expect(
            ASCIIText(name)?.capitalizingSnakeParts()
                == name.components(separatedBy: "_").map(SwiftKitText.upperFirstLetter).joined())
    }
}

/// A small deterministic generator, so a failure names an input that can be replayed.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
