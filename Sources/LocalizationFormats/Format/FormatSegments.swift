/// A format string cut into what the app shows as written and what its arguments fill in: the one
/// splitting of a format into text and placeholders that the rules, the pseudo-localizer, the key
/// index and the runtime's `PrintfTemplate` all read.
///
/// ```swift
/// let segments = FormatSegments("%lld of %@ 100%%")
/// segments.literalPieces  // ["", " of ", " 100%"]
/// ```
///
/// The grammar is ``FormatDirectiveScanner``'s. A specifier the tools report as broken (unknown
/// conversion, incomplete, a `%` at the end, position 0 for its value or a `*`) is shown as written, as
/// `PrintfTemplate` formats it, so it is literal text here too; `%%` is literal text that shows one `%`.
/// Every segment knows its place in the string both in UTF-8 bytes and in Unicode scalars
/// (``FormatPlaceholder/offset``'s unit), and the segments cover the string without gaps, in order.
package struct FormatSegments: Sendable, Equatable {
    /// One run of a format string.
    package struct Segment: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            /// Text between specifiers, shown as written.
            case text
            /// `%%`, which shows one `%`.
            case percentSign
            /// A specifier the tools report as broken: shown as written, it takes no argument for its value
            /// (the runtime still numbers its `*`, so the directive is kept).
            case brokenSpecifier(FormatDirective)
            /// A specifier an argument fills in (`%@`, `%2$.1f`, `%*d`, `%#@files@`).
            case placeholder(FormatDirective)
        }

        package var kind: Kind
        /// The segment's bytes in the string's UTF-8.
        package var bytes: Range<Int>
        /// The same run in Unicode scalars.
        package var scalars: Range<Int>

        /// Whether the app shows the segment's characters (everything but a placeholder).
        package var isLiteral: Bool {
            if case .placeholder = kind { false } else { true }
        }

        /// The directive of a placeholder, nil for literal text.
        package var placeholder: FormatDirective? {
            if case .placeholder(let directive) = kind { directive } else { nil }
        }
    }

    /// The string's UTF-8, which every range indexes.
    package let utf8: [UInt8]
    package private(set) var segments: [Segment] = []

    package init(_ string: String) {
        var scanner = FormatDirectiveScanner(string)
        utf8 = scanner.bytes
        var counter = ScalarCounter()
        var textStart = 0
        while let directive = scanner.next() {
            append(.text, textStart..<directive.range.lowerBound, &counter)
            textStart = directive.range.upperBound
            append(Self.kind(of: directive), directive.range, &counter)
        }
        append(.text, textStart..<utf8.count, &counter)
    }

    /// Whether a directive is a placeholder, `%%` or a broken specifier: the one place that decides it.
    private static func kind(of directive: FormatDirective) -> Segment.Kind {
        if directive.isPercentSign { return .percentSign }
        var positionZero = directive.explicitPosition == 0
        if case .star(_, let position) = directive.width, position == 0 { positionZero = true }
        if case .star(_, let position) = directive.precision, position == 0 { positionZero = true }
        return directive.failure != nil || positionZero ? .brokenSpecifier(directive) : .placeholder(directive)
    }

    private mutating func append(_ kind: Segment.Kind, _ bytes: Range<Int>, _ counter: inout ScalarCounter) {
        guard !bytes.isEmpty else { return }
        let start = counter.scalars
        counter.advance(to: bytes.upperBound, in: utf8)
        segments.append(Segment(kind: kind, bytes: bytes, scalars: start..<counter.scalars))
    }

    /// Whether any segment is a placeholder.
    package var hasPlaceholders: Bool {
        segments.contains { !$0.isLiteral }
    }

    /// What `segment` shows: its characters as written, one `%` for `%%`; a placeholder's specifier.
    package func text(of segment: Segment) -> String {
        if case .percentSign = segment.kind { return "%" }
        return String(decoding: utf8[segment.bytes], as: UTF8.self)
    }

    /// The string's UTF-8 as written, each placeholder replaced by `replacement`: what a reader that
    /// wants only the characters a user sees takes (`%%` and broken specifiers stay as written).
    package func utf8(replacingPlaceholdersWith replacement: UInt8) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for segment in segments {
            if segment.isLiteral {
                bytes += utf8[segment.bytes]
            } else {
                bytes.append(replacement)
            }
        }
        return bytes
    }

    /// The shown text before, between and after the placeholders, `%%` as one `%`: one more piece than
    /// there are placeholders (`"%lld of %@ 100%%"` → `["", " of ", " 100%"]`).
    package var literalPieces: [String] {
        var pieces: [String] = []
        var piece: [UInt8] = []
        for segment in segments {
            switch segment.kind {
            case .percentSign: piece.append(UInt8(ascii: "%"))
            case .text, .brokenSpecifier: piece += utf8[segment.bytes]
            case .placeholder:
                pieces.append(String(decoding: piece, as: UTF8.self))
                piece.removeAll(keepingCapacity: true)
            }
        }
        pieces.append(String(decoding: piece, as: UTF8.self))
        return pieces
    }
}

extension FormatSegments {
    /// Scalars counted along the bytes as segments are added: each byte is looked at once.
    private struct ScalarCounter {
        var byte = 0
        var scalars = 0

        mutating func advance(to end: Int, in utf8: [UInt8]) {
            guard end > byte else { return }
            scalars += utf8[byte..<end].lazy.filter { $0 & 0xC0 != 0x80 }.count
            byte = end
        }
    }
}
