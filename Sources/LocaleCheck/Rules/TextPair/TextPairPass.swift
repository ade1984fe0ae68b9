import LocaleCatalog
import LocalizationFormats

/// Runs several ``TextPairRule``s in one walk over each language's pairs: each pair is read once
/// and handed to every check, and each rule's findings come out in the order its own run makes
/// them (tables, languages, keys, parts, problems).
///
/// One walk, not one per rule: passed from an array to a check, a pair is copied first (seven
/// strings retained and released), once per rule; and a large table's pairs, walked once per rule,
/// no longer fit in the processor's caches by the next rule's turn.
struct TextPairPass {
    /// One rule of the pass: its id, the severity it reports at, and its check (nil when the check
    /// has nothing to look at in the context).
    struct Member {
        var id: Diagnostic.Rule
        var severity: Diagnostic.Severity
        var check: (any TextPairCheck)?
    }

    /// A member that has a check, and its index in ``members``.
    private struct Active {
        var member: Int
        var check: any TextPairCheck
    }

    let members: [Member]

    /// The findings of each member, in `members`' order.
    func findings(in context: CheckContext) -> [[Finding]] {
        var findings = [[Finding]](repeating: [], count: members.count)
        let checks = members.indices.compactMap { index in
            members[index].check.map { Active(member: index, check: $0) }
        }
        guard !checks.isEmpty else { return findings }
        for table in context.tables {
            guard let reference = context.reference(for: table) else { continue }
            for language in context.checkedTranslationLanguages where !TextPair.isDocumentation(language) {
                for item in context.textPairs(of: table, in: language, reference: reference) {
                    for located in item.pairs {
                        for active in checks {
                            let problems = active.check.problems(in: located.pair)
                            guard !problems.isEmpty else { continue }
                            findings[active.member] += Self.findings(
                                problems, of: members[active.member], at: located, key: item.key,
                                table: table.name, language: language)
                        }
                    }
                }
            }
        }
        return findings
    }

    private static func findings(
        _ problems: [TextProblem], of member: Member, at located: LocatedTextPair, key: String, table: String,
        language: String
    ) -> [Finding] {
        problems.map { problem in
            let notes = problem.sourceNote.map { [Diagnostic.Note($0, at: located.sourceLocation)] }
            let diagnostic = Diagnostic(
                member.severity, rule: member.id, "'\(key)' (\(language)\(located.part)): \(problem.message)",
                at: located.location, notes: notes ?? [])
            return Finding(diagnostic, table: table, language: language, key: key)
        }
    }
}

/// A rule that ``Checker`` can run as a member of a ``TextPairPass``.
protocol TextPairPassMember {
    /// The rule as a member of a pass over `context`.
    func member(in context: CheckContext) -> TextPairPass.Member
}
