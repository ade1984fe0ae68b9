/// Escaping for XML text and attribute values that survives a parser's normalization.
package enum XMLEscaping {
    /// `&`, `<`, `>` as entities; a carriage return as `&#13;` (a parser would turn a literal one into `\n`).
    package static func text(_ string: String) -> String {
        escape(string, attribute: false)
    }

    /// Like ``text(_:)`` plus `"`, and tab and newline as references (attribute normalization would
    /// turn them into spaces).
    package static func attribute(_ string: String) -> String {
        escape(string, attribute: true)
    }

    private static func escape(_ string: String, attribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where attribute: result += "&quot;"
            case "\n" where attribute: result += "&#10;"
            case "\t" where attribute: result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
