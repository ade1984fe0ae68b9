/// Turns a format string's directives into placeholders and problems; the engine behind
/// ``FormatString/init(parsing:)``.
///
/// The grammar is ``FormatDirectiveScanner``'s and the numbering ``FormatArgumentCounter``'s, the ones
/// the runtime formats with; this adds what only the tools want: specifier texts, Unicode offsets
/// and the problems of `invalid-format`.
struct FormatSpecifierScanner {
    private var directives: FormatDirectiveScanner
    /// The string's UTF-8 bytes (the directive scanner's).
    private let bytes: [UInt8]
    /// The scalar offset of byte `scalarOffsetByte`, advanced as offsets are asked for.
    private var scalarOffsetByte = 0
    private var scalarOffsetValue = 0
    private var counter: FormatArgumentCounter
    /// Per argument: where its first numbered (`%2$d`) and first plain unnumbered (`%d`) specifiers
    /// are, and the type it was first used as.
    private var arguments = ArgumentUses()
    private(set) var placeholders: [FormatPlaceholder] = []
    private(set) var problems: [FormatProblem] = []

    /// `firstImplicitPosition`: the argument the first unnumbered specifier takes (CoreFoundation's
    /// `initialArgPosition`, + 1: a plural form's unnumbered specifiers start at its variable's argument).
    init(_ string: String, firstImplicitPosition: Int = 1) {
        directives = FormatDirectiveScanner(string)
        bytes = directives.bytes
        counter = FormatArgumentCounter(first: firstImplicitPosition)
    }

    mutating func scan() {
        while let directive = directives.next() {
            if !directive.isPercentSign { add(directive) }
        }
        // Unnumbered specifiers count 1, 2, … whatever numbered ones say (CoreFoundation's
        // `argNum++`), so a mix is only ambiguous where both name one argument: "%1$d of %d".
        var clash: Int?
        for use in arguments.uses where use.numbered >= 0 && use.unnumbered >= 0 {
            let offset = max(use.numbered, use.unnumbered)
            clash = min(clash ?? offset, offset)
        }
        if let clash {
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
        // The `*` width and precision (as ``FormatDirective/stars`` lists them), read without building
        // that array for every specifier.
        if case .star(let range, let position) = directive.width { addStar(range, position: position) }
        if case .star(let range, let position) = directive.precision { addStar(range, position: position) }
        if let failure = directive.failure {
            report(failure, of: directive)
        } else if let variable = directive.variable {
            add(
                explicitPosition: directive.explicitPosition, spec: Self.text(bytes, directive.range), conversion: "#@",
                type: nil,
                variable: Self.text(bytes, variable), offset: start)
        } else if let type = PlaceholderType(conversion: Unicode.Scalar(bytes[directive.conversion.lowerBound])) {
            add(
                explicitPosition: directive.explicitPosition, spec: Self.text(bytes, directive.range),
                conversion: Self.text(bytes, directive.length.lowerBound..<directive.range.upperBound), type: type,
                variable: nil,
                offset: start)
        }
    }

    private mutating func addStar(_ range: Range<Int>, position: Int?) {
        let offset = range.lowerBound
        if position == 0 { problem(.invalidPosition, "argument positions start at 1, not 0", at: offset) }
        add(
            explicitPosition: position, spec: Self.text(bytes, range), conversion: "*", type: .int, variable: nil,
            offset: offset)
    }

    private mutating func report(_ failure: FormatDirective.Failure, of directive: FormatDirective) {
        let start = directive.range.lowerBound
        switch failure {
        case .trailingPercent:
            problem(
                .trailingPercent,
                "'%' at the end of the string is dropped by String(format:): the app shows the text without it; write '%%' where a percent sign is meant",
                at: start)
        case .incompleteVariable:
            problem(.incomplete, "'%#@' must be followed by a variable name and '@'", at: start)
        case .missingConversion:
            problem(
                .incomplete, "the specifier '\(Self.text(bytes, directive.range))' has no conversion character",
                at: start)
        case .unknownConversion:
            problem(
                .unknownConversion,
                "unknown conversion '\(Self.text(bytes, directive.conversion))' in '\(Self.text(bytes, directive.range))'",
                at: start)
        }
    }

    private mutating func add(
        explicitPosition: Int?, spec: String, conversion: String, type: PlaceholderType?, variable: String?, offset: Int
    ) {
        if explicitPosition == 0 { return }
        let position = counter.take(explicitPosition)
        let index = arguments.add(position)
        if explicitPosition != nil {
            if arguments.uses[index].numbered < 0 { arguments.uses[index].numbered = offset }
        } else if variable == nil {
            // `%#@name@` takes the next argument but sets no numbering style: "%#@v1@ by %2$d users" is how
            // translators (and Foundation) write it.
            if arguments.uses[index].unnumbered < 0 { arguments.uses[index].unnumbered = offset }
        }
        if let type {
            if let previous = arguments.uses[index].type {
                if previous != type {
                    problem(
                        .conflictingTypes,
                        "argument \(position) is used as \(previous.swiftType) and as \(type.swiftType) ('\(spec)')",
                        at: offset)
                }
            } else {
                arguments.uses[index].type = type
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

    private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
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

extension FormatSpecifierScanner {
    /// The arguments a format uses, in order of first use: searched one by one while there are a
    /// handful (every real format, where hashing costs more than the search), through a dictionary beyond
    /// that, so that a hostile value of many arguments stays linear.
    private struct ArgumentUses {
        struct Use {
            var position: Int
            /// The byte offset of the first numbered and unnumbered specifier of the argument, or -1.
            var numbered = -1
            var unnumbered = -1
            /// The type the argument was first used as.
            var type: PlaceholderType?
        }

        /// What is recorded of each argument (its `position` is set by ``add(_:)`` only).
        var uses: [Use] = []
        /// Position → index in `uses`, once there are more than 16.
        private var indexByPosition = [Int: Int]()

        /// Adds a use of argument `position` (with nothing recorded) unless it has one; its index.
        mutating func add(_ position: Int) -> Int {
            let found = index(of: position)
            if found >= 0 { return found }
            uses.append(Use(position: position))
            if uses.count > 16 {
                if indexByPosition.isEmpty {
                    for index in 0..<uses.count { indexByPosition[uses[index].position] = index }
                } else {
                    indexByPosition[position] = uses.count - 1
                }
            }
            return uses.count - 1
        }

        /// The index of argument `position`'s use, or -1.
        private func index(of position: Int) -> Int {
            if uses.count > 16 { return indexByPosition[position] ?? -1 }
            var index = 0
            while index < uses.count {
                if uses[index].position == position { return index }
                index += 1
            }
            return -1
        }
    }
}
