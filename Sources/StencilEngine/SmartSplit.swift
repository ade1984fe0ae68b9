extension String {
    /// The words of a tag, as Stencil splits them: at `separator` outside quotes; a word ending in
    /// `,`, `|` or `:` (or one of those alone) joins the next; `(` and `)` become words of their own.
    func smartSplit(separator: Character = " ") -> [String] {
        var words: [String] = []
        var word = ""
        var closing = separator
        var singleQuotes = 0
        var doubleQuotes = 0
        for character in self {
            if character == "'" { singleQuotes += 1 } else if character == "\"" { doubleQuotes += 1 }
            if character == closing {
                if closing != separator {
                    word.append(character)
                } else if (singleQuotes.isMultiple(of: 2) || doubleQuotes.isMultiple(of: 2)) && !word.isEmpty {
                    Self.append(word, to: &words)
                    word = ""
                }
                closing = separator
            } else {
                if closing == separator && (character == "'" || character == "\"") { closing = character }
                word.append(character)
            }
        }
        if !word.isEmpty { Self.append(word, to: &words) }
        return words
    }

    private static func append(_ word: String, to words: inout [String]) {
        let joiners: Set<Character> = [",", "|", ":"]
        guard let last = words.last else {
            words.append(word)
            return
        }
        if let lastCharacter = last.last, joiners.contains(lastCharacter) {
            if words.count == 1 && word == "for" {
                words.append(word)
            } else {
                words[words.count - 1] += word
            }
        } else if ",|:".contains(word) {
            words[words.count - 1] += word
        } else if word != "(" && word.first == "(" || word != ")" && word.first == ")" {
            words.append(String(word.prefix(1)))
            append(String(word.dropFirst()), to: &words)
        } else if word != "(" && word.last == "(" || word != ")" && word.last == ")" {
            append(String(word.dropLast()), to: &words)
            words.append(String(word.suffix(1)))
        } else {
            words.append(word)
        }
    }
}
