import SwiftSourceScanner

/// The names declared inside bodies, with where each is visible: a local hides the module's other
/// declarations of its name, so `count` is the `Int` parameter of the function around the literal
/// even where the module declares members `count` of other types. A local whose type is not known
/// (a pattern, a `for` variable, a closure's `x in`) hides them too: the name is then unknown there.
extension DeclarationReader {
    /// `let x: T`, `let x = value`, `if let x = value`, `guard let x = value`, `if let x`, `let (a, b) = …`.
    mutating func localBinding(at position: Int) {
        // `.name(let x, …)`: bound by the pattern, typed by the enum case (``caseValueBindings``).
        guard !isInEnumCasePattern(position) else { return }
        let condition = conditionKeyword(before: position)
        let scopeEnd: Int
        switch condition {
        case "if", "while": scopeEnd = bodyBrace(after: position).map { closing($0) } ?? blockEnd
        default: scopeEnd = blockEnd
        }
        let scope = scope(position, to: scopeEnd)
        if tokens.isSymbol(position + 1, "(") {
            for name in names(in: position + 1) {
                locals.append(.init(name: name, type: "", position: position, scope: scope))
            }
            return
        }
        guard let name = tokens.name(position + 1) else { return }
        var local = LocalDeclaration(name: name, type: "", unwraps: condition != nil, position: position, scope: scope)
        let after = position + 2
        if tokens.isSymbol(after, ":") {
            local.type = TypeReader.type(at: after + 1, in: tokens).text
        } else if tokens.isSymbol(after, "=") {
            local.value = value(from: after + 1, isCondition: condition != nil)
        } else if condition != nil {
            local.value = (position + 1)..<(position + 2)  // `if let x {`: the outer `x`, unwrapped
        }
        locals.append(local)
    }

    /// Whether `position` is directly inside the parentheses of an enum case pattern `.name(…)`.
    func isInEnumCasePattern(_ position: Int) -> Bool {
        var before = position - 1
        while before > 1 {
            if tokens.isSymbol(before, ")") || tokens.isSymbol(before, "]") {
                before = tokens.opening(before) - 1
                continue
            }
            if tokens.isSymbol(before, "(") {
                return tokens.name(before - 1) != nil && tokens.isSymbol(before - 2, ".")
            }
            if tokens.isSymbol(before, "{") || tokens.isSymbol(before, "}") || tokens.isSymbol(before, ";")
                || tokens.isWord(before, "case")
            {
                return false
            }
            before -= 1
        }
        return false
    }

    /// `if`, `guard` or `while` when the binding at `position` is one of its conditions.
    func conditionKeyword(before position: Int) -> String? {
        var before = position - 1
        while before >= 0 {
            if tokens.isWord(before, "if") || tokens.isWord(before, "guard") || tokens.isWord(before, "while") {
                return tokens.name(before)
            }
            if tokens.isSymbol(before, ")") || tokens.isSymbol(before, "]") {
                // A condition's call or subscript: step over it to its opening bracket.
                before = tokens.opening(before) - 1
                continue
            }
            if tokens.isSymbol(before, "{") || tokens.isSymbol(before, "}") || tokens.isSymbol(before, ";") {
                return nil
            }
            if tokens.isWord(before, "let") || tokens.isWord(before, "var") || tokens.isWord(before, "case") {
                // Another binding of the same condition list: keep looking for its keyword.
                before -= 1
                continue
            }
            if tokens.startsLine(before + 1) && !tokens.isSymbol(before, ",") && !tokens.isSymbol(before + 1, ",") {
                return nil
            }
            before -= 1
        }
        return nil
    }

    /// The first `{` after `position` outside brackets: a condition list's body.
    func bodyBrace(after position: Int) -> Int? {
        var cursor = position + 1
        while cursor < tokens.count {
            if tokens.isSymbol(cursor, "(") || tokens.isSymbol(cursor, "[") {
                cursor = closing(cursor) + 1
                continue
            }
            if tokens.isSymbol(cursor, "{") { return cursor }
            if tokens.isSymbol(cursor, "}") || tokens.isSymbol(cursor, ";") { return nil }
            cursor += 1
        }
        return nil
    }

    /// The initial value's positions, from `start` to the end of its statement (or condition).
    func value(from start: Int, isCondition: Bool) -> Range<Int>? {
        var cursor = start
        while cursor < tokens.count {
            if tokens.isSymbol(cursor, "(") || tokens.isSymbol(cursor, "[") {
                cursor = closing(cursor) + 1
                continue
            }
            if tokens.isSymbol(cursor, "{") {
                // A condition's body, or a closure of the value (its type is then read from the whole).
                if isCondition { return cursor > start ? start..<cursor : nil }
                cursor = closing(cursor) + 1
                continue
            }
            if tokens.isSymbol(cursor, "}") || tokens.isSymbol(cursor, ";") || tokens.isSymbol(cursor, ",")
                || tokens.isWord(cursor, "else")
            {
                break
            }
            let continues =
                tokens.isSymbol(cursor, ".") || tokens.isKind(cursor, .operator)
                || tokens.isKind(cursor - 1, .operator)
            if cursor > start && tokens.startsLine(cursor) && !continues { break }
            cursor += 1
        }
        return cursor > start ? start..<cursor : nil
    }

    /// A function's or initializer's parameters, visible in its body (the `{` after the signature).
    mutating func parameterLocals(in open: Int, bodyAfter after: Int) {
        var cursor = after
        while cursor < tokens.count, !tokens.isSymbol(cursor, "{") {
            if tokens.isSymbol(cursor, "}") || tokens.isSymbol(cursor, ";") || tokens.isWord(cursor, "func")
                || tokens.isWord(cursor, "var") || tokens.isWord(cursor, "let") || tokens.isWord(cursor, "init")
                || tokens.isWord(cursor, "case")
            {
                return
            }
            cursor += 1
        }
        guard cursor < tokens.count else { return }
        let scope = scope(cursor, to: closing(cursor))
        for parameter in parameters(in: open) where parameter.name != "_" {
            locals.append(.init(name: parameter.name, type: parameter.type, position: open, scope: scope))
        }
    }

    /// `case .a(let x)`, `case let .a(x, y)`, `catch let error as E`: names bound by a pattern, of
    /// types the pattern alone does not give; visible to the end of the block (a scope wider than the
    /// pattern's own hides more, never less).
    mutating func patternBindings(at position: Int) {
        var cursor = position + 1
        var binds = tokens.isWord(cursor, "let") || tokens.isWord(cursor, "var")
        let scope = scope(position, to: blockEnd)
        if tokens.isWord(position, "catch") && tokens.isSymbol(cursor, "{") {
            // `catch { … }` binds `error` implicitly.
            locals.append(.init(name: "error", type: "", position: position, scope: scope))
        }
        while cursor < tokens.count, !tokens.isSymbol(cursor, ":"), !tokens.isSymbol(cursor, "{"),
            !tokens.isSymbol(cursor, "="), !tokens.isWord(cursor, "where"), !tokens.isWord(cursor, "in")
        {
            if tokens.isWord(cursor, "let") || tokens.isWord(cursor, "var") {
                binds = true
            } else if tokens.isSymbol(cursor, "."), let name = tokens.name(cursor + 1), tokens.isSymbol(cursor + 2, "(")
            {
                caseValueBindings(of: name, open: cursor + 2, binds: binds, position: position, scope: scope)
                cursor = closing(cursor + 2)
            } else if binds, let name = tokens.name(cursor), name != "as", name != "is",
                !tokens.isSymbol(cursor - 1, "."), name.first?.isLowercase == true || name.first == "_"
            {
                locals.append(.init(name: name, type: "", position: position, scope: scope))
            }
            cursor += 1
        }
    }

    /// `.name(let a, _, label: let b)`, or `.name(a, b)` after `case let`: each name bound to an
    /// associated value, typed by the enum case's declaration.
    mutating func caseValueBindings(of name: String, open: Int, binds: Bool, position: Int, scope: Range<Int>) {
        for (offset, argument) in CallArgument.arguments(from: open, in: tokens).enumerated() {
            var start = argument.value.lowerBound
            var isBound = binds
            if tokens.isWord(start, "let") || tokens.isWord(start, "var") {
                isBound = true
                start += 1
            }
            guard isBound, start + 1 == argument.value.upperBound, let bound = tokens.name(start),
                bound.first?.isLowercase == true
            else { continue }
            var local = LocalDeclaration(name: bound, type: "", position: position, scope: scope)
            local.enumCase = EnumCaseValue(name: name, index: offset)
            locals.append(local)
        }
    }

    /// `{ a, b in`, `{ (a: Int, b) in`: parameters visible in the closure.
    mutating func closureLocals(_ parameters: [(name: String, type: String)], closure open: Int) {
        let scope = scope(open, to: closing(open))
        for parameter in parameters {
            locals.append(.init(name: parameter.name, type: parameter.type, position: open, scope: scope))
        }
    }
}
