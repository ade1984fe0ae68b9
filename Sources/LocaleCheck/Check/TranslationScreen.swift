import Foundation
import LocaleCatalog
import LocalizationFormats

/// Sorts the entries of a translation's `.strings` file into those no rule could report and the
/// suspects, so that ``RootCheck`` builds entries and runs the rules for the suspects
/// alone: the others only count for coverage and `missing-translation`, which need their keys.
///
/// Each entry of the file (as ``StringsReader`` read it) is compared with the reference's entry of
/// the same key. The screen is conservative: an entry is clear only when
/// - its key is in the reference (else `extra-key`),
/// - its value is not empty (`empty-value`), nor equal to the reference's text when `untranslated`
///   is on,
/// - it has the reference's arguments (`placeholder-mismatch`) and a valid format
///   (`invalid-format`), decided by the rules' own functions, exactly when the rules would look,
/// - no enabled ``TextPairCheck`` has a problem with it (asked directly: the check is the rule),
/// - its reference text is not shared by another key that this file translates differently
///   (`inconsistent-translation` compares those),
/// - the lock does not record it with another development value (`source-changed`).
///
/// A file the reader reported anything in (`syntax`, `duplicate-key`, invalid bytes) is not
/// screened at all (nil). Each rule declares how it reads these entries (``TranslatedEntryUse``);
/// while a rule that does not say is on, there is no screen. `StreamingRootCheckTests` compare
/// the report with the one made from the catalog loaded whole, finding for finding.
struct TranslationScreen: Sendable {
    /// What the screen keeps of one reference entry.
    private struct Reference: Sendable {
        /// The reference text; nil for a plural.
        var text: String?
        /// Whether the text has a `%`.
        var hasPercent = false
        /// The arguments the rules compare a translated text with: a text's when it is a format
        /// string (and has a `%`), a plural's whole argument list.
        var signature: PlaceholderSignature?
        /// Whether there is a ``signature``: asked of every translated entry, a flag, where the
        /// optional itself would be copied (its arrays retained) to be tested.
        var hasSignature = false
        /// A plural's counted arguments, which a translated text may leave out.
        var counted: Set<Int> = []
        /// A format text's placeholders as written, in order: a translation with the same ones
        /// has the same signature (see ``PlaceholderSignature/sameSpecs(_:_:)``).
        var specs: [String]?
        /// The entry's index in ``TableCheck``'s keys to translate, or -1.
        var slot: Int32
        var key: String
        var comment: String?
        /// When another reference key has the same text, the index of the first one (the group
        /// `inconsistent-translation` compares), else -1.
        var textGroup: Int32 = -1
        /// The hash `source-changed` compares with the lock, when there is a lock.
        var hash: String?
        /// Bit `i` set: ``pairChecks``[i] may have a problem with a translation of this text
        /// (``TextPairCheck/mayHaveProblems(source:key:comment:)``); checks from the 64th on always may.
        var pairCheckMask: UInt64 = 0
    }

    private let index: [String: Int32]
    private let references: [Reference]
    /// Per reference entry, the one after it in the reference's files (-1 after the last), and the
    /// first: translations list their keys in the development file's order (every key wikipedia-ios's
    /// translations share with `en` comes in `en`'s order), so the next entry is tried before hashing.
    private let following: [Int32]
    private let first: Int32
    private let checksUntranslated: Bool
    private let table: String
    private let pairChecks: [any TextPairCheck]
    /// The lock's record of this table: key → language → hash.
    private let locked: [String: [String: String]]?

    /// What the screen needs to know of the rules beyond the reference.
    struct Rules {
        /// Whether `untranslated` is on (a text equal to the reference's is then left to it).
        var checksUntranslated = false
        /// The enabled text-pair checks.
        var pairChecks: [any TextPairCheck] = []
        /// Whether `inconsistent-translation` is on.
        var checksConsistency = false
        /// The lock's record of the table, when `source-changed` is on and there is a lock.
        var locked: [String: [String: String]]?
    }

    /// The screen for `rules` over a table's reference, or nil when one of them does not declare
    /// how it reads a translation's entries.
    static func forRules(
        _ rules: [any CheckRule], table: String, reference: TableReference, context: CheckContext
    ) -> TranslationScreen? {
        var screened = Rules()
        for rule in rules {
            switch rule.translatedEntryUse {
            case .unknown: return nil
            case .none, .readerDiagnostics: break
            case .textPair(let check): if let check = check.init(context) { screened.pairChecks.append(check) }
            case .screened:
                let needs = rule.screenNeeds
                screened.checksUntranslated = screened.checksUntranslated || needs.contains(.textsEqualToReference)
                screened.checksConsistency = screened.checksConsistency || needs.contains(.sharedTexts)
                if needs.contains(.lockedSources), let lock = context.lock {
                    screened.locked = lock.roots[lock.rootID(context.root)]?[table] ?? [:]
                }
            }
        }
        return TranslationScreen(table: table, reference: reference, rules: screened)
    }

    init(table: String, reference: TableReference, rules: Rules) {
        self.index = reference.index
        self.table = table
        checksUntranslated = rules.checksUntranslated
        pairChecks = rules.pairChecks
        locked = rules.locked
        var references = zip(reference.entries, zip(reference.slots, reference.arguments)).map {
            entry, slotAndArguments in
            let (slot, arguments) = slotAndArguments
            var reference: Reference
            switch arguments {
            case .text(let text, let hasPercent, let signature):
                reference = Reference(
                    text: text, hasPercent: hasPercent, signature: signature, slot: slot, key: entry.key)
                if signature != nil { reference.specs = PlaceholderSignature.parse(text).placeholders.map(\.spec) }
            case .plural(let source):
                reference = Reference(
                    text: nil, signature: source.all, counted: source.counted, slot: slot, key: entry.key)
            }
            reference.hasSignature = reference.signature != nil
            reference.comment = entry.comment
            if rules.locked != nil { reference.hash = TranslationLock.hash(of: entry.translation) }
            if let text = reference.text {
                for (bit, check) in rules.pairChecks.prefix(64).enumerated()
                where check.mayHaveProblems(source: text, key: entry.key, comment: entry.comment) {
                    reference.pairCheckMask |= 1 << UInt64(bit)
                }
            }
            return reference
        }
        if rules.checksConsistency {
            var first: [String: Int32] = [:]
            var counts: [String: Int] = [:]
            for (position, reference) in references.enumerated() {
                guard let text = reference.text else { continue }
                if first[text] == nil { first[text] = Int32(position) }
                counts[text, default: 0] += 1
            }
            for position in references.indices {
                guard let text = references[position].text, counts[text, default: 0] > 1 else { continue }
                references[position].textGroup = first[text] ?? -1
            }
        }
        self.references = references
        let order = Self.orderOfPlaces(reference.entries.map(\.location))
        var following = [Int32](repeating: -1, count: order.count)
        for (place, number) in order.enumerated().dropLast() { following[number] = Int32(order[place + 1]) }
        self.following = following
        first = order.first.map(Int32.init) ?? -1
    }

    /// The indices of `locations` in order of file, line and column, near enough: the order is
    /// only a guess of the next key (a wrong guess costs a hash lookup), so each location is
    /// packed with its index into one integer (file rank, line and column clamped), one sort of
    /// integers.
    private static func orderOfPlaces(_ locations: [SourceLocation]) -> [Int] {
        guard locations.count < 1 << 20 else { return Array(locations.indices) }
        let files = Set(locations.map(\.file)).sorted()
        let rank = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, $0) })
        func field(_ value: Int, bits: Int) -> UInt64 { UInt64(min(max(value, 0), 1 << bits - 1)) }
        var keys = locations.enumerated().map { index, location in
            field(rank[location.file, default: 0], bits: 12) << 52 | field(location.line, bits: 20) << 32
                | field(location.column, bits: 12) << 20 | UInt64(index)
        }
        keys.sort()
        return keys.map { Int($0 & (1 << 20 - 1)) }
    }

    /// What the screen makes of one language's `.strings` files of the table.
    struct Result {
        /// The slots (in the keys to translate) of the clear entries' keys; each is translated.
        var slots: [Int32] = []
        /// The indices of the entries a rule may report, ascending, in the files' entries one file
        /// after another (a second file's first entry comes after the first file's last).
        var suspects: [Int] = []
    }

    /// Screens a translation's `.strings` files of the table, in the order the catalog merges them;
    /// nil when a reader reported anything in one of them but faulty escapes (then every entry goes to
    /// the rules). A faulty escape (`\u203A`) leaves the entry as Foundation reads it, and its
    /// diagnostic goes to `syntax` with the file's fragment either way: a file of a language that
    /// repeats one of the development language's (as swiftgen-app's do) is still screened.
    func screen(_ files: [StringsFile], language: String) -> Result? {
        guard files.allSatisfy({ $0.diagnostics.count == $0.escapeFaults }) else { return nil }
        if files.count == 1 {
            return files[0].entries.withUnsafeBufferPointer { screen($0, shadowed: nil, language: language) }
        }
        // Several files (two folders of one language, or of one target): the catalog keeps the last
        // entry of a key (`Catalog.merge`), so an earlier one is neither a suspect nor counted.
        var entries: [StringsEntry] = []
        entries.reserveCapacity(files.reduce(0) { $0 + $1.entries.count })
        for file in files { entries.append(contentsOf: file.entries) }
        return entries.withUnsafeBufferPointer { entries in
            var shadowed = [Bool](repeating: false, count: entries.count)
            var seen = Set<String>(minimumCapacity: entries.count)
            if let entry = entries.baseAddress {
                var position = entries.count - 1
                while position >= 0 {
                    if !seen.insert(entry[position].key).inserted { shadowed[position] = true }
                    position -= 1
                }
            }
            return screen(entries, shadowed: shadowed, language: language)
        }
    }

    private func screen(
        _ entries: UnsafeBufferPointer<StringsEntry>, shadowed: [Bool]?, language: String
    ) -> Result {
        // Entries and references are read through `UnsafePointer`s, one field in place: with arrays
        // (an entry and its reference passed as values) the release check costs 2.4% more
        // instructions (BENCHMARKS.md, issue 49).
        references.withUnsafeBufferPointer { references in
            guard let entry = entries.baseAddress else { return Result() }
            guard let reference = references.baseAddress else {
                // No reference entries: every entry is an extra key.
                return Result(suspects: entries.indices.filter { shadowed?[$0] != true })
            }
            return screen(entry, count: entries.count, reference: reference, shadowed: shadowed, language: language)
        }
    }

    private func screen(
        _ entry: UnsafePointer<StringsEntry>, count: Int, reference: UnsafePointer<Reference>, shadowed: [Bool]?,
        language: String
    ) -> Result {
        var result = Result()
        result.slots.reserveCapacity(count)
        let numbers = referenceNumbers(entry, count: count, reference: reference)
        let inconsistent = inconsistentGroups(
            entry, count: count, reference: reference, numbers: numbers, shadowed: shadowed)
        var position = -1
        while position + 1 < count {
            position += 1
            if let shadowed, shadowed[position] { continue }
            let number = Int(numbers[position])
            guard number >= 0 else {
                result.suspects.append(position)
                continue
            }
            if isSuspect(
                entry + position, reference: reference + number, language: language, inconsistent: inconsistent)
            {
                result.suspects.append(position)
            } else if reference[number].slot >= 0 {
                result.slots.append(reference[number].slot)
            }
        }
        return result
    }

    /// Whether a rule may report `entry`, which translates `reference`.
    private func isSuspect(
        _ entry: UnsafePointer<StringsEntry>, reference: UnsafePointer<Reference>, language: String,
        inconsistent: Set<Int32>
    ) -> Bool {
        let value = entry.pointee.value
        return value.isEmpty || (checksUntranslated && value == reference.pointee.text)
            || !argumentsAgree(value, with: reference)
            || mayBeReported(entry, language: language, reference: reference, inconsistent: inconsistent)
    }

    /// Each entry's reference entry (its number, -1 when the reference lacks the key): the one
    /// after the previous entry's when the key is that one's, else by hashing.
    private func referenceNumbers(
        _ entry: UnsafePointer<StringsEntry>, count: Int, reference: UnsafePointer<Reference>
    ) -> [Int32] {
        var numbers = [Int32](repeating: -1, count: count)
        var expected = first
        for position in 0..<count {
            let key = entry[position].key
            let number = expected >= 0 && reference[Int(expected)].key == key ? expected : index[key] ?? -1
            numbers[position] = number
            if number >= 0 { expected = following[Int(number)] }
        }
        return numbers
    }

    /// The text groups (see ``Reference/textGroup``) whose keys these files translate in more than
    /// one way: only those can hold an `inconsistent-translation`, so only their entries are suspects.
    private func inconsistentGroups(
        _ entry: UnsafePointer<StringsEntry>, count: Int, reference: UnsafePointer<Reference>, numbers: [Int32],
        shadowed: [Bool]?
    ) -> Set<Int32> {
        var values: [Int32: String] = [:]
        var inconsistent: Set<Int32> = []
        for position in 0..<count where numbers[position] >= 0 && shadowed?[position] != true {
            let found = Int(numbers[position])
            let group = reference[found].textGroup
            let value = entry[position].value
            // A copy of the development text takes no part (see `InconsistentTranslations`).
            guard group >= 0, !value.isEmpty, value != reference[found].text else { continue }
            if let seen = values[group] {
                if seen != value { inconsistent.insert(group) }
            } else {
                values[group] = value
            }
        }
        return inconsistent
    }

    /// Whether a translator-QA rule may report `entry`: a text-pair check has a problem with it,
    /// its reference text is shared (`inconsistent-translation`), or it is stale (`source-changed`).
    private func mayBeReported(
        _ entry: UnsafePointer<StringsEntry>, language: String, reference: UnsafePointer<Reference>,
        inconsistent: Set<Int32>
    ) -> Bool {
        if let locked,
            SourceChangedRule.isStaleHash(
                locked: locked[reference.pointee.key]?[language], current: reference.pointee.hash)
        {
            return true
        }
        if TextPair.isDocumentation(language) { return false }
        let group = reference.pointee.textGroup
        if group >= 0 && inconsistent.contains(group) { return true }
        let mask = reference.pointee.pairCheckMask
        guard mask != 0 || pairChecks.count > 64, let source = reference.pointee.text else { return false }
        let pair = TextPair(
            table: table, key: reference.pointee.key, source: source, translation: entry.pointee.value,
            language: language, comment: reference.pointee.comment ?? entry.pointee.comment)
        return pairChecks.indices.contains { bit in
            (bit >= 64 || mask & (1 << UInt64(bit)) != 0) && !pairChecks[bit].problems(in: pair).isEmpty
        }
    }

    /// Whether `placeholder-mismatch` and `invalid-format` have nothing to say of `value`.
    private func argumentsAgree(_ value: String, with reference: UnsafePointer<Reference>) -> Bool {
        let valueHasPercent = PlaceholderSignature.hasPercent(value)
        // Two texts without `%` are not compared, nor a text with a reference text that is not a
        // format string; a text is always compared with a plural reference (a format string).
        guard valueHasPercent || reference.pointee.hasPercent || reference.pointee.text == nil else { return true }
        guard reference.pointee.hasSignature else {
            return !valueHasPercent || PlaceholderSignature.unambiguousPlaceholders(value).isEmpty
        }
        let format = PlaceholderSignature.parse(value)
        if valueHasPercent && !format.problems.isEmpty { return false }
        // Nearly every translation writes the reference's placeholders as they are: no signature to
        // build or compare then.
        if let specs = reference.pointee.specs, PlaceholderSignature.sameSpecs(format.placeholders, specs) {
            return true
        }
        guard let expected = reference.pointee.signature else { return true }
        return value == reference.pointee.text
            || PlaceholderMismatchRule.textArgumentsAgree(
                expected, PlaceholderSignature(format), counted: reference.pointee.counted)
    }
}
