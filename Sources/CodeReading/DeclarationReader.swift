import SwiftSourceScanner

/// Reads one file's declarations into a ``DeclarationIndex``.
struct DeclarationReader {
    let tokens: SignificantTokens
    var index = DeclarationIndex()
    /// Each type declaration's body (positions) with its name, outermost first.
    var scopes: [(name: String, body: Range<Int>)] = []
    /// The names declared inside bodies, with where each is visible.
    var locals: [LocalDeclaration] = []
    /// The enclosing type declarations: name and the brace depth of their body.
    private var types: [(name: String, depth: Int)] = []
    private var pendingType: String?
    private var depth = 0
    /// The positions of the open braces around the current one, innermost last, and where each closes
    /// (read once: every local's scope ends at its block's).
    private(set) var braces: [Int] = []
    private var closings: [Int: Int] = [:]

    init(_ tokens: SignificantTokens) {
        self.tokens = tokens
        // Every bracket's closing in one pass, as `SignificantTokens.closing` counts them.
        var open: [Int] = []
        for position in 0..<tokens.count {
            if tokens.isSymbol(position, "(") || tokens.isSymbol(position, "[") || tokens.isSymbol(position, "{") {
                open.append(position)
            } else if tokens.isSymbol(position, ")") || tokens.isSymbol(position, "]")
                || tokens.isSymbol(position, "}"),
                let last = open.popLast()
            {
                closings[last] = position
            }
        }
    }

    static func read(_ tokens: SignificantTokens) -> DeclarationIndex { scan(tokens).index }

    static func scan(_ tokens: SignificantTokens) -> DeclarationReader {
        var reader = DeclarationReader(tokens)
        reader.readAll()
        return reader
    }

    /// The innermost type whose body holds `position`.
    func enclosingType(at position: Int) -> String? {
        scopes.last { $0.body.contains(position) }?.name
    }

    mutating func readAll() {
        var position = 0
        while position < tokens.count {
            if tokens.isSymbol(position, "{") {
                depth += 1
                braces.append(position)
                if let pendingType {
                    types.append((pendingType, depth))
                    scopes.append((pendingType, position..<closing(position)))
                }
                pendingType = nil
                closureParameters(after: position)
            } else if tokens.isSymbol(position, "}") {
                if types.last?.depth == depth { types.removeLast() }
                depth -= 1
                if !braces.isEmpty { braces.removeLast() }
            } else if let word = tokens.name(position) {
                declaration(word, at: position)
            }
            position += 1
        }
    }

    private mutating func declaration(_ word: String, at position: Int) {
        switch word {
        case "struct", "class", "enum", "actor", "extension", "protocol":
            var end = position + 1
            while tokens.isSymbol(end + 1, "."), tokens.name(end + 2) != nil { end += 2 }
            // `class func`, `class var`: a modifier, not a declaration; `.class`: a member.
            guard let name = tokens.name(end), !tokens.isSymbol(position - 1, "."),
                !["func", "var", "let", "subscript", "init", "override", "final", "private"].contains(name)
            else { return }
            pendingType = name
            if word != "extension" && word != "protocol" { index.declaredTypes.insert(name) }
            // `enum SortOption: String`: its `rawValue` is a `String` (Pearcleaner's `Sort by %@`).
            if word == "enum", tokens.isSymbol(end + 1, ":"),
                case let raw = TypeReader.type(at: end + 2, in: tokens).text, Self.rawValueTypes.contains(raw)
            {
                index.declareMember("rawValue", of: name, type: raw, isStatic: false)
            }
        case "let", "var": binding(at: position)
        case "func", "init", "subscript": function(at: position, isInit: word != "func")
        case "for": forBinding(at: position)
        case "case": isInBody ? patternBindings(at: position) : enumCase(at: position)
        case "catch": patternBindings(at: position)
        default: break
        }
    }

    /// `let x: T`, `let x = 5`, `let (a, b) = …`, `if let x {` (shorthand: same name, same type).
    private mutating func binding(at position: Int) {
        if isInBody { localBinding(at: position) }
        if tokens.isSymbol(position + 1, "(") {
            for name in names(in: position + 1) { index.declare(name, type: "") }
            return
        }
        guard let name = tokens.name(position + 1) else { return }
        let after = position + 2
        let owner = types.last.flatMap { depth == $0.depth ? $0.name : nil }
        if tokens.isSymbol(after, ":") {
            let type = TypeReader.type(at: after + 1, in: tokens)
            index.declare(name, type: type.text)
            guard let owner else { return }
            index.declareMember(name, of: owner, type: type.text, isStatic: isStatic(position))
            guard !tokens.isSymbol(type.end, "{") else { return }
            index.declareInitializerLabel(name, of: owner, type: type.text)
        } else if tokens.isSymbol(after, "="), let literal = valueType(at: after + 1) {
            index.declare(name, type: literal)
            if let owner { index.declareMember(name, of: owner, type: literal, isStatic: isStatic(position)) }
        } else if tokens.isSymbol(after, "{") || tokens.isSymbol(after, ","),
            tokens.isWord(position - 1, "if") || tokens.isWord(position - 1, "guard")
                || tokens.isWord(position - 1, "while") || tokens.isSymbol(position - 1, ",")
        {
            return
        } else {
            index.declare(name, type: "")
        }
    }

    /// Inside a function, closure or accessor body, not directly in a type's.
    var isInBody: Bool { depth > (types.last?.depth ?? 0) }

    /// The position of the brace closing the innermost block around the current position.
    var blockEnd: Int { braces.last.map(closing) ?? tokens.count }

    /// The position of the bracket closing the one at `open` (read once for the file), or the end.
    func closing(_ open: Int) -> Int { closings[open] ?? tokens.count }

    /// `position..<end`, empty when `#if` branches that each open a brace leave the braces unbalanced.
    func scope(_ position: Int, to end: Int) -> Range<Int> { position..<max(position, end) }

    private func isStatic(_ position: Int) -> Bool {
        var before = position - 1
        while let name = tokens.name(before),
            ["private", "fileprivate", "public", "internal", "package", "nonisolated", "final", "lazy", "weak"]
                .contains(name)
        {
            before -= 1
        }
        return tokens.isWord(before, "static") || tokens.isWord(before, "class")
    }

    /// The type of a literal initial value that ends its statement: `5`, `1.5`, `"a"`, `true`.
    private func literalType(at position: Int) -> String? {
        let ends =
            tokens.startsLine(position + 1) || tokens.isSymbol(position + 1, ";") || tokens.isSymbol(position + 1, "}")
        guard ends, let token = tokens.token(position) else { return nil }
        switch token.kind {
        case .string: return "String"
        case .number:
            let text = tokens.text(position)
            let isFloat = text.contains(".") || (!text.hasPrefix("0x") && text.lowercased().contains("e"))
            return isFloat ? "Double" : "Int"
        case .identifier where tokens.isWord(position, "true") || tokens.isWord(position, "false"): return "Bool"
        default: return nil
        }
    }

    /// The type of an initial value: a literal, else a type's initializer call that ends its
    /// statement (`Model()`, `[Row]()`), or an SDK function's (`NSLocalizedString(…)` is a `String`). `Model()` is kept as written until the whole module is read
    /// (``DeclarationIndex/resolvingInitializerCalls()``: a type the module declares without `init?`).
    func valueType(at position: Int) -> String? {
        if let literal = literalType(at: position) { return literal }
        var open = position + 1
        var type = tokens.name(position) ?? ""
        if tokens.isSymbol(position, "[") {
            let close = closing(position)
            guard close > position + 1,
                (position + 1..<close).allSatisfy({ tokens.isKind($0, .identifier) || tokens.isSymbol($0, ":") })
            else { return nil }
            type = (position...close).map { tokens.text($0) }.joined()
            open = close + 1
        } else {
            guard type.first?.isUppercase == true else { return nil }
        }
        guard tokens.isSymbol(open, "(") else { return nil }
        let close = closing(open)
        let ends =
            close + 1 >= tokens.count || tokens.startsLine(close + 1) || tokens.isSymbol(close + 1, ";")
            || tokens.isSymbol(close + 1, "}")
        guard ends, !tokens.isSymbol(close + 1, "."), !tokens.isKind(close + 1, .operator) else { return nil }
        if let standard = FormatSpecifierTable.standardFunctions[type] { return standard }  // `NSLocalizedString(…)`
        return type.hasPrefix("[") ? type : type + "()"
    }

    /// The raw types of enums whose `rawValue` an interpolation can use.
    static let rawValueTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float",
    ]

    /// `case name(Type, label: Type)`, and each case of `case a(String), b, c(URL)`: an enum case's
    /// associated values, the localized ones (`.name("…")`) and the types a pattern binds.
    private mutating func enumCase(at position: Int) {
        guard let owner = types.last, depth == owner.depth else { return }
        var cursor = position + 1
        while let name = tokens.name(cursor) {
            cursor += 1
            // `Level.strict.description`: a case is a static member of its enum, of the enum's type.
            index.declareMember(name, of: owner.name, type: owner.name, isStatic: true)
            if tokens.isSymbol(cursor, "(") {
                var values: [String] = []
                for element in CallArgument.arguments(from: cursor, in: tokens) {
                    let type = TypeReader.type(at: element.value.lowerBound, in: tokens).text
                    values.append(type)
                    if DeclarationIndex.isLocalized(type) {
                        index.localizedParameters[name, default: []].insert(element.label ?? "_")
                    }
                }
                index.caseValues[name, default: []].insert(values)
                cursor = closing(cursor) + 1
            }
            guard tokens.isSymbol(cursor, ",") else { return }
            cursor += 1
        }
    }

    /// `for x in`, `for (a, b) in`: unknown types.
    private mutating func forBinding(at position: Int) {
        var bound: [String] = []
        if tokens.isSymbol(position + 1, "(") {
            bound = names(in: position + 1)
        } else if let name = tokens.name(position + 1), !["case", "try", "await"].contains(name) {
            bound = [name]
        }
        let end = bodyBrace(after: position).map { closing($0) } ?? blockEnd
        for name in bound {
            index.declare(name, type: "")
            locals.append(LocalDeclaration(name: name, type: "", position: position, scope: scope(position, to: end)))
        }
    }

    /// `{ a, b in`, `{ (a: Int, b) in`, `{ [weak self] a in`: closure parameters.
    private mutating func closureParameters(after open: Int) {
        var position = open + 1
        if tokens.isSymbol(position, "[") { position = closing(position) + 1 }
        if tokens.isSymbol(position, "(") {
            var close = closing(position)
            if tokens.isSymbol(close + 1, "->") { close = TypeReader.type(at: close + 2, in: tokens).end - 1 }
            guard tokens.isWord(close + 1, "in") else { return }
            for parameter in parameters(in: position) { index.declare(parameter.name, type: parameter.type) }
            closureLocals(parameters(in: position).map { ($0.name, $0.type) }, closure: open)
            return
        }
        var names: [String] = []
        while let name = tokens.name(position), name != "in" {
            names.append(name)
            position += tokens.isSymbol(position + 1, ",") ? 2 : 1
            if !tokens.isWord(position, "in") && tokens.name(position) == nil { return }
        }
        guard tokens.isWord(position, "in") else { return }
        for name in names { index.declare(name, type: "") }
        closureLocals(names.map { ($0, "") }, closure: open)
    }

    /// `func f<T>(label name: Type = …) -> R`, `init(…)`: parameters, localized ones, the return type.
    private mutating func function(at position: Int, isInit: Bool) {
        var open = position + 1
        let name = isInit ? types.last?.name : tokens.name(open)
        if !isInit { open += 1 }
        if tokens.isSymbol(open, "?") || tokens.isSymbol(open, "!") {
            if isInit, let name { index.failableTypes.insert(name) }
            open += 1
        }
        if tokens.isSymbol(open, "<") { open = genericEnd(open) + 1 }
        guard tokens.isSymbol(open, "(") else { return }
        for parameter in parameters(in: open) {
            index.declare(parameter.name, type: parameter.type)
            let isLocalized = DeclarationIndex.isLocalized(parameter.type)
            if isInit, let name {
                index.declareInitializerLabel(parameter.label, of: name, type: parameter.type)
            } else if let name, isLocalized {
                index.localizedParameters[name, default: []].insert(parameter.label)
            }
        }
        var after = closing(open) + 1
        while tokens.isWord(after, "async") || tokens.isWord(after, "throws") || tokens.isWord(after, "rethrows") {
            after += 1
        }
        if !isInit, let name, tokens.isSymbol(after, "->") {
            let type = TypeReader.type(at: after + 1, in: tokens)
            index.returnTypes[name, default: []].insert(type.text)
            after = type.end
        }
        parameterLocals(in: open, bodyAfter: after)
    }

    private func genericEnd(_ open: Int) -> Int {
        var position = open + 1
        while position < tokens.count && !tokens.isSymbol(position, ">") && !tokens.isSymbol(position, "(") {
            position += 1
        }
        return tokens.isSymbol(position, ">") ? position : open
    }

    /// The parameters of the list opening at `open`: `label name: Type`, `name: Type`, `name`.
    func parameters(in open: Int) -> [(label: String, name: String, type: String)] {
        CallArgument.arguments(from: open, in: tokens).compactMap { argument in
            let start = argument.value.lowerBound
            guard argument.label == nil else {
                // `name: Type` was read as a labelled argument.
                guard let label = argument.label else { return nil }
                return (label, label, TypeReader.type(at: start, in: tokens).text)
            }
            guard let first = tokens.name(start) else { return nil }
            if let second = tokens.name(start + 1), tokens.isSymbol(start + 2, ":") {
                return (first, second, TypeReader.type(at: start + 3, in: tokens).text)
            }
            return (first, first, "")
        }
    }

    func names(in open: Int) -> [String] {
        parameters(in: open).map(\.name).filter { $0 != "let" && $0 != "var" && $0 != "_" }
    }
}
