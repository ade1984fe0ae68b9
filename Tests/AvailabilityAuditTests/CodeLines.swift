import Foundation

/// Swift source read line by line for ``AvailabilityAudit``: what is code (comments and string
/// literals blanked) and which availability each scope has.
struct CodeLines {
    typealias Availability = [AvailabilityAudit.Platform: AvailabilityAudit.Version]

    private var inBlockComment = false
    private var inMultilineString = false
    /// One entry per open brace: the availability inside it.
    private var scopes: [Availability] = [[:]]
    /// An `@available`/`if #available` waiting for the brace it applies to.
    private var pending: Availability?

    /// `line` with comments and the contents of string literals replaced by spaces.
    mutating func code(of line: String) -> String {
        var output = ""
        var characters = Array(line)[...]
        var inString = false
        while let character = characters.first {
            if inBlockComment {
                if characters.starts(with: "*/") {
                    inBlockComment = false
                    characters = characters.dropFirst(2)
                } else {
                    characters = characters.dropFirst()
                }
                continue
            }
            if inMultilineString || inString {
                if characters.starts(with: "\"\"\"") && inMultilineString {
                    inMultilineString = false
                    output += "\"\"\""
                    characters = characters.dropFirst(3)
                } else if character == "\\" {
                    characters = characters.dropFirst(2)
                } else if character == "\"" && inString {
                    inString = false
                    output.append("\"")
                    characters = characters.dropFirst()
                } else {
                    output.append(" ")
                    characters = characters.dropFirst()
                }
                continue
            }
            if characters.starts(with: "//") { break }
            if characters.starts(with: "/*") {
                inBlockComment = true
                characters = characters.dropFirst(2)
            } else if characters.starts(with: "\"\"\"") {
                inMultilineString = true
                output += "\"\"\""
                characters = characters.dropFirst(3)
            } else {
                if character == "\"" { inString = true }
                output.append(character)
                characters = characters.dropFirst()
            }
        }
        return output
    }

    /// The availability at `line`: its scope's, with an annotation on the line itself.
    func availability(on line: String) -> Availability {
        var result = scopes.last ?? [:]
        if let annotation = Self.annotation(in: line) { Self.merge(annotation, into: &result) }
        if let pending { Self.merge(pending, into: &result) }
        return result
    }

    /// Opens and closes the scopes of `line` (its code, as ``code(of:)`` gives it).
    mutating func advance(past line: String) {
        if let annotation = Self.annotation(in: line) {
            if line.contains("guard #available") {
                Self.merge(annotation, into: &scopes[scopes.count - 1])
            } else {
                pending = Self.merging(pending ?? [:], annotation)
            }
        }
        var opened = false
        for character in line {
            if character == "{" {
                scopes.append(Self.merging(scopes.last ?? [:], pending ?? [:]))
                pending = nil
                opened = true
            } else if character == "}", scopes.count > 1 {
                scopes.removeLast()
            }
        }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let continues = [",", "(", "->", ":", "=", "&&", "||"].contains { trimmed.hasSuffix($0) }
        if !opened, !trimmed.isEmpty, !trimmed.hasPrefix("@"), !continues, Self.parenthesesBalance(trimmed) {
            pending = nil
        }
    }

    /// The versions an `@available(…)` or `#available(…)` on `line` names, or nil.
    static func annotation(in line: String) -> Availability? {
        guard let start = line.range(of: "available(") else { return nil }
        guard let end = line[start.upperBound...].firstIndex(of: ")") else { return nil }
        var result: Availability = [:]
        for entry in line[start.upperBound..<end].split(separator: ",") {
            let words = entry.split(separator: " ")
            guard words.count == 2, let platform = AvailabilityAudit.Platform(rawValue: String(words[0])),
                let version = AvailabilityAudit.Version(words[1])
            else { continue }
            result[platform] = version
        }
        return result.isEmpty ? nil : result
    }

    private static func parenthesesBalance(_ text: String) -> Bool {
        text.filter { $0 == "(" }.count == text.filter { $0 == ")" }.count
    }

    private static func merge(_ other: Availability, into result: inout Availability) {
        result.merge(other) { max($0, $1) }
    }

    private static func merging(_ first: Availability, _ second: Availability) -> Availability {
        var result = first
        merge(second, into: &result)
        return result
    }
}
