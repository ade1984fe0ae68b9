import Foundation

/// Builds ``PropertyListNode`` values from ``XMLTokenizer`` tokens, reporting structural faults.
struct PropertyListTreeBuilder {
    private var tokenizer: XMLTokenizer
    private var pending: (token: XMLTokenizer.Token, offset: Int)?
    private var problems: [Diagnostic] = []

    init(tokenizer: XMLTokenizer) {
        self.tokenizer = tokenizer
    }

    var diagnostics: [Diagnostic] {
        (tokenizer.diagnostics + problems).sortedByPosition()
    }

    /// `<plist>` with one value inside (a bare root value is accepted too).
    mutating func document() -> PropertyListNode? {
        let (token, offset) = nextSignificant()
        guard case .start(let name, let selfClosing) = token else {
            report("expected a property list, found \(describe(token))", at: offset)
            return nil
        }
        var root: PropertyListNode?
        if name == "plist" {
            if !selfClosing {
                let (inner, innerOffset) = nextSignificant()
                switch inner {
                case .start(let valueName, let valueClosing):
                    root = value(valueName, selfClosing: valueClosing, at: innerOffset, depth: 1)
                    expectEnd("plist")
                case .end("plist"):
                    break
                default:
                    report("expected a value inside <plist>, found \(describe(inner))", at: innerOffset)
                }
            }
        } else {
            root = value(name, selfClosing: selfClosing, at: offset, depth: 1)
        }
        let (rest, restOffset) = nextSignificant()
        if rest != .endOfInput { report("unexpected \(describe(rest)) after the property list", at: restOffset) }
        return root
    }

    // MARK: Values

    private mutating func value(_ name: String, selfClosing: Bool, at offset: Int, depth: Int) -> PropertyListNode? {
        let location = tokenizer.location(at: offset)
        if depth > PropertyListXML.maximumDepth, name == "dict" || name == "array" {
            report("nesting deeper than \(PropertyListXML.maximumDepth) levels; the value is skipped", at: offset)
            skipElement(name, selfClosing: selfClosing)
            return nil
        }
        switch name {
        case "dict":
            return PropertyListNode(.dictionary(selfClosing ? [] : dictionaryEntries(depth: depth)), at: location)
        case "array":
            return PropertyListNode(.array(selfClosing ? [] : arrayElements(depth: depth)), at: location)
        case "string":
            return PropertyListNode(.string(text(of: name, selfClosing: selfClosing)), at: location)
        case "date":
            return PropertyListNode(.date(text(of: name, selfClosing: selfClosing)), at: location)
        case "true", "false":
            _ = text(of: name, selfClosing: selfClosing)
            return PropertyListNode(.boolean(name == "true"), at: location)
        case "integer":
            let text = text(of: name, selfClosing: selfClosing).trimmingWhitespace()
            guard let number = Int(text) ?? (text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16) : nil) else {
                report("'\(text)' is not an integer", at: offset)
                return nil
            }
            return PropertyListNode(.integer(number), at: location)
        case "real":
            let text = text(of: name, selfClosing: selfClosing).trimmingWhitespace()
            guard let number = Double(text) else {
                report("'\(text)' is not a real number", at: offset)
                return nil
            }
            return PropertyListNode(.real(number), at: location)
        case "data":
            let text = text(of: name, selfClosing: selfClosing)
            guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
                report("<data> is not valid base64", at: offset)
                return nil
            }
            return PropertyListNode(.data(data), at: location)
        default:
            report("unknown property list element <\(name)>", at: offset)
            skipElement(name, selfClosing: selfClosing)
            return nil
        }
    }

    private mutating func dictionaryEntries(depth: Int) -> [PropertyListEntry] {
        var entries: [PropertyListEntry] = []
        while true {
            let (token, offset) = nextSignificant()
            switch token {
            case .end("dict"):
                return entries
            case .start("key", let selfClosing):
                let keyLocation = tokenizer.location(at: offset)
                let key = text(of: "key", selfClosing: selfClosing)
                let (valueToken, valueOffset) = nextSignificant()
                guard case .start(let name, let valueClosing) = valueToken, name != "key" else {
                    report("the key '\(key)' has no value", at: valueOffset)
                    pending = (valueToken, valueOffset)
                    continue
                }
                if let value = value(name, selfClosing: valueClosing, at: valueOffset, depth: depth + 1) {
                    entries.append(PropertyListEntry(key: key, keyLocation: keyLocation, value: value))
                }
            case .start(let name, let selfClosing):
                report("expected <key> in <dict>, found <\(name)>", at: offset)
                skipElement(name, selfClosing: selfClosing)
            case .end, .endOfInput:
                report("expected </dict>, found \(describe(token))", at: offset)
                return entries
            case .text, .whitespace:
                continue
            }
        }
    }

    private mutating func arrayElements(depth: Int) -> [PropertyListNode] {
        var elements: [PropertyListNode] = []
        while true {
            let (token, offset) = nextSignificant()
            switch token {
            case .end("array"):
                return elements
            case .start(let name, let selfClosing):
                if let element = value(name, selfClosing: selfClosing, at: offset, depth: depth + 1) {
                    elements.append(element)
                }
            case .end, .endOfInput:
                report("expected </array>, found \(describe(token))", at: offset)
                return elements
            case .text, .whitespace:
                continue
            }
        }
    }

    /// The character data of a leaf element, up to its end tag.
    private mutating func text(of name: String, selfClosing: Bool) -> String {
        guard !selfClosing else { return "" }
        var result = ""
        while true {
            let (token, offset) = next()
            switch token {
            case .text(let text):
                result += text
            case .whitespace(let range):
                result += tokenizer.text(in: range)
            case .end(let endName) where endName == name:
                return result
            case .start(let inner, let innerClosing):
                report("unexpected <\(inner)> inside <\(name)>", at: offset)
                skipElement(inner, selfClosing: innerClosing)
            case .end, .endOfInput:
                report("expected </\(name)>, found \(describe(token))", at: offset)
                return result
            }
        }
    }

    // MARK: Tokens

    private mutating func next() -> (token: XMLTokenizer.Token, offset: Int) {
        if let token = pending {
            pending = nil
            return token
        }
        return tokenizer.next()
    }

    /// The next token that is not white space between elements; other text there is reported.
    private mutating func nextSignificant() -> (token: XMLTokenizer.Token, offset: Int) {
        while true {
            let (token, offset) = next()
            if case .whitespace = token { continue }
            guard case .text(let text) = token else { return (token, offset) }
            if !text.trimmingWhitespace().isEmpty {
                report("unexpected text '\(text.trimmingWhitespace().prefix(20))' between elements", at: offset)
            }
        }
    }

    private mutating func expectEnd(_ name: String) {
        let (token, offset) = nextSignificant()
        if token != .end(name: name) { report("expected </\(name)>, found \(describe(token))", at: offset) }
    }

    /// Skips an element and everything inside it, without recursion.
    private mutating func skipElement(_ name: String, selfClosing: Bool) {
        guard !selfClosing else { return }
        var depth = 1
        while depth > 0 {
            switch next().token {
            case .start(_, let closing): if !closing { depth += 1 }
            case .end: depth -= 1
            case .endOfInput: return
            case .text, .whitespace: continue
            }
        }
    }

    private mutating func report(_ message: String, at offset: Int) {
        let problem = Diagnostic.syntax(message, at: tokenizer.location(at: offset))
        // Every element left open at the end of a truncated file would repeat the same message there.
        if problems.last != problem { problems.append(problem) }
    }

    private func describe(_ token: XMLTokenizer.Token) -> String {
        switch token {
        case .start(let name, _): "<\(name)>"
        case .end(let name): "</\(name)>"
        case .text, .whitespace: "text"
        case .endOfInput: "the end of the file"
        }
    }
}
