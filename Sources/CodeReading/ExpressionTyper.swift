import SwiftSourceScanner

/// The type of an expression when the module's declarations settle it, else nil: a name's
/// declaration in scope (a local or parameter of the file), else the one type the module gives the
/// name; `self.a.b` step by step through the declared types of the members; `.count` of a
/// collection; a subscript of an array or dictionary; a literal; `x ?? y`, `c ? x : y`; calls with
/// a declared or standard result.
struct ExpressionTyper {
    let declarations: DeclarationIndex
    /// The file the expression is in; nil for text read alone (no locals, no `self`).
    var file: FileDeclarations?

    /// The type of `range` of `tokens`, read at `position` of the file (where names are looked up).
    func type(of range: Range<Int>, in tokens: SignificantTokens, at position: Int, depth: Int = 0) -> String? {
        guard !range.isEmpty, depth < 8 else { return nil }
        let start = range.lowerBound
        if range.count == 1, let token = tokens.token(start) {
            switch token.kind {
            case .string: return "String"
            case .number: return tokens.text(start).contains(".") ? "Double" : "Int"
            case .identifier: return tokens.name(start).flatMap { nameType($0, at: position, depth: depth) }
            default: return nil
            }
        }
        if let ternary = ternaryType(range, in: tokens, at: position, depth: depth) { return ternary }
        if let cast = topLevel(range, in: tokens, where: { tokens.isWord($0, "as") }).last {
            // `x as? T` is a `T?`, `x as! T` and `x as T` a `T`.
            let isOptional = tokens.isSymbol(cast + 1, "?")
            let start = isOptional || tokens.isSymbol(cast + 1, "!") ? cast + 2 : cast + 1
            let type = TypeReader.type(at: start, in: tokens)
            guard type.end == range.upperBound, !type.text.isEmpty else { return nil }
            return isOptional ? type.text + "?" : type.text
        }
        if let split = topLevel(range, in: tokens, where: { tokens.isSymbol($0, "??") }).last {
            // `x ?? y`: `y`'s type (the unwrapped `x` has it).
            return type(of: (split + 1)..<range.upperBound, in: tokens, at: position, depth: depth + 1)
        }
        if let postfix = postfixType(range, in: tokens, at: position, depth: depth) { return postfix }
        if isCount(range, in: tokens) { return "Int" }
        if let names = chain(range, in: tokens) { return chainType(names, at: position) }
        return callType(range, in: tokens)
    }

    /// A name: `self`, the declaration in scope, else the module's one type for it.
    func nameType(_ name: String, at position: Int, depth: Int) -> String? {
        if name == "self" { return file?.enclosingType(at: position) }
        guard let file else { return declarations.type(of: name) }
        guard let local = file.locals.visible(name, at: position) else {
            // A member of the type around the name hides every other declaration of it (`title` in a
            // method of a type that declares `title`), else the module's one type for the name.
            let owner = file.enclosingType(at: position)
            return owner.flatMap { declarations.memberType(name, of: $0) } ?? declarations.type(of: name)
        }
        var type: String?
        if !local.type.isEmpty {
            type = local.type
            if local.unwraps, type?.hasSuffix("?") == true { type?.removeLast() }
        } else if let value = local.value {
            type = self.type(of: value, in: file.tokens, at: local.position, depth: depth + 1)
            if local.unwraps { type = type.flatMap { $0.hasSuffix("?") ? String($0.dropLast()) : nil } }
        } else if let value = local.enumCase {
            type = declarations.associatedType(ofCase: value.name, at: value.index)
        }
        return type.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `c ? x : y`: the type of a branch that is not a literal (a literal takes the other's type).
    func ternaryType(_ range: Range<Int>, in tokens: SignificantTokens, at position: Int, depth: Int) -> String? {
        let questions = topLevel(range, in: tokens) { tokens.isSymbol($0, "?") && !tokens.isSymbol($0 + 1, ".") }
        guard let question = questions.first,
            let colon = topLevel(range, in: tokens, where: { $0 > question && tokens.isSymbol($0, ":") }).first
        else { return nil }
        let branches = [(question + 1)..<colon, (colon + 1)..<range.upperBound]
        // `c ? x : nil` is an optional, whose interpolation has no specifier.
        guard !branches.contains(where: { $0.count == 1 && tokens.isWord($0.lowerBound, "nil") }) else { return nil }
        for branch in branches {
            let isLiteral =
                branch.count == 1
                && (tokens.isKind(branch.lowerBound, .string) || tokens.isKind(branch.lowerBound, .number))
            if !isLiteral, let type = type(of: branch, in: tokens, at: position, depth: depth + 1) { return type }
        }
        // `n == 1 ? "" : "s"`: two string literals are a `String` (Pearcleaner's `%lld file%@`).
        let literalTypes = Set(branches.map { $0.count == 1 ? type(of: $0, in: tokens, at: position) : nil })
        if literalTypes == ["String"] { return "String" }
        return nil
    }

    /// `a.b[c].count` of a base the declarations do not settle (a type of another module, a package's
    /// `Defaults[.key]`): every `count` the standard library and Foundation declare is an `Int`, so it
    /// is one when the module declares no `count` of another type. Not through `?.` (an `Int?`).
    func isCount(_ range: Range<Int>, in tokens: SignificantTokens) -> Bool {
        guard range.count >= 3, tokens.isWord(range.upperBound - 1, "count"),
            tokens.isSymbol(range.upperBound - 2, "."),
            (declarations.members["count"] ?? []).isSubset(of: ["Int"])
        else { return false }
        return topLevel(range.lowerBound..<(range.upperBound - 2), in: tokens) { position in
            !(tokens.isKind(position, .identifier) || tokens.isSymbol(position, "."))
        }.isEmpty
    }

    /// The positions in `range` outside brackets that satisfy `test`.
    func topLevel(_ range: Range<Int>, in tokens: SignificantTokens, where test: (Int) -> Bool) -> [Int] {
        var found: [Int] = []
        var position = range.lowerBound
        while position < range.upperBound {
            if tokens.isSymbol(position, "(") || tokens.isSymbol(position, "[") || tokens.isSymbol(position, "{") {
                position = tokens.closing(position) + 1
                continue
            }
            if test(position) { found.append(position) }
            position += 1
        }
        return found
    }

    /// `a.b.c` (names and dots only) → its names.
    func chain(_ range: Range<Int>, in tokens: SignificantTokens) -> [String]? {
        var names: [String] = []
        for (offset, position) in range.enumerated() {
            if offset % 2 == 0 {
                guard let name = tokens.name(position) else { return nil }
                names.append(name)
            } else if !tokens.isSymbol(position, ".") {
                return nil
            }
        }
        return range.count % 2 == 1 ? names : nil
    }

    /// When the steps do not settle it: `Type.x` that type's member; `a.b.x` the one type every
    /// member `x` of the module (and of the standard types) has.
    func chainType(_ names: [String], at position: Int) -> String? {
        guard let last = names.last, let first = names.first else { return nil }
        if names.count == 2 && first == "self" {
            return file?.enclosingType(at: position).flatMap { declarations.memberType(last, of: $0) }
        }
        if names.count == 2, first.first?.isUppercase == true, declarations.memberTypes[first + "." + last] != nil {
            return declarations.memberType(last, of: first)
        }
        var types = declarations.members[last] ?? []
        if let standard = FormatSpecifierTable.standardMembers[last] { types.insert(standard) }
        guard types.count == 1, let only = types.first, !only.isEmpty else { return nil }
        return only
    }

    /// `Int(x)`, `String(describing: x)`, `Model()`, `[Row]()`, `f(…)`, `x.formatted(…)`: a call ending the expression.
    func callType(_ range: Range<Int>, in tokens: SignificantTokens) -> String? {
        guard tokens.isSymbol(range.upperBound - 1, ")") else { return nil }
        var open = range.upperBound - 1
        while open > range.lowerBound && tokens.closing(open - 1) != range.upperBound - 1 { open -= 1 }
        open -= 1
        guard open >= range.lowerBound else { return nil }
        if tokens.isSymbol(range.lowerBound, "["), tokens.closing(range.lowerBound) == open - 1,
            open - 1 > range.lowerBound + 1
        {
            let inside = (range.lowerBound + 1)..<(open - 1)
            guard inside.allSatisfy({ tokens.isKind($0, .identifier) || tokens.isSymbol($0, ":") }) else { return nil }
            return (range.lowerBound..<open).map { tokens.text($0) }.joined()
        }
        guard tokens.isSymbol(open, "("), let callee = chain(range.lowerBound..<open, in: tokens),
            let name = callee.last
        else { return nil }
        if name == "formatted" && callee.count > 1 { return "String" }
        // `package.name(withPrecision: .precise)`: the one return type the module's functions of the
        // name declare (Cork's `-> String`), as for a function called alone.
        guard callee.count == 1 else { return declarations.returnType(of: name) }
        if FormatSpecifierTable.specifier(for: name) != nil { return name }
        if let standard = FormatSpecifierTable.standardFunctions[name] { return standard }
        if declarations.declaredTypes.contains(name) && !declarations.failableTypes.contains(name) { return name }
        return declarations.returnType(of: name)
    }
}
