import Foundation
import Testing

@Suite struct AvailabilityAuditTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func audit() throws -> AvailabilityAudit {
        let table = try String(contentsOf: root.appendingPathComponent("docs/availability.md"), encoding: .utf8)
        return AvailabilityAudit(table: table)
    }

    @Test func theTableIsRead() throws {
        let audit = try Self.audit()
        #expect(audit.apis.count >= 15)
        let mutex = try #require(audit.apis.first { $0.pattern == #"\bMutex<"# })
        #expect(mutex.introduced[.iOS] == AvailabilityAudit.Version("18.0"))
        #expect(mutex.introduced[.visionOS] == AvailabilityAudit.Version("2.0"))
        for api in audit.apis { #expect((try? NSRegularExpression(pattern: api.pattern)) != nil, "\(api.name)") }
    }

    /// Every Swift file of `Sources/` uses the APIs of the table only where its availability allows.
    @Test func sourcesStayWithinTheFloor() throws {
        let audit = try Self.audit()
        let sources = Self.root.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 100)
        var violations: [AvailabilityAudit.Violation] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            violations += audit.violations(in: text, file: "Sources/" + file)
        }
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func aUseWithoutAvailabilityIsFound() throws {
        let audit = try Self.audit()
        let source = """
            import Synchronization
            final class Cache {
                let lock = Mutex<Int>(0)   // a stored property cannot be marked available
            }
            """
        let violations = audit.violations(in: source, file: "Cache.swift")
        #expect(violations.map(\.line) == [3, 3, 3, 3, 3])
        #expect(Set(violations.map(\.platform)) == [.macOS, .iOS, .tvOS, .watchOS, .visionOS])
    }

    @Test func tooLowAnAnnotationIsFound() throws {
        let audit = try Self.audit()
        let source = """
            @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
            func track() {
                withObservationTracking { _ = 1 } onChange: {}
            }
            """
        let violations = audit.violations(in: source, file: "Track.swift")
        #expect(Set(violations.map(\.platform)) == [.macOS, .iOS, .tvOS, .watchOS])
        #expect(violations.allSatisfy { $0.line == 3 })
    }

    @Test(arguments: [
        """
        @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
        extension Model: Observable {
            var registrar: ObservationRegistrar? { nil }
        }
        """,
        """
        func make() -> (any Sendable)? {
            if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
                return ObservationRegistrar()
            } else {
                return nil
            }
        }
        """,
        """
        func same(_ a: String) -> Bool {
            guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else { return false }
            return Locale.Language(identifier: a).maximalIdentifier == a
        }
        """,
        """
        // Mutex<Int> in a comment, and "Mutex<Int>" in a string, are not uses.
        let text = "Locale.Language(identifier:)"
        """,
    ])
    func usesWithinAvailabilityPass(source: String) throws {
        #expect(try Self.audit().violations(in: source, file: "Model.swift").isEmpty)
    }

    @Test func theElseBranchOfAnAvailabilityCheckIsNotCovered() throws {
        let source = """
            func make() -> (any Sendable)? {
                if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
                    return nil
                } else {
                    return ObservationRegistrar()
                }
            }
            """
        #expect(try Self.audit().violations(in: source, file: "Model.swift").map(\.line).first == 5)
    }
}
