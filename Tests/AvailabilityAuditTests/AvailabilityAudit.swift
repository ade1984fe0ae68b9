import Foundation

/// Finds uses of Apple APIs newer than the package's floor outside a matching `@available` or
/// `#available`, from the table in `docs/availability.md` (Linux ignores availability, so the
/// compiler here cannot).
///
/// It reads code as lines: comments and string literals are blanked, braces open and close scopes,
/// an `@available(…)` attribute or an `if #available(…)` applies to the next scope opened, and a
/// `guard #available(…)` to the rest of the scope it stands in.
struct AvailabilityAudit {
    enum Platform: String, CaseIterable, Sendable {
        case macOS, iOS, tvOS, watchOS, visionOS
    }

    /// `major.minor.patch`, compared as numbers.
    struct Version: Comparable, CustomStringConvertible, Sendable {
        var parts: [Int]

        init(_ parts: Int...) { self.parts = parts }

        init?(_ text: some StringProtocol) {
            let parts = text.split(separator: ".").map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
            self.parts = parts.compactMap { $0 }
        }

        static func < (lhs: Version, rhs: Version) -> Bool {
            for index in 0..<max(lhs.parts.count, rhs.parts.count) {
                let (left, right) = (lhs.part(index), rhs.part(index))
                if left != right { return left < right }
            }
            return false
        }

        private func part(_ index: Int) -> Int { index < parts.count ? parts[index] : 0 }

        var description: String { parts.map(String.init).joined(separator: ".") }
    }

    /// One row of the table: an API, how its uses look, and the versions that introduced it.
    struct API: Sendable {
        var name: String
        var pattern: String
        var introduced: [Platform: Version]
    }

    /// A use of `api` where the code's availability is below what it needs on `platform`.
    struct Violation: CustomStringConvertible, Sendable {
        var file: String
        var line: Int
        var api: String
        var platform: Platform
        var needed: Version
        var available: Version

        var description: String {
            "\(file):\(line): \(api) needs \(platform.rawValue) \(needed), the code there is available from \(available)"
        }
    }

    static let floor: [Platform: Version] = [
        .macOS: Version(10, 15), .iOS: Version(13), .tvOS: Version(13), .watchOS: Version(6), .visionOS: Version(1),
    ]

    var apis: [API]

    /// The rows of the markdown table whose header starts with `| API | pattern |`.
    init(table markdown: String) {
        var apis: [API] = []
        var inTable = false
        for line in markdown.split(separator: "\n") {
            let cells = Self.cells(of: line)
            if cells.first == "API", cells.dropFirst().first == "pattern" {
                inTable = true
                continue
            }
            guard inTable, cells.count >= 7 else {
                if inTable, !line.hasPrefix("|") { inTable = false }
                continue
            }
            if cells[0].hasPrefix("---") { continue }
            var introduced: [Platform: Version] = [:]
            for (platform, cell) in zip(Platform.allCases, cells[2...6]) {
                if let version = Version(cell) { introduced[platform] = version }
            }
            apis.append(API(name: cells[0], pattern: cells[1].trimmingCharacters(in: ["`"]), introduced: introduced))
        }
        self.apis = apis
    }

    private static func cells(of line: Substring) -> [String] {
        guard line.hasPrefix("|") else { return [] }
        return line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Every use in `source` outside the availability its API needs.
    func violations(in source: String, file: String) -> [Violation] {
        let expressions = apis.compactMap { api in
            (try? NSRegularExpression(pattern: api.pattern)).map { (api, $0) }
        }
        var scanner = CodeLines()
        var violations: [Violation] = []
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = scanner.code(of: String(rawLine))
            let range = NSRange(line.startIndex..., in: line)
            for (api, expression) in expressions where expression.firstMatch(in: line, range: range) != nil {
                let available = scanner.availability(on: line)
                for (platform, needed) in api.introduced {
                    let floor = Self.floor[platform] ?? Version(0)
                    let have = max(available[platform] ?? floor, floor)
                    if have < needed {
                        violations.append(
                            Violation(
                                file: file, line: index + 1, api: api.name, platform: platform, needed: needed,
                                available: have))
                    }
                }
            }
            scanner.advance(past: line)
        }
        return violations
    }
}
