import Foundation

/// An `Accept-Language` header (RFC 9110): language ranges in order of preference.
///
/// ```swift
/// AcceptLanguage("de-CH, ru;q=0.8, *;q=0.1").best(of: ["en", "ru", "de"])   // "de"
/// ```
struct AcceptLanguage {
    /// Ranges with a weight above zero, most preferred first (ties keep the header's order).
    let ranges: [String]

    init(_ header: String?) {
        let weighted = (header ?? "").split(separator: ",").enumerated().compactMap {
            index, part -> (range: String, weight: Double, index: Int)? in
            let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let range = fields.first, !range.isEmpty else { return nil }
            var weight = 1.0
            for field in fields.dropFirst() where field.lowercased().hasPrefix("q=") {
                weight = Double(field.dropFirst(2)) ?? 0
            }
            return weight > 0 ? (range, weight, index) : nil
        }
        ranges = weighted.sorted { ($0.weight, -$0.index) > ($1.weight, -$1.index) }.map(\.range)
    }

    /// The supported language that best matches: for each range in order, the language itself, else
    /// its shorter forms (`zh-Hans-CN` → `zh-Hans` → `zh`), else a supported language with the same
    /// base (`zh-CN` → `zh-Hans`). `nil` when no range matches (`*` matches nothing in particular).
    func best(of supported: [String]) -> String? {
        for range in ranges where range != "*" {
            var subtags = range.lowercased().split(separator: "-").map(String.init)
            while !subtags.isEmpty {
                let candidate = subtags.joined(separator: "-")
                if let match = supported.first(where: { $0.lowercased() == candidate }) { return match }
                subtags.removeLast()
            }
            let base = range.lowercased().split(separator: "-").first.map(String.init) ?? ""
            if let match = supported.first(where: {
                $0.lowercased().split(separator: "-").first.map(String.init) == base
            }) {
                return match
            }
        }
        return nil
    }
}
