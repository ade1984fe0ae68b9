import Foundation

/// A goal a row of the report is judged against.
struct Target {
    /// As printed, e.g. `≥ 10×`.
    let text: String
    let isMet: (_ ours: Figure, _ ratio: Double?) -> Bool

    /// Ours is at least `factor` times better than the peer of the row.
    static func ratio(atLeast factor: Double) -> Target {
        Target(text: "≥ \(String(format: "%g", factor))×") { _, ratio in ratio.map { $0 >= factor } ?? false }
    }

    /// Our figure is strictly below `limit` (in the figure's unit).
    static func below(_ limit: Double, _ text: String) -> Target {
        Target(text: text) { ours, _ in ours.value < limit }
    }

    /// Our figure is at most `limit` (in the figure's unit).
    static func atMost(_ limit: Double, _ text: String) -> Target {
        Target(text: text) { ours, _ in ours.value <= limit }
    }

    /// Our figure is at least `limit` (in the figure's unit, e.g. MB/s).
    static func atLeast(_ limit: Double, _ text: String) -> Target {
        Target(text: text) { ours, _ in ours.value >= limit }
    }
}
