/// One line of the report: our figure on a measure, a peer's figure on the same input in the same
/// run, the ratio (above 1× = ours is better) and, when the measure has one, the target.
struct ResultRow {
    var measure: String
    var ours: Figure?
    /// The peer's name, or `—` when the row has none.
    var peer = "—"
    var peerFigure: Figure?
    /// Why the peer has no figure (e.g. `not installed`).
    var peerMissing: String?
    var target: Target?

    var ratio: Double? {
        guard let ours, let peerFigure else { return nil }
        return ours.ratio(over: peerFigure)
    }

    /// `pass`, `miss`, or empty when there is no target or nothing to judge.
    var verdict: String {
        guard let target, let ours else { return "" }
        if peerMissing != nil { return "n/a" }
        return target.isMet(ours, ratio) ? "pass" : "MISS"
    }
}
