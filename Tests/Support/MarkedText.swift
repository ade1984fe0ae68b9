/// Source text with inline location markers (`1️⃣`, `2️⃣`, …) as swift-format's tests write them.
///
/// The markers are removed; ``locations`` gives the 1-based line and column (in Unicode scalars) of the
/// character that followed each marker in the text without markers.
public struct MarkedText: Sendable {
    public let text: String
    public let locations: [String: (line: Int, column: Int)]

    public init(_ marked: String) {
        var text = ""
        var locations: [String: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if ("0"..."9").contains(scalar), index + 2 < scalars.count, scalars[index + 1] == "\u{FE0F}",
                scalars[index + 2] == "\u{20E3}"
            {
                locations[String(scalar)] = (line, column)
                index += 3
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        self.text = text
        self.locations = locations
    }

    /// The location of marker `name` (`"1"` for `1️⃣`) in `file`.
    public func location(_ name: String, file: String = "test.strings") -> SourceLocationStub {
        let position = locations[name] ?? (0, 0)
        return SourceLocationStub(line: position.line, column: position.column)
    }
}

/// Line and column only, to compare with a diagnostic's location.
public struct SourceLocationStub: Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public var description: String { "\(line):\(column)" }

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
