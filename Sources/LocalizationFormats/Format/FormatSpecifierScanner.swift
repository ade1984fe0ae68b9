/// Scans a format string for printf specifiers; the engine behind ``FormatString/init(parsing:)``.
///
/// Works on UTF-8 bytes (every character of a specifier but a variable name is ASCII); offsets reported
/// are in Unicode bytes. Each specifier is `%[n$][flags][width][.precision][length]conversion`,
/// where width and precision are digits, `*` or `*n$`; or `%[n$]#@name@`.
struct FormatSpecifierScanner {
    private let bytes: [UInt8]
    private var index = 0
    /// The scalar offset of byte `scalarOffsetByte`, advanced as offsets are asked for.
    private var scalarOffsetByte = 0
    private var scalarOffsetValue = 0
    private var nextImplicitPosition = 1
    /// Argument → offset of its first numbered (`%2$d`) and first plain unnumbered (`%d`) specifier.
    private var numbered: [Int: Int] = [:]
    private var unnumbered: [Int: Int] = [:]
    private var typeByPosition: [Int: (type: PlaceholderType, offset: Int)] = [:]
    private(set) var placeholders: [FormatPlaceholder] = []
    private(set) var problems: [FormatProblem] = []

    /// `firstImplicitPosition`: the argument the first unnumbered specifier takes (CoreFoundation's
    /// `initialArgPosition`, + 1: a plural form's unnumbered specifiers start at its variable's argument).
    init(_ string: String, firstImplicitPosition: Int = 1) {
        bytes = Array(string.utf8)
        nextImplicitPosition = firstImplicitPosition
    }

    mutating func scan() {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                scanSpecifier()
            } else {
                index += 1
            }
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

    private mutating func scanSpecifier() {
        let start = index
        index += 1
        guard index < bytes.count else {
            problem(.incomplete, "'%' at the end of the string; write '%%' for a percent sign", at: start)
            return
        }
        if at(index) == "%" {
            index += 1
            return
        }
        let explicitPosition = scanPosition()
        if explicitPosition == 0 {
            problem(.invalidPosition, "argument positions start at 1, not 0", at: start)
        }
        // %#@name@ — a reference to a .stringsdict variable.
        if index + 1 < bytes.count, at(index) == "#", at(index + 1) == "@" {
            scanVariable(start: start, explicitPosition: explicitPosition)
            return
        }
        while index < bytes.count, "-+ #0'".unicodeScalars.contains(at(index)) { index += 1 }
        scanWidthOrPrecision(start: start)
        if index < bytes.count, at(index) == "." {
            index += 1
            scanWidthOrPrecision(start: start)
        }
        // `%8$3.2#@name@`: width and precision before a variable reference are accepted and ignored.
        if index + 1 < bytes.count, at(index) == "#", at(index + 1) == "@" {
            scanVariable(start: start, explicitPosition: explicitPosition)
            return
        }
        let lengthStart = index
        scanLength()
        guard index < bytes.count else {
            problem(.incomplete, "the specifier '\(text(start..<index))' has no conversion character", at: start)
            return
        }
        let conversionStart = index
        index += 1
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        guard index == conversionStart + 1, let type = PlaceholderType(conversion: at(conversionStart)) else {
            problem(
                .unknownConversion,
                "unknown conversion '\(text(conversionStart..<index))' in '\(text(start..<index))'", at: start)
            return
        }
        add(
            explicitPosition: explicitPosition, spec: text(start..<index), conversion: text(lengthStart..<index),
            type: type, variable: nil, offset: start)
    }

    /// `n$` at `index`: the position, or nil (and `index` unchanged) when there is none.
    private mutating func scanPosition() -> Int? {
        var cursor = index
        var value = 0
        while cursor < bytes.count, ("0"..."9").contains(at(cursor)) {
            value = min(value * 10 + Int(bytes[cursor]) - 48, 1_000_000)
            cursor += 1
        }
        guard cursor > index, cursor < bytes.count, at(cursor) == "$" else { return nil }
        index = cursor + 1
        return value
    }

    /// Digits, `*` (the next argument, an `Int`) or `*n$` (argument n).
    private mutating func scanWidthOrPrecision(start: Int) {
        if index < bytes.count, at(index) == "*" {
            let starOffset = index
            index += 1
            let position = scanPosition()
            if position == 0 { problem(.invalidPosition, "argument positions start at 1, not 0", at: starOffset) }
            add(
                explicitPosition: position, spec: text(starOffset..<index), conversion: "*", type: .int, variable: nil,
                offset: starOffset)
            return
        }
        while index < bytes.count, ("0"..."9").contains(at(index)) { index += 1 }
    }

    /// `hh h ll l q z t j L`.
    private mutating func scanLength() {
        guard index < bytes.count else { return }
        switch at(index) {
        case "h", "l":
            let letter = at(index)
            index += 1
            if index < bytes.count, at(index) == letter { index += 1 }
        case "q", "z", "t", "j", "L":
            index += 1
        default:
            break
        }
    }

    private mutating func scanVariable(start: Int, explicitPosition: Int?) {
        index += 2
        let nameStart = index
        while index < bytes.count, at(index) != "@" { index += 1 }
        guard index < bytes.count, index > nameStart else {
            problem(.incomplete, "'%#@' must be followed by a variable name and '@'", at: start)
            index = max(index, nameStart)
            return
        }
        let name = text(nameStart..<index)
        index += 1
        add(
            explicitPosition: explicitPosition, spec: text(start..<index), conversion: "#@", type: nil, variable: name,
            offset: start)
    }

    private mutating func add(
        explicitPosition: Int?, spec: String, conversion: String, type: PlaceholderType?, variable: String?, offset: Int
    ) {
        let position: Int
        if let explicitPosition {
            if explicitPosition == 0 { return }
            position = explicitPosition
            if numbered[position] == nil { numbered[position] = offset }
        } else if let variable, let earlier = placeholders.first(where: { $0.variable == variable }) {
            position = earlier.position  // The same variable again: the same argument.
        } else if variable != nil {
            // `%#@name@` takes the next argument but sets no numbering style: "%#@v1@ by %2$d users" is how
            // translators (and Foundation) write it.
            position = nextImplicitPosition
            nextImplicitPosition += 1
        } else {
            position = nextImplicitPosition
            nextImplicitPosition += 1
            if unnumbered[position] == nil { unnumbered[position] = offset }
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

    /// The byte at `offset` as a scalar: right for ASCII, and never equal to ASCII otherwise.
    @inline(__always)
    private func at(_ offset: Int) -> Unicode.Scalar {
        Unicode.Scalar(bytes[offset])
    }

    /// The offset in Unicode bytes of the byte at `byteOffset`.
    private mutating func scalarOffset(ofByte byteOffset: Int) -> Int {
        if byteOffset < scalarOffsetByte {
            scalarOffsetByte = 0
            scalarOffsetValue = 0
        }
        while scalarOffsetByte < byteOffset {
            if bytes[scalarOffsetByte] & 0xC0 != 0x80 { scalarOffsetValue += 1 }
            scalarOffsetByte += 1
        }
        return scalarOffsetValue
    }
}
