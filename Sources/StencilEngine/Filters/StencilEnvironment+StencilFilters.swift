import Foundation

extension StencilEnvironment {
    /// Stencil's own filters.
    mutating func registerStencilFilters() {
        registerFilter("default", StencilFilter(Self.defaultFilter))
        registerFilter("capitalize", StencilFilter { Self.mapText($0) { $0.capitalized } })
        registerFilter("uppercase", StencilFilter { Self.mapText($0) { $0.uppercased() } })
        registerFilter("lowercase", StencilFilter { Self.mapText($0) { $0.lowercased() } })
        registerFilter("join", StencilFilter(Self.join))
        registerFilter("split", StencilFilter(Self.split))
        registerFilter("indent", StencilFilter(Self.indent))
        registerFilter("filter", StencilFilter(Self.filterFilter))
    }

    /// The value, unless nil; then the first argument that is not.
    static func defaultFilter(_ value: StencilValue, _ arguments: [StencilValue]) -> StencilValue {
        guard value.isNull else { return value }
        return arguments.first { !$0.isNull } ?? .null
    }

    private static func mapText(_ value: StencilValue, _ transform: (String) -> String) -> StencilValue {
        if case .array(let values) = value { return .array(values.map { .string(transform($0.rendered)) }) }
        return .string(transform(value.rendered))
    }

    private static func join(_ value: StencilValue, _ arguments: [StencilValue]) throws -> StencilValue {
        guard arguments.count < 2 else { throw FilterProblem.message("'join' takes at most one argument") }
        guard case .array(let values) = value else { return value }
        return .string(values.map(\.rendered).joined(separator: arguments.first?.rendered ?? ""))
    }

    private static func split(_ value: StencilValue, _ arguments: [StencilValue]) throws -> StencilValue {
        guard arguments.count < 2 else { throw FilterProblem.message("'split' takes at most one argument") }
        guard case .string(let text) = value else { return value }
        let separator = arguments.first?.rendered ?? " "
        if !separator.isEmpty && !text.containsBytes(of: separator) { return .array([.string(text)]) }
        return .array(text.components(separatedBy: separator).map { .string($0) })
    }

    /// `indent:width,"character",indentFirst`: every non-empty line but the first (unless
    /// `indentFirst`) gets `width` times the character.
    private static func indent(_ value: StencilValue, _ arguments: [StencilValue]) throws -> StencilValue {
        guard arguments.count <= 3 else { throw FilterProblem.message("'indent' takes at most 3 arguments") }
        var width = 4
        if let first = arguments.first {
            guard case .int(let value) = first else {
                throw FilterProblem.message("'indent' width must be an integer (\(first.rendered))")
            }
            width = value
        }
        var character = " "
        if arguments.count > 1 {
            guard case .string(let value) = arguments[1] else {
                throw FilterProblem.message("'indent' indentation must be a string (\(arguments[1].rendered))")
            }
            character = value
        }
        var indentFirst = false
        if arguments.count > 2 {
            guard case .bool(let value) = arguments[2] else {
                throw FilterProblem.message("'indent' indentFirst must be a boolean")
            }
            indentFirst = value
        }
        let indentation = String(repeating: character, count: max(width, 0))
        let text = value.rendered
        guard !indentation.isEmpty else { return .string(text) }
        return .string(indenting(text, with: indentation, first: indentFirst))
    }

    /// Every line after a line break (each of U+000A–U+000D, U+0085, U+2028, U+2029 is one, and
    /// becomes `\n`, as Foundation's `components(separatedBy: .newlines)` then `joined` make it)
    /// prefixed unless empty; the first only when `first`.
    static func indenting(_ text: String, with indentation: String, first: Bool) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        let prefix = Array(indentation.utf8)
        var atLineStart = first
        var index = 0
        while index < bytes.count {
            let breakLength = lineBreakLength(in: bytes, at: index)
            if breakLength > 0 {
                output.append(0x0A)
                index += breakLength
                atLineStart = true
                continue
            }
            if atLineStart {
                output.append(contentsOf: prefix)
                atLineStart = false
            }
            // The rest of the line, up to a byte that may start a break, copied at once.
            var end = index + 1
            while end < bytes.count && !(0x0A...0x0D).contains(bytes[end]) && bytes[end] != 0xC2 && bytes[end] != 0xE2 {
                end += 1
            }
            output.append(contentsOf: bytes[index..<end])
            index = end
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The UTF-8 length of the line break at `index` (U+000A–U+000D, U+0085, U+2028, U+2029), else 0.
    private static func lineBreakLength(in bytes: [UInt8], at index: Int) -> Int {
        let byte = bytes[index]
        if (0x0A...0x0D).contains(byte) { return 1 }
        if byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0x85 { return 2 }
        if byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        {
            return 3
        }
        return 0
    }

    /// `filter:"name"`: the value through the filter named by the argument.
    private static func filterFilter(_ value: StencilValue, _ arguments: [StencilValue], _ context: StencilContext)
        throws -> StencilValue
    {
        guard !value.isNull else { return .null }
        guard arguments.count == 1 else { throw FilterProblem.message("'filter' takes one argument") }
        let expression = try FilterExpression("$0|\(arguments[0].rendered)", environment: context.environment)
        return try context.push(["$0": value]) { try expression.resolve(context) }
    }
}
