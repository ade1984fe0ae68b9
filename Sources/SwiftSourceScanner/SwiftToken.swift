/// One token of Swift source: what it is, its bytes and where it starts.
///
/// Tokens hold no text (a scan makes no `String`); ``SwiftSource`` turns one into text on demand.
/// A string literal's interpolations are tokens too: they follow the literal's own token, which
/// counts them in ``nestedCount`` so a reader can step over the whole literal at once.
public struct SwiftToken: Sendable, Equatable {
    public enum Kind: UInt8, Sendable, CaseIterable {
        /// A name or keyword: `foo`, `` `class` ``, `$0`, `_`, `Text`.
        case identifier
        /// `#if`, `#selector`, `#file`: a `#` directly followed by a name.
        case poundKeyword
        /// `@MainActor`, `@Test`.
        case attribute
        case number
        /// `"…"`, `"""…"""`, `#"…"#` and deeper raw forms.
        case string
        /// `#/…/#` (bare `/…/` regex literals are read as operators).
        case regex
        /// `//…` to the end of the line, or `/* … */` (nested).
        case comment
        /// One of `. , : ; ( ) [ ] { }`.
        case punctuation
        /// A run of operator characters (`=`, `->`, `??`, `+=`, `!`).
        case `operator`
        /// `\(` (or `\#(` in a raw string) opening an interpolation.
        case interpolationStart
        /// The `)` closing an interpolation.
        case interpolationEnd
    }

    public var kind: Kind
    /// Byte offsets in the source: `start..<end`.
    public var start: Int32
    public var end: Int32
    /// 1-based line and column (the column counts UTF-8 bytes, as the Swift compiler does).
    public var line: Int32
    public var column: Int32
    /// For a string literal: how many tokens after this one are inside it (its interpolations).
    public var nestedCount: Int32
    /// For a string or regex literal: the number of `#` around it; for a string, 1 more bit says
    /// multi-line (`hashes | 0x100`). Zero for other tokens.
    public var delimiter: Int32

    public var range: Range<Int> { Int(start)..<Int(end) }

    /// For a string literal: the number of `#` in its delimiter (`#"…"#` → 1).
    public var hashCount: Int { Int(delimiter & 0xFF) }

    /// For a string literal: `"""…"""`.
    public var isMultiline: Bool { delimiter & 0x100 != 0 }
}
