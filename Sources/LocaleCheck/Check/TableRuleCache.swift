import Foundation
import LocaleCatalog

/// What rules work out once per key of one table, kept across the runs of that table when
/// ``Checker`` checks it one language at a time (the runs of a table are sequential).
///
/// - `formatDecisions`: which keys `invalid-format` treats as format strings; a key the reference
///   lacks is decided by the first language (in sorted order) that has it, as when every
///   language is checked in one run.
/// - `signatures`, `pluralSources`: the placeholders of the reference's texts and plurals, for
///   `placeholder-mismatch`.
///
/// A rule takes a value out (leaving it empty, so that the rule's copy is unique and grows in
/// place) and puts it back when done.
final class TableRuleCache: @unchecked Sendable {
    private var formatDecisions: [String: Bool] = [:]
    private var signatures: [String: PlaceholderSignature?] = [:]
    private var pluralSources: [String: PlaceholderMismatchRule.PluralSource] = [:]
    /// `signatures` by ``EntryPairs/Pair/referenceIndex`` (no key lookup): `nil` until worked out.
    private var signatureSlots: [PlaceholderSignature??] = []
    private let lock = NSLock()

    init() {}

    func takeFormatDecisions() -> [String: Bool] {
        lock.withLock {
            defer { formatDecisions = [:] }
            return formatDecisions
        }
    }

    func put(formatDecisions: [String: Bool]) {
        lock.withLock { self.formatDecisions = formatDecisions }
    }

    func takeSignatures() -> [String: PlaceholderSignature?] {
        lock.withLock {
            defer { signatures = [:] }
            return signatures
        }
    }

    func put(signatures: [String: PlaceholderSignature?]) {
        lock.withLock { self.signatures = signatures }
    }

    func takePluralSources() -> [String: PlaceholderMismatchRule.PluralSource] {
        lock.withLock {
            defer { pluralSources = [:] }
            return pluralSources
        }
    }

    func put(pluralSources: [String: PlaceholderMismatchRule.PluralSource]) {
        lock.withLock { self.pluralSources = pluralSources }
    }

    /// Makes room for one signature per reference entry.
    func prepare(referenceCount: Int) {
        lock.withLock { signatureSlots = Array(repeating: nil, count: referenceCount) }
    }

    func takeSignatureSlots() -> [PlaceholderSignature??] {
        lock.withLock {
            defer { signatureSlots = [] }
            return signatureSlots
        }
    }

    func put(signatureSlots: [PlaceholderSignature??]) {
        lock.withLock { self.signatureSlots = signatureSlots }
    }
}
