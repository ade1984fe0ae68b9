import LocaleCatalog
import LocalizationFormats

/// `control-character`: a translation holds a control character (U+0000–U+001F other than tab,
/// line feed and carriage return, U+007F–U+009F) that the development value does not have, such
/// as a U+0018 pasted into a zh-Hant string. It ships as it is and shows as nothing or as a
/// substitute glyph, so it is a warning.
///
/// Allowed: tab, line feed and carriage return; a control character the development value has too.
public struct ControlCharacter: TextPairCheck {
    public static let id = Diagnostic.Rule.controlCharacter
    public static let defaultSeverity: Diagnostic.Severity? = .warning
    public static let summary =
        "A translation holds a control character (other than tab and line breaks) the development value does not have."

    /// The rule, at its default severity.
    public init() {}
    public init?(_ context: CheckContext) {}

    public func problems(in pair: TextPair) -> [TextProblem] {
        guard UTF8Bytes.with(pair.translation, Self.mayHaveControlCharacters(in:)) else { return [] }
        let source = Set(pair.source.unicodeScalars.filter(Self.isControl))
        let added = Set(pair.translation.unicodeScalars.filter { Self.isControl($0) && !source.contains($0) })
        return added.sorted { $0.value < $1.value }.map { scalar in
            TextProblem(
                "the translation has the control character \(Self.name(of: scalar)), which users see as nothing "
                    + "or as a substitute glyph")
        }
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// `U+0018`.
    static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A cheap test on the bytes: a C0 byte other than tab and line breaks, DEL, or a C1 character's
    /// UTF-8 lead (0xC2 followed by 0x80–0x9F).
    private static func mayHaveControlCharacters(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        // Eight bytes at a time: a word with no byte below 0x20, no 0x7F and no 0xC2 (almost every
        // word of every text) is skipped with a few integer operations; only the bytes of a flagged
        // word are looked at one by one (BENCHMARKS.md: the release build needs it).
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            let below20 = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
            if below20 != 0 || hasZeroByte(word ^ 0x7F7F_7F7F_7F7F_7F7F) || hasZeroByte(word ^ 0xC2C2_C2C2_C2C2_C2C2) {
                if hasControl(in: bytes, from: offset, to: offset + 8) { return true }
            }
            offset += 8
        }
        return hasControl(in: bytes, from: offset, to: bytes.count)
    }

    /// Whether one of the bytes in `start..<end` begins a control character (a C1 lead may look at
    /// the byte after `end`).
    private static func hasControl(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { return true }
            if byte == 0x7F { return true }
            if byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] >= 0x80 && bytes[index + 1] <= 0x9F {
                return true
            }
            index += 1
        }
        return false
    }

    /// Whether `word` has a zero byte (exact: the test of `(w - 0x01…) & ~w & 0x80…` can flag a
    /// byte above a real zero, but only when there is one).
    @inline(__always) private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }
}

extension Diagnostic.Rule {
    /// A translation holds a control character the development value does not have.
    public static let controlCharacter = Diagnostic.Rule("control-character")
}
