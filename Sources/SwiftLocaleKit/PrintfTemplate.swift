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
        var width: String = ""
        /// With its dot (`.2`), or empty.
        var precision: String = ""
        var length: String = ""
        /// The conversion character (`d`, `@`, `f`…); `@` for a `%#@name@` reference.
        var conversion: Character
        /// The name of a `%#@name@` reference.
        var variable: String?

        /// The specifier with an explicit position, as `String(format:)` reads it.
        func numberedSpec(conversion override: Character? = nil) -> String {
            "%\(position)$\(flags)\(width)\(precision)\(length)\(override ?? conversion)"
        }
    }

    var pieces: [Piece]
    /// The position the next unnumbered placeholder after this template would take.
    var nextPosition: Int

    /// `true` when the template has no placeholders (its text is the result as is).
    var isPlainText: Bool {
        !pieces.contains { if case .placeholder = $0 { true } else { false } }
    }

    /// Parses `string`; unnumbered placeholders take positions from `firstPosition` on.
    ///
    /// An incomplete or unknown specifier stays literal text, so any string parses.
    init(parsing string: String, firstPosition: Int = 1) {
        var scanner = Scanner(bytes: Array(string.utf8))
        var pieces: [Piece] = []
        var text: [UInt8] = []
        var implicit = firstPosition
        while let byte = scanner.next() {
            guard byte == UInt8(ascii: "%") else {
                text.append(byte)
                continue
            }
            let start = scanner.index
            if scanner.peek() == UInt8(ascii: "%") {
                _ = scanner.next()
                text.append(byte)
                continue
            }
            guard var placeholder = scanner.placeholder() else {
                scanner.index = start
                text.append(byte)
                continue
            }
            if placeholder.position == 0 {
                placeholder.position = implicit
                implicit += 1
            }
            if !text.isEmpty {
                pieces.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll(keepingCapacity: true)
            }
            pieces.append(.placeholder(placeholder))
        }
        if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
        self.pieces = pieces
        self.nextPosition = implicit
    }

    init(pieces: [Piece], nextPosition: Int) {
        self.pieces = pieces
        self.nextPosition = nextPosition
    }
}

private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Reads what follows a `%`: `[n$][flags][width][.precision][length]conversion` or `[n$]#@name@`.
    /// Position 0 means unnumbered.
    mutating func placeholder() -> PrintfTemplate.Placeholder? {
        var position = 0
        let digitsStart = index
        let digits = take(while: isDigit)
        if peek() == UInt8(ascii: "$"), !digits.isEmpty, let value = Int(digits), value > 0 {
            position = value
            index += 1
        } else {
            index = digitsStart
        }
        if peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "@") {
            index += 2
            let name = take { $0 != UInt8(ascii: "@") }
            guard next() == UInt8(ascii: "@"), !name.isEmpty else { return nil }
            return .init(position: position, conversion: "@", variable: name)
        }
        let flags = take { "-+ #0'".utf8.contains($0) }
        let width = bounded(take(while: isDigit))
        var precision = ""
        if peek() == UInt8(ascii: ".") {
            index += 1
            precision = "." + bounded(take(while: isDigit))
        }
        let length = take { "hlqLzjt".utf8.contains($0) }
        guard let conversion = next(), "diouxXfFeEgGaAcCsSp@".utf8.contains(conversion) else { return nil }
        return .init(
            position: position, flags: flags, width: width, precision: precision, length: length,
            conversion: Character(Unicode.Scalar(conversion)))
    }

    /// A width or precision of at most 9999: Foundation crashes on one that overflows (`%1111…1ld`).
    private func bounded(_ digits: String) -> String { digits.count > 4 ? "9999" : digits }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func take(while predicate: (UInt8) -> Bool) -> String {
        let start = index
        while let byte = peek(), predicate(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
