import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleKitCommands
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// ARCHITECTURE.md's module table says which module depends on which; `Package.swift` decides it.
/// This reads both as text (no `swift package` run) and fails when they drift apart.
@Suite struct ArchitectureTableTests {
    /// Each target of `Package.swift` (or of `manifest`, a path from the package root) but the tests and
    /// their support, with its dependencies.
    static func packageTargets(manifest: String = "Package.swift") throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: TestPaths.packageRoot + "/" + manifest, encoding: .utf8)
        var targets: [String: Set<String>] = [:]
        for kind in [".target(", ".executableTarget(", ".systemLibrary(", ".plugin("] {
            var rest = text[...]
            while let start = rest.range(of: kind) {
                let call = balancedCall(rest[start.upperBound...])
                rest = rest[start.upperBound...]
                guard let name = firstString(after: "name:", in: call), !call.contains("path: \"Tests/") else {
                    continue
                }
                let dependencies = call.range(of: "dependencies:").map { range in
                    strings(in: bracketed(call[range.upperBound...]))
                }
                targets[name] = Set(dependencies ?? [])
            }
        }
        return targets
    }

    /// Each module row of the first table of ARCHITECTURE.md, with the package modules it names as
    /// dependencies (Foundation and other outside modules left out).
    static func architectureRows(known: Set<String>) throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: TestPaths.packageRoot + "/ARCHITECTURE.md", encoding: .utf8)
        var rows: [String: Set<String>] = [:]
        for line in text.split(separator: "\n").drop(while: { !$0.hasPrefix("| module |") }).dropFirst(2) {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 3 else { continue }
            let names = backticked(cells[1])
            let dependencies = cells[3].split(separator: ",").compactMap { part -> String? in
                let word = part.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init)
                return word.flatMap { known.contains($0) ? $0 : nil }
            }
            for name in names { rows[name] = Set(dependencies) }
        }
        return rows
    }

    @Test func theModuleTableMatchesThePackage() throws {
        let package = try Self.packageTargets()
        #expect(package.count > 10)
        #expect(package["LocaleCheckReporting"] != nil)
        let table = try Self.architectureRows(known: Set(package.keys))
        #expect(Set(table.keys) == Set(package.keys), "modules in ARCHITECTURE.md vs Package.swift")
        for (name, dependencies) in package.sorted(by: { $0.key < $1.key }) {
            #expect(
                table[name] == dependencies,
                "\(name): ARCHITECTURE.md says \(table[name] ?? []), Package.swift \(dependencies)")
        }
    }

    /// The public `LocaleCheck` product must not drag in the generator, Mustache or the Swift scanner.
    @Test func checkReportingDependsOnTheEngineOnly() throws {
        let package = try Self.packageTargets()
        var reached: Set<String> = []
        var pending = ["LocaleCheck", "LocaleCheckReporting"]
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            pending += package[next] ?? []
        }
        #expect(reached.isDisjoint(with: ["KeyUsage", "AccessorGeneration", "Mustache", "SwiftSourceScanner"]))
        #expect(reached.contains("LocaleCatalog"))
    }

    // MARK: - Text helpers

    /// The text of a call from just after its `(` to its matching `)`.
    static func balancedCall(_ text: Substring) -> Substring {
        var depth = 1
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: break
            }
            if depth == 0 { break }
            index = text.index(after: index)
        }
        return text[..<index]
    }

    /// The contents of the `[…]` that starts `text` (after spaces).
    static func bracketed(_ text: Substring) -> Substring {
        guard let open = text.firstIndex(of: "[") else { return "" }
        return balancedCall(text[text.index(after: open)...])
    }

    static func strings(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            index.isMultiple(of: 2) ? nil : String(part)
        }
    }

    static func firstString(after label: String, in text: Substring) -> String? {
        guard let range = text.range(of: label) else { return nil }
        return strings(in: text[range.upperBound...]).first
    }

    static func backticked(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            index.isMultiple(of: 2) ? nil : String(part)
        }
    }
}
