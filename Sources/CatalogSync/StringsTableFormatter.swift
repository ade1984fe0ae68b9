import Foundation
import LocaleCatalog
import LocalizationFormats

/// One text `.strings` file in its canonical form, every byte Foundation reads the same way kept: each
/// definition (``StringsLayout``: from its comment to its `;`) moves whole into the development
/// language's key order, and an earlier definition of a repeated key is dropped (Foundation reads the
/// last). What lies between definitions (a file header, spacing, a comment that stands apart) stays
/// where it is, so a file already in order keeps every byte; the encoding is the file's own.
struct StringsTableFormatter {
    /// Why a file is left as it is.
    struct LeftAlone: Error {
        var diagnostic: Diagnostic
    }

    /// The formatted bytes, why they differ, and a note per dropped definition.
    struct Outcome {
        var data: Data
        var reasons: [String] = []
        var notes: [Diagnostic] = []
    }

    let path: String
    let data: Data
    let text: EditableText
    let layout: StringsLayout
    /// Whether each definition of ``layout`` is the last of its key: the one Foundation reads.
    let isKept: [Bool]

    /// - Throws: ``LeftAlone`` for a file Foundation refuses, or one in an encoding that cannot be
    ///   written back byte for byte (UTF-16 without a byte order mark).
    init(path: String, data: Data) throws(LeftAlone) {
        self.path = path
        self.data = data
        let read = StringsReader.read(data, file: path)
        if let refusal = read.diagnostics.first(where: { [$0].refusesFile }) {
            throw LeftAlone(
                diagnostic: Diagnostic(
                    .warning, rule: .format, "left alone: Foundation refuses this file (\(refusal.message))",
                    at: refusal.location))
        }
        guard let text = EditableText(data), let layout = StringsLayout.read(utf8: text.bytes, file: path) else {
            throw LeftAlone(
                diagnostic: Diagnostic(
                    .note, rule: .format, "left alone: its encoding cannot be written back byte for byte",
                    at: SourceLocation(file: path)))
        }
        self.text = text
        self.layout = layout
        var last: [String: Int] = [:]
        for (index, definition) in layout.definitions.enumerated() { last[definition.key] = index }
        isKept = layout.definitions.indices.map { last[layout.definitions[$0].key] == $0 }
    }

    /// The keys Foundation reads, in the order of their last definitions.
    var keys: [String] {
        layout.definitions.indices.filter { isKept[$0] }.map { layout.definitions[$0].key }
    }

    /// The file with repeated keys resolved and, given `order`, its definitions in that key order
    /// (keys `order` lacks after those, in their own order).
    func formatted(order: [String]?) -> Outcome {
        let definitions = layout.definitions
        guard !definitions.isEmpty else { return Outcome(data: data) }
        var (kept, gaps) = slots()
        var outcome = Outcome(data: data)
        outcome.notes = droppedNotes()
        if !outcome.notes.isEmpty {
            let count = outcome.notes.count
            outcome.reasons.append("\(count) duplicate definition\(count == 1 ? "" : "s") dropped")
        }
        if let order {
            let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let sorted = kept.enumerated().sorted { lhs, rhs in
                let left = (rank[definitions[lhs.element].key] ?? order.count, lhs.offset)
                let right = (rank[definitions[rhs.element].key] ?? order.count, rhs.offset)
                return left < right
            }.map(\.element)
            if sorted != kept { outcome.reasons.append("keys out of the development language's order") }
            kept = sorted
        }
        var bytes = gaps[0]
        for (slot, index) in kept.enumerated() {
            bytes += text.bytes[definitions[index].range]
            bytes += gaps[slot + 1]
        }
        guard bytes != text.bytes else { return Outcome(data: data) }
        var edited = text
        edited.bytes = bytes
        outcome.data = edited.data
        return outcome
    }

    /// The definitions kept, in file order, and the bytes around them: `gaps[i]` before the `i`th kept
    /// one, the last after them all. A dropped definition goes with the white space on one side of it,
    /// so that no blank lines pile up where it was.
    private func slots() -> (kept: [Int], gaps: [[UInt8]]) {
        let definitions = layout.definitions
        var kept: [Int] = []
        var gaps: [[UInt8]] = [Array(text.bytes[0..<definitions[0].range.lowerBound])]
        for index in definitions.indices {
            let end = index + 1 < definitions.count ? definitions[index + 1].range.lowerBound : text.bytes.count
            let after = Array(text.bytes[definitions[index].range.upperBound..<end])
            if isKept[index] {
                kept.append(index)
                gaps.append(after)
                continue
            }
            let before = gaps.removeLast()
            if Self.isBlank(before) && !kept.isEmpty {
                gaps.append(after)
            } else if Self.isBlank(after) {
                gaps.append(before)
            } else {
                gaps.append(before + after)
            }
        }
        return (kept, gaps)
    }

    /// A note at each definition dropped, naming the one Foundation reads.
    private func droppedNotes() -> [Diagnostic] {
        let definitions = layout.definitions
        var last: [String: Int] = [:]
        for (index, definition) in definitions.enumerated() { last[definition.key] = index }
        return definitions.indices.filter { !isKept[$0] }.map { index in
            let dropped = definitions[index]
            let winner = last[dropped.key].map { definitions[$0].line } ?? dropped.line
            return Diagnostic(
                .note, rule: .format,
                "duplicate '\(dropped.key)' dropped: Foundation reads its last definition, at line \(winner)",
                at: SourceLocation(file: path, line: dropped.line, column: dropped.column), key: dropped.key)
        }
    }

    private static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}
