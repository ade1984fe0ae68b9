/// The known name nearest to a mistyped one, for a "did you mean" line.
enum Suggestion {
    /// The candidate `word` most likely meant: the nearest by edit distance (a typo: up to 1 edit in a
    /// word of 3 letters, 2 up to 6, 3 beyond), else the only candidate `word` begins; nil when none is near.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = word.count <= 3 ? 1 : word.count <= 6 ? 2 : 3
        let ranked = candidates.map { (name: $0, distance: distance(word, $0)) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        if let nearest = ranked.first { return nearest.name }
        let extending = candidates.filter { $0.hasPrefix(word) }
        return extending.count == 1 ? extending.first : nil
    }

    /// Levenshtein distance over characters (one row at a time).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
