import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// The compact `missing-translation` findings are ordered by bucketing and merged with the
/// others; the result must be the order a comparison sort of all of them gives.
@Suite struct FindingOrderTests {
    static func location(_ file: String, _ line: Int) -> LocalizationFormats.SourceLocation {
        LocalizationFormats.SourceLocation(file: file, line: line, column: 1)
    }

    @Test func compactFindingsMergeAsIfSortedTogether() {
        var missing = MissingTranslations()
        // Two keys at one place (as in two roots' copies of one file), one later, one earlier.
        let first = missing.addKey("b", at: Self.location("en.lproj/L.strings", 3))
        let twin = missing.addKey("a", at: Self.location("en.lproj/L.strings", 3))
        let later = missing.addKey("c", at: Self.location("en.lproj/L.strings", 9))
        let earlier = missing.addKey("d", at: Self.location("Base.lproj/L.strings", 1))
        let note = [Diagnostic.Note("notes")]
        let french = missing.addGroup(.init(table: "L", language: "fr", severity: .error, notes: note))
        let german = missing.addGroup(.init(table: "L", language: "de", severity: .warning, notes: note))
        for (key, group) in [(later, french), (first, french), (twin, french), (first, german), (earlier, german)] {
            missing.append(key: key, group: group)
        }
        let others = [
            // Same place, rule and language as a compact finding: ordered by message.
            Finding(
                Diagnostic(
                    .error, rule: .missingTranslation, "'c' is not translated to fr (table L)",
                    at: Self.location("en.lproj/L.strings", 9)),
                table: "L", language: "fr", key: "c"),
            Finding(
                Diagnostic(
                    .error, rule: .missingTranslation, "'bb' is not translated to de (table L)",
                    at: Self.location("en.lproj/L.strings", 3)),
                table: "L", language: "de", key: "bb"),
            Finding(
                Diagnostic(.warning, rule: .extraKey, "x", at: Self.location("en.lproj/L.strings", 3)), language: "fr"
            ),
            Finding(
                Diagnostic(.error, rule: .io, "cannot read", at: LocalizationFormats.SourceLocation(file: "z.strings"))
            ),
        ]
        let order = FindingOrder.sorted(others, missing)
        let merged = order.map { index in
            Int(index) < others.count ? others[Int(index)] : missing.finding(missing.items[Int(index) - others.count])
        }
        let all = others + missing.items.map(missing.finding)
        let expected = all.sorted { lhs, rhs in
            let (left, right) = (lhs.diagnostic.location, rhs.diagnostic.location)
            if left?.file != right?.file { return (left?.file ?? "") < (right?.file ?? "") }
            if left?.line != right?.line { return (left?.line ?? 0) < (right?.line ?? 0) }
            if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
            if lhs.language != rhs.language { return (lhs.language ?? "") < (rhs.language ?? "") }
            return lhs.diagnostic.message < rhs.diagnostic.message
        }
        #expect(merged.map(\.diagnostic.message) == expected.map(\.diagnostic.message))
        #expect(Set(order).count == all.count)
        #expect(merged.first?.diagnostic.location?.file == "Base.lproj/L.strings")
    }

    /// On random reports (places shared by keys, findings of every kind at one place), the order is
    /// that of a comparison sort of every finding by file, line, column, rule, language and message.
    @Test func wholeOrderIsAComparisonSortOfEveryFinding() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<50 {
            var missing = MissingTranslations()
            let files = ["a.lproj/L.strings", "b.lproj/L.strings"]
            let keys = (0..<Int(generator.next() % 30 + 1)).map { index in
                missing.addKey(
                    "k\(generator.next() % 9)",
                    at: Self.location(files[Int(generator.next() % 2)], Int(generator.next() % 8)))
            }
            let groups = ["fr", "de", "ja"].map { language in
                missing.addGroup(.init(table: "L", language: language, severity: .warning, notes: []))
            }
            for key in keys {
                for group in groups.shuffled(using: &generator) where generator.next() % 3 != 0 {
                    missing.append(key: key, group: group)
                }
            }
            let others = (0..<Int(generator.next() % 6)).map { index in
                Finding(
                    Diagnostic(
                        .warning, rule: index % 2 == 0 ? .extraKey : .missingTranslation, "'k\(index)' x",
                        at: Self.location(files[index % 2], Int(generator.next() % 8))),
                    language: ["fr", "de"][index % 2])
            }
            let all = others + missing.items.map(missing.finding)
            let sorted = FindingOrder.sorted(others, missing).map { all[Int($0)] }
            #expect(sorted.map(Self.sortFields) == all.map(Self.sortFields).sorted { $0.lexicographicallyPrecedes($1) })
        }
    }

    private static func sortFields(_ finding: Finding) -> [String] {
        let location = finding.diagnostic.location
        return [
            location?.file ?? "", String(format: "%09d", location?.line ?? 0),
            String(format: "%09d", location?.column ?? 0),
            finding.rule.rawValue, finding.language ?? "", finding.diagnostic.message,
        ]
    }

    /// With `perGroup`, the order keeps each group's first findings of the whole order (and may keep
    /// ties), every other finding, and nothing out of the whole order's sequence.
    @Test func firstFindingsPerGroupAreTheWholeOrdersFirst() {
        var generator = SplitMix(seed: 26)
        var leftOut = 0
        for _ in 0..<50 {
            var missing = MissingTranslations()
            let files = ["a.lproj/L.strings", "b.lproj/L.strings", "c.lproj/M.strings"]
            let keys = (0..<Int(generator.next() % 40 + 1)).map { index in
                missing.addKey(
                    "k\(index)", at: Self.location(files[Int(generator.next() % 3)], Int(generator.next() % 30)))
            }
            let groups = ["de", "fr", "ja", "pt-BR"].map { language in
                missing.addGroup(.init(table: "L", language: language, severity: .warning, notes: []))
            }
            for key in keys {
                for group in groups where generator.next() % 3 != 0 { missing.append(key: key, group: group) }
            }
            let others = (0..<Int(generator.next() % 5)).map { index in
                Finding(
                    Diagnostic(.warning, rule: .extraKey, "x\(index)", at: Self.location(files[index % 3], index * 7)),
                    language: "fr")
            }
            let whole = FindingOrder.sorted(others, missing)
            for perGroup in [1, 3] {
                let kept = FindingOrder.sorted(others, missing, perGroup: perGroup)
                let keptSet = Set(kept)
                #expect(whole.filter(keptSet.contains) == kept)
                leftOut += whole.count - kept.count
                var seen: [Int32: Int] = [:]
                for index in whole {
                    let position = Int(index) - others.count
                    guard position >= 0 else {
                        #expect(keptSet.contains(index))
                        continue
                    }
                    let group = missing.items[position].group
                    seen[group, default: 0] += 1
                    if seen[group, default: 0] <= perGroup { #expect(keptSet.contains(index)) }
                }
            }
        }
        #expect(leftOut > 1000)
    }
}

/// A small seeded generator (SplitMix64), so that a failure repeats.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ z >> 30) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ z >> 27) &* 0x94D0_49BB_1331_11EB
        return z ^ z >> 31
    }
}
