import SwiftSourceScanner

/// The type an implicit `.init(…)` constructs, when the sources say it for sure: the declared type
/// of the function or computed property whose value it is (`var presentation: Presentation { switch
/// self { case .a: return .init(title: "…") } }`), or the element of the array it is appended to
/// (`rows.append(.init(label: "…"))` where `rows` is a `[Row]`). Its labels are then that type's.
extension StringExtractor {
    /// The bodies of functions and computed properties (their `get`) with their declared types.
    static func typedBodies(in tokens: SignificantTokens) -> [(body: Int, type: String)] {
        var bodies: [(body: Int, type: String)] = []
        for position in 0..<tokens.count {
            var typeStart: Int?
            if tokens.isSymbol(position, "->"), !tokens.isWord(position - 1, "in") {
                typeStart = position + 1
            } else if tokens.isWord(position, "var"), tokens.name(position + 1) != nil,
                tokens.isSymbol(position + 2, ":")
            {
                typeStart = position + 3
            }
            guard let typeStart else { continue }
            let type = TypeReader.type(at: typeStart, in: tokens)
            guard !type.text.isEmpty, tokens.isSymbol(type.end, "{") else { continue }
            var body = type.end
            if tokens.isWord(body + 1, "get") && tokens.isSymbol(body + 2, "{") { body += 2 }
            if tokens.isWord(body + 1, "willSet") || tokens.isWord(body + 1, "didSet") { continue }
            bodies.append((body, type.text))
        }
        return bodies
    }

    /// The type `.init(` at `dot` (the `.` before `init`) constructs, else nil.
    func contextualType(ofInitializerAt dot: Int) -> String? {
        if tokens.isSymbol(dot - 1, "("), tokens.isSymbol(dot - 3, "."),
            tokens.isWord(dot - 2, "append") || tokens.isWord(dot - 2, "insert")
        {
            return appendedElementType(receiverEnd: dot - 3)
        }
        if tokens.isWord(dot - 1, "return") { return returnedType(from: dot) }
        guard let open = enclosingBrace(of: dot) else { return nil }
        // `static var appShortcuts: [AppShortcut] { .init(…) }`: a result builder of `T`s (App Intents'
        // `AppShortcutsBuilder`, Cork's `shortTitle:`), each `.init` starting a line of the body.
        if tokens.isSymbol(dot - 1, "{") || tokens.startsLine(dot),
            let typed = typedBodies.first(where: { $0.body == open }), typed.type.hasPrefix("["),
            typed.type.hasSuffix("]"), !typed.type.contains(":")
        {
            return Self.baseName(of: String(typed.type.dropFirst().dropLast()))
        }
        // `{ .init(…) }`: the body's single expression.
        if tokens.isSymbol(dot - 1, "{") {
            return typedBodies.first { $0.body == open }.map { Self.baseName(of: $0.type) }
        }
        // `{ switch self { case .a: .init(…) } }`: a case of the switch that is the body's single expression.
        guard caseLabelEnds(at: dot - 1), tokens.isWord(lineStart(of: open), "switch"),
            let body = enclosingBrace(of: open), lineStart(of: open) == body + 1
        else { return nil }
        return typedBodies.first { $0.body == body }.map { Self.baseName(of: $0.type) }
    }

    /// `return .init(…)`: the type of the body it returns from, when every brace between them is a
    /// control statement's (`switch`, `if`, `else`, `guard`), not a closure's.
    func returnedType(from dot: Int) -> String? {
        var open = enclosingBrace(of: dot)
        while let brace = open {
            if let typed = typedBodies.first(where: { $0.body == brace }) { return Self.baseName(of: typed.type) }
            guard isControlBrace(brace) else { return nil }
            open = enclosingBrace(of: brace)
        }
        return nil
    }

    /// `case …:` or `default:` ending at `colon`.
    func caseLabelEnds(at colon: Int) -> Bool {
        guard tokens.isSymbol(colon, ":") else { return false }
        let start = lineStart(of: colon)
        return tokens.isWord(start, "case") || tokens.isWord(start, "default")
    }

    /// The innermost `{` whose block holds `position`.
    func enclosingBrace(of position: Int) -> Int? {
        var depth = 0
        var cursor = position - 1
        while cursor >= 0 {
            if tokens.isSymbol(cursor, "}") {
                depth += 1
            } else if tokens.isSymbol(cursor, "{") {
                if depth == 0 { return cursor }
                depth -= 1
            }
            cursor -= 1
        }
        return nil
    }

    /// A brace that opens a `switch`, `if`, `else` or `guard` body: the first brace of a line that starts
    /// with the keyword (or `} else`), outside any bracket of that line; a closure's brace is not.
    func isControlBrace(_ open: Int) -> Bool {
        // `} else` with its `{` on the next line, or `else` alone on its line: the brace is the `else`'s.
        if tokens.isWord(open - 1, "else") { return true }
        var start = lineStart(of: open)
        // `{` alone on its line: the statement is the line above's (`if cond` / `guard let x = y`).
        if start == open && open > 0 { start = lineStart(of: open - 1) }
        let keyword =
            ["switch", "if", "else", "guard"].contains(tokens.name(start) ?? "")
            || (tokens.isSymbol(start, "}") && tokens.isWord(start + 1, "else"))
        guard keyword else { return false }
        var level = 0
        for position in start..<open {
            if tokens.isSymbol(position, "(") || tokens.isSymbol(position, "[") { level += 1 }
            if tokens.isSymbol(position, ")") || tokens.isSymbol(position, "]") { level -= 1 }
            if tokens.isSymbol(position, "{") && level == 0 { return false }
        }
        return level == 0
    }

    func lineStart(of position: Int) -> Int {
        var start = position
        while start > 0 && !tokens.startsLine(start) { start -= 1 }
        return start
    }

    /// `rows.append(.init(…))`: the element type of `rows` when it is a declared `[Row]`.
    func appendedElementType(receiverEnd dot: Int) -> String? {
        var start = dot - 1
        while tokens.isSymbol(start - 1, "."), tokens.name(start - 2) != nil { start -= 2 }
        guard tokens.name(start) != nil else { return nil }
        let typer = ExpressionTyper(declarations: declarations, file: fileDeclarations)
        guard let type = typer.type(of: start..<dot, in: tokens, at: dot), type.hasPrefix("["), type.hasSuffix("]"),
            !type.contains(":")
        else { return nil }
        return Self.baseName(of: String(type.dropFirst().dropLast()))
    }

    /// `Scheme.Row?` → `Row`: the name the module's declarations are indexed by.
    static func baseName(of type: String) -> String {
        var base = type
        while base.hasSuffix("?") || base.hasSuffix("!") { base.removeLast() }
        if let dot = base.lastIndex(of: ".") { base = String(base[base.index(after: dot)...]) }
        return base
    }
}
