import LocalizationFormats

/// A printf-style format string split into literal text and placeholders, every placeholder given
/// its argument position (explicit `%2$@` or implicit by order), `%#@name@` references included.
struct PrintfTemplate: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case text(String)
        case placeholder(Placeholder)
    }

    struct Placeholder: Sendable, Equatable {
        /// 1-based argument position.
        var position: Int
        var flags: String = ""
        /// Digits, or `*` (its argument: `widthPosition`).
        var width: String = ""
        var widthPosition: Int?
        /// With its dot (`.2`, `.*`), or empty.
        var precision: String = ""
        var precisionPosition: Int?
        var length: String = ""
        /// The conversion character (`d`, `@`, `f`…); `@` for a `%#@name@` reference.
        var conversion: Character
        /// The name of a `%#@name@` reference.
        var variable: String?

        /// The specifier with an explicit position, as `String(format:)` reads it.
        func numberedSpec(conversion override: Character? = nil) -> String {
            let width = widthPosition.map { "*\($0)$" } ?? width
            let precision = precisionPosition.map { ".*\($0)$" } ?? precision
            return "%\(position)$\(flags)\(width)\(precision)\(length)\(override ?? conversion)"
        }
    }

    var pieces: [Piece]
    /// The position the next unnumbered placeholder after this template would take.
    var nextPosition: Int

    /// `true` when the template has no placeholders (its text is the result as is).
    var isPlainText: Bool {
        !pieces.contains { if case .placeholder = $0 { true } else { false } }
    }

    /// Parses `string` with the tools' grammar, segments and numbering (`FormatSegments`,
    /// `FormatArgumentCounter`); unnumbered placeholders take positions from `firstPosition` on.
    ///
    /// A specifier the tools report as broken (incomplete, unknown conversion, position 0) stays literal
    /// text, so any string parses.
    init(parsing string: String, firstPosition: Int = 1) {
        let segments = FormatSegments(string)
        var counter = FormatArgumentCounter(first: firstPosition)
        var pieces: [Piece] = []
        var text: [UInt8] = []
        for segment in segments.segments {
            switch segment.kind {
            case .text: text += segments.utf8[segment.bytes]
            case .percentSign: text.append(UInt8(ascii: "%"))
            case .brokenSpecifier(let directive):
                // Its `*`s still take their arguments, as they did before the specifier proved broken.
                Placeholder.takeStars(of: directive, counter: &counter)
                text += segments.utf8[segment.bytes]
            case .placeholder(let directive):
                if !text.isEmpty {
                    pieces.append(.text(String(decoding: text, as: UTF8.self)))
                    text.removeAll(keepingCapacity: true)
                }
                pieces.append(.placeholder(Placeholder(directive, bytes: segments.utf8, counter: &counter)))
            }
        }
        if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
        self.pieces = pieces
        self.nextPosition = counter.next
    }

    init(pieces: [Piece], nextPosition: Int) {
        self.pieces = pieces
        self.nextPosition = nextPosition
    }
}
