/// Turns a format string's directives into placeholders and problems; the engine behind
/// ``FormatString/init(parsing:)``.
///
/// The grammar is ``FormatDirectiveScanner``'s and the numbering ``FormatArgumentCounter``'s, the ones
/// the runtime formats with; this adds what only the tools want: specifier texts, Unicode offsets
/// and the problems of `invalid-format`.
struct FormatSpecifierScanner {
    private var directives: FormatDirectiveScanner
    private var bytes: [UInt8] { directives.bytes }
    /// The scalar offset of byte `scalarOffsetByte`, advanced as offsets are asked for.
    private var scalarOffsetByte = 0
    private var scalarOffsetValue = 0
    private var counter: FormatArgumentCounter
    /// Argument → offset of its first numbered (`%2$d`) and first plain unnumbered (`%d`) specifier.
    private var numbered: [Int: Int] = [:]
    private var unnumbered: [Int: Int] = [:]
    private var typeByPosition: [Int: (type: PlaceholderType, offset: Int)] = [:]
    private(set) var placeholders: [FormatPlaceholder] = []
    private(set) var problems: [FormatProblem] = []

    /// `firstImplicitPosition`: the argument the first unnumbered specifier takes (CoreFoundation's
    /// `initialArgPosition`, + 1: a plural form's unnumbered specifiers start at its variable's argument).
    init(_ string: String, firstImplicitPosition: Int = 1) {
        directives = FormatDirectiveScanner(string)
        counter = FormatArgumentCounter(first: firstImplicitPosition)
    }

    mutating func scan() {
        while let directive = directives.next() {
            if !directive.isPercentSign { add(directive) }
        }
        // Unnumbered specifiers count 1, 2, … whatever numbered ones say (CoreFoundation's
        // `argNum++`), so a mix is only ambiguous where both name one argument: "%1$d of %d".
        let clashes = unnumbered.compactMap { position, offset in numbered[position].map { max($0, offset) } }
        if let clash = clashes.min() {
            problems.append(
                FormatProblem(
                    kind: .mixedNumbering,
                    message: "numbered (%n$) and unnumbered arguments are mixed and name the same argument; "
                        + "use one style", offset: scalarOffset(ofByte: clash)))
        }
    }

    private mutating func add(_ directive: FormatDirective) {
        let start = directive.range.lowerBound
        if directive.explicitPosition == 0 {
            problem(.invalidPosition, "argument positions start at 1, not 0", at: start)
        }
        for star in directive.stars {
            let offset = star.range.lowerBound
            if star.position == 0 { problem(.invalidPosition, "argument positions start at 1, not 0", at: offset) }
            add(
                explicitPosition: star.position, spec: text(star.range), conversion: "*", type: .int, variable: nil,
                offset: offset)
        }
        if let failure = directive.failure {
            report(failure, of: directive)
        } else if let variable = directive.variable {
            add(
                explicitPosition: directive.explicitPosition, spec: text(directive.range), conversion: "#@", type: nil,
                variable: text(variable), offset: start)
        } else if let type = PlaceholderType(conversion: Unicode.Scalar(bytes[directive.conversion.lowerBound])) {
            add(
                explicitPosition: directive.explicitPosition, spec: text(directive.range),
                conversion: text(directive.length.lowerBound..<directive.range.upperBound), type: type, variable: nil,
                offset: start)
        }
    }

    private mutating func report(_ failure: FormatDirective.Failure, of directive: FormatDirective) {
        let start = directive.range.lowerBound
        switch failure {
        case .trailingPercent:
            problem(.incomplete, "'%' at the end of the string; write '%%' for a percent sign", at: start)
        case .incompleteVariable:
            problem(.incomplete, "'%#@' must be followed by a variable name and '@'", at: start)
        case .missingConversion:
            problem(.incomplete, "the specifier '\(text(directive.range))' has no conversion character", at: start)
        case .unknownConversion:
            problem(
                .unknownConversion,
                "unknown conversion '\(text(directive.conversion))' in '\(text(directive.range))'", at: start)
        }
    }

    private mutating func add(
        explicitPosition: Int?, spec: String, conversion: String, type: PlaceholderType?, variable: String?, offset: Int
    ) {
        if explicitPosition == 0 { return }
        let position = counter.take(explicitPosition)
        if explicitPosition != nil {
            if numbered[position] == nil { numbered[position] = offset }
        } else if variable == nil, unnumbered[position] == nil {
            // `%#@name@` takes the next argument but sets no numbering style: "%#@v1@ by %2$d users" is how
            // translators (and Foundation) write it.
            unnumbered[position] = offset
        }
        if let type {
            if let previous = typeByPosition[position] {
                if previous.type != type {
                    problem(
                        .conflictingTypes,
                        "argument \(position) is used as \(previous.type.swiftType) and as \(type.swiftType) ('\(spec)')",
                        at: offset)
                }
            } else {
                typeByPosition[position] = (type, offset)
            }
        }
        placeholders.append(
            FormatPlaceholder(
                position: position, spec: spec, conversion: conversion, type: type, variable: variable,
                offset: scalarOffset(ofByte: offset)))
    }

    private mutating func problem(_ kind: FormatProblem.Kind, _ message: String, at offset: Int) {
        problems.append(FormatProblem(kind: kind, message: message, offset: scalarOffset(ofByte: offset)))
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The offset in Unicode bytes of the byte at `byteOffset`.
    private mutating func scalarOffset(ofByte byteOffset: Int) -> Int {
        if byteOffset < scalarOffsetByte {
            scalarOffsetByte = 0
            scalarOffsetValue = 0
        }
        scalarOffsetValue += Self.scalarCount(in: bytes, from: scalarOffsetByte, to: byteOffset)
        scalarOffsetByte = byteOffset
        return scalarOffsetValue
    }

    /// How many scalars start in `bytes[start..<end]` (the bytes that are not UTF-8 continuation
    /// bytes, `10xxxxxx`). Eight bytes at a time, a word's continuation bytes counted with a mask:
    /// a loop over the bytes makes calls per byte in a debug build (-Onone, the build plugin's).
    private static func scalarCount(in bytes: [UInt8], from start: Int, to end: Int) -> Int {
        bytes.withUnsafeBytes { raw in
            var count = 0
            var offset = start
            while offset + 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                count += 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                offset += 8
            }
            while offset < end {
                if raw[offset] & 0xC0 != 0x80 { count += 1 }
                offset += 1
            }
            return count
        }
    }
}
