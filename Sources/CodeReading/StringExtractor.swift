import LocalizationFormats
import SwiftSourceScanner

/// Extracts the localizable literals of one scanned file, as Xcode's compiler does, with the
/// module's declarations to type interpolations and find its own localized parameters.
struct StringExtractor {
    let tokens: SignificantTokens
    let declarations: DeclarationIndex
    let file: String
    /// The `NSLocalizedString`-shaped calls: the system's, the project's macros, the configured functions.
    let calls: LocalizedCallTable
    var extraction = Extraction()
    /// The file's type bodies (for `self`) and locals (for a name's declaration in scope).
    var fileDeclarations: FileDeclarations?
    /// The file's function and computed property bodies with their declared types (``typedBodies(in:)``).
    var typedBodies: [(body: Int, type: String)] = []

    init(
        _ tokens: SignificantTokens, declarations: DeclarationIndex, file: String,
        calls: LocalizedCallTable = LocalizedCallTable()
    ) {
        self.tokens = tokens
        self.declarations = declarations
        self.file = file
        self.calls = calls
    }

    mutating func extractAll() {
        typedBodies = Self.typedBodies(in: tokens)
        var position = 0
        while position < tokens.count {
            if let name = tokens.name(position), tokens.isSymbol(position + 1, "("),
                !tokens.isWord(position - 1, "func")
            {
                call(name, at: position)
            } else if tokens.isKind(position, .attribute), tokens.isSymbol(position + 1, "(") {
                attribute(at: position)
            } else if tokens.isWord(position, "let") || tokens.isWord(position, "var") {
                property(at: position)
            } else if tokens.isWord(position, "func") {
                function(at: position)
            } else if tokens.isWord(position, "enum") {
                localizedRawValues(ofEnumAt: position)
            } else if tokens.isKind(position, .string), tokens.isSymbol(position - 1, "=") {
                assignment(of: position)
            }
            if tokens.isKind(position, .string), (tokens.token(position)?.nestedCount ?? 0) > 0 {
                interpolatedCalls(in: position)
            }
            position += 1
        }
    }

    /// The calls inside a literal's interpolations, which the compiler extracts as any other:
    /// `"\(NSLocalizedString("Current Version", comment: "")): \(version)"`. Read with the module's
    /// declarations (the file's locals are placed by top-level positions, so they are not consulted).
    mutating func interpolatedCalls(in position: Int) {
        let literal = tokens.source.literal(at: tokens.indices[position])
        for case .interpolation(let range) in literal.segments where !range.isEmpty {
            var inner = StringExtractor(
                SignificantTokens(tokens.source, within: range), declarations: declarations, file: file, calls: calls)
            inner.extractAll()
            extraction.strings += inner.extraction.strings
            extraction.undeterminable += inner.extraction.undeterminable
        }
    }

    /// The arguments of a call that hold a localized literal, what to call the call, and whether the
    /// callee is the module's own (whose `comment:` argument is not Xcode's comment).
    func localizedArguments(_ name: String, at position: Int, _ arguments: [CallArgument]) -> (
        arguments: [CallArgument], call: String, isModules: Bool
    ) {
        let isMember = tokens.isSymbol(position - 1, ".")
        let isQualified = isMember && tokens.isWord(position - 2, "SwiftUI")
        let first = arguments.first.map { $0.label == nil ? [$0] : [] } ?? []
        if (!isMember || isQualified) && LocalizableCalls.views.contains(name) { return (first, name, false) }
        if !isMember && calls.isStringKeyed(name) { return (first, name, false) }
        if isMember && LocalizableCalls.modifiers.contains(name) { return (first, "." + name, false) }
        if isMember, let label = LocalizableCalls.labeledModifiers[name], let argument = arguments.labeled(label) {
            return ([argument], ".\(name)(\(label):)", false)
        }
        if !isMember && LocalizableCalls.localizedInitializers.contains(name),
            let argument = arguments.labeled("localized")
        {
            return ([argument], "\(name)(localized:)", false)
        }
        if isMember && name == "init" {
            // `.init(localized: "…")` where the context wants a `String` or `AttributedString` (Loop's
            // `.init(localized: "Settings tab: About", defaultValue: "About")`): no other type has it.
            if let argument = arguments.labeled("localized") { return ([argument], ".init(localized:)", false) }
            if arguments.contains(where: { LocalizableCalls.resourceLabels.contains($0.label ?? "") }) {
                return (first, ".init", false)
            }
            if let type = contextualType(ofInitializerAt: position - 1) {
                // The type is known: its own labels decide (none when another module declares it).
                let labeled = arguments.filter { argument in
                    argument.label.map { declarations.isLocalizedInitializerLabel($0, ofKnown: type) } ?? false
                }
                return (labeled, "\(type).init", declarations.declaredTypes.contains(type))
            }
            let labeled = arguments.filter { $0.label.map(declarations.isLocalizedInitializerLabel) ?? false }
            return (labeled, ".init", true)
        }
        if let labels = declarations.localizedParameters[name] {
            return (arguments.filter { labels.contains($0.label ?? "_") }, name, true)
        }
        if !isMember, !declarations.declaredTypes.contains(name),
            let labels = LocalizableCalls.labeledInitializers[name]
        {
            return (arguments.filter { labels.contains($0.label ?? "") }, name, false)
        }
        return ([], name, false)
    }

    mutating func call(_ name: String, at position: Int) {
        let arguments = CallArgument.arguments(from: position + 1, in: tokens)
        let (localized, call, isModules) = localizedArguments(name, at: position, arguments)
        guard !localized.isEmpty else { return }
        let table = staticText(arguments.labeled("table") ?? arguments.labeled("tableName")) ?? "Localizable"
        // DuckDuckGo's `importSummaryRow(text: "Duplicates Skipped:", comment: "…")`: Xcode's catalog has no comment.
        let comment = isModules ? nil : staticText(arguments.labeled("comment")).flatMap { $0.isEmpty ? nil : $0 }
        let isStringKeyed = calls.isStringKeyed(name)
        let valueArgument = arguments.labeled("defaultValue") ?? (isStringKeyed ? arguments.labeled("value") : nil)
        var defaultValue: String?
        if let valueLiteral = valueArgument?.literal(in: tokens) {
            switch key(at: valueLiteral, isStringKeyed: isStringKeyed) {
            case .key(let value): defaultValue = value
            case .undeterminable(let pieces, let reason):
                report(pieces, table: table, reason: "its default value: " + reason, call: call, at: valueLiteral)
            case .none: break
            }
        }
        for argument in localized {
            for literal in literals(of: argument) {
                add(
                    literal, table: table, comment: comment, defaultValue: defaultValue,
                    hasDefaultValue: valueArgument != nil, call: call, isStringKeyed: isStringKeyed)
            }
        }
    }

    /// `instanceFetchError = "…"` (IceCubes) where the assigned name or member is declared localized
    /// (`@State private var instanceFetchError: LocalizedStringKey?`): the literal is the whole value.
    mutating func assignment(of literal: Int) {
        let ends =
            tokens.startsLine(literal + 1) || tokens.isSymbol(literal + 1, ";") || tokens.isSymbol(literal + 1, "}")
        guard ends, tokens.name(literal - 2) != nil else { return }
        var start = literal - 2
        while tokens.isSymbol(start - 1, "."), tokens.name(start - 2) != nil { start -= 2 }
        guard !tokens.isWord(start - 1, "let"), !tokens.isWord(start - 1, "var"), !tokens.isSymbol(start - 1, ".")
        else {
            return
        }
        let typer = ExpressionTyper(declarations: declarations, file: fileDeclarations)
        guard let type = typer.type(of: start..<(literal - 1), in: tokens, at: literal),
            DeclarationIndex.isLocalized(type)
        else { return }
        add(
            literal, table: "Localizable",
            call: "\(typer.chain(start..<(literal - 1), in: tokens)?.joined(separator: ".") ?? "") =")
    }

    /// `@Parameter(title: "…")`: App Intents' attribute, unless the module declares its own `Parameter`.
    mutating func attribute(at position: Int) {
        let name = String(tokens.text(position).dropFirst())
        guard name == "Parameter", !declarations.declaredTypes.contains(name) else { return }
        call(name, at: position)
    }

    /// `var title: LocalizedStringResource = "…"`, and the literals a computed one returns.
    mutating func property(at position: Int) {
        guard let name = tokens.name(position + 1), tokens.isSymbol(position + 2, ":") else { return }
        let type = TypeReader.type(at: position + 3, in: tokens)
        if let value = Self.dictionaryValueType(type.text) { return dictionary(after: type.end, of: value, name: name) }
        guard DeclarationIndex.isLocalized(type.text) else { return }
        let call = "\(name): \(type.text)"
        if tokens.isSymbol(type.end, "="), tokens.isKind(type.end + 1, .string) {
            add(type.end + 1, table: "Localizable", call: call)
        } else if tokens.isSymbol(type.end, "=") {
            // `let label: LocalizedStringKey = c ? "Unpin \(v)" : "Pin \(v)"` (Cork): each literal.
            for literal in ternaryLiterals(in: valueRange(from: type.end + 1)) {
                add(literal, table: "Localizable", call: call)
            }
        } else if tokens.isSymbol(type.end, "{") {
            body(from: type.end, call: call)
        }
    }

    /// The value from `start` to the end of its line (brackets stepped over).
    func valueRange(from start: Int) -> Range<Int> {
        var end = start
        while end < tokens.count, end == start || !tokens.startsLine(end) {
            if tokens.isSymbol(end, "(") || tokens.isSymbol(end, "[") || tokens.isSymbol(end, "{") {
                end = tokens.closing(end)
            }
            end += 1
        }
        return start..<min(end, tokens.count)
    }

    /// `func f(…) -> LocalizedStringKey { … }`: the literals it returns.
    mutating func function(at position: Int) {
        var open = position + 2
        if tokens.isSymbol(open, "<") { open = TypeReader.genericEnd(open, in: tokens) + 1 }
        guard tokens.isSymbol(open, "("), let name = tokens.name(position + 1) else { return }
        var after = tokens.closing(open) + 1
        while tokens.isWord(after, "throws") || tokens.isWord(after, "async") { after += 1 }
        guard tokens.isSymbol(after, "->") else { return }
        let type = TypeReader.type(at: after + 1, in: tokens)
        guard DeclarationIndex.isLocalized(type.text), tokens.isSymbol(type.end, "{") else { return }
        body(from: type.end, call: "\(name)() -> \(type.text)")
    }

    /// The literals that are a whole returned expression in the body opening at `open`:
    /// `{ "A" }`, `return "A"`, `case .a: "A"`, `cond ? "A" : "B"`.
    mutating func body(from open: Int, call: String) {
        let close = tokens.closing(open)
        var position = open + 1
        while position < close {
            defer { position += 1 }
            guard tokens.isKind(position, .string) else { continue }
            let before = position - 1
            let opens =
                tokens.isWord(before, "return") || tokens.isSymbol(before, "{") || tokens.isSymbol(before, ":")
                || tokens.isWord(before, "in") || tokens.isSymbol(before, "?")
            let ends =
                tokens.isSymbol(position + 1, "}") || tokens.startsLine(position + 1)
                || tokens.isSymbol(position + 1, ":")
                || tokens.isSymbol(position + 1, ";")
            if opens && ends {
                add(position, table: "Localizable", call: call)
            }
        }
    }

    /// The literal that is the whole argument, or the literals of a ternary (`c ? "A" : "B"`, and
    /// `c ? "A" : d ? "B" : "C"`, whose three Xcode extracts: boring.notch's `"High"`, `"Medium"`, `"Low"`).
    func literals(of argument: CallArgument) -> [Int] {
        if let literal = argument.literal(in: tokens) { return [literal] }
        return ternaryLiterals(in: argument.value)
    }

    /// A branch that is not a literal gives the ternary its type: CotEditor's `.help(c ? "" :
    /// String(localized: …))` is a `String`, and Xcode extracts no `""` from it. Only a branch of a
    /// localized type keeps the other's literal a key.
    func ternaryLiterals(in range: Range<Int>) -> [Int] {
        guard let question = range.first(where: { tokens.isSymbol($0, "?") }),
            let colon = range.first(where: { $0 > question && tokens.isSymbol($0, ":") })
        else { return [] }
        let branches = [(question + 1)..<colon, (colon + 1)..<range.upperBound]
        var literals: [Int] = []
        var isKeyed = true
        for whole in branches {
            var branch = whole
            // `c ? "A" : (d ? "B" : "C")`: the parenthesized ternary is the branch.
            while branch.count > 2, tokens.isSymbol(branch.lowerBound, "("),
                tokens.closing(branch.lowerBound) == branch.upperBound - 1
            {
                branch = (branch.lowerBound + 1)..<(branch.upperBound - 1)
            }
            if branch.count == 1, tokens.isKind(branch.lowerBound, .string) {
                literals.append(branch.lowerBound)
            } else if branch.count == 1, tokens.isWord(branch.lowerBound, "nil") {
                continue  // `c ? nil : "Use Hold, Then Press"` (LinearMouse): an optional key
            } else if case let nested = ternaryLiterals(in: branch), !nested.isEmpty {
                literals += nested
            } else {
                let typer = ExpressionTyper(declarations: declarations, file: fileDeclarations)
                let type = typer.type(of: branch, in: tokens, at: branch.lowerBound)
                isKeyed = isKeyed && type.map(DeclarationIndex.isLocalized) == true
            }
        }
        return isKeyed ? literals : []
    }

    func staticText(_ argument: CallArgument?) -> String? {
        guard let literal = argument?.literal(in: tokens) else { return nil }
        return tokens.source.literal(at: tokens.indices[literal]).staticValue
    }
}
