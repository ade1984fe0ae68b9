import Foundation

/// A measured number with its unit; knows which direction is better, so every ratio in the report
/// reads the same way: above 1× means ours is better.
struct Figure {
    enum Unit {
        /// Throughput: higher is better.
        case megabytesPerSecond
        /// Time per operation: lower is better.
        case nanosecondsPerOperation
        /// Time of one run: lower is better.
        case milliseconds
        /// Peak resident memory: lower is better.
        case megabytes
        /// A growth factor (e.g. time at 16× ÷ time at 1×): lower is better.
        case factor
    }

    var value: Double
    var unit: Unit

    var higherIsBetter: Bool { unit == .megabytesPerSecond }

    /// How many times better `self` is than `other` (`nil` when either is zero).
    func ratio(over other: Figure) -> Double? {
        guard value > 0, other.value > 0 else { return nil }
        return higherIsBetter ? value / other.value : other.value / value
    }

    var text: String {
        switch unit {
        case .megabytesPerSecond: Self.number(value) + " MB/s"
        case .nanosecondsPerOperation:
            value >= 10_000 ? Self.number(value / 1000) + " µs/op" : Self.number(value) + " ns/op"
        case .milliseconds: Self.number(value) + " ms"
        case .megabytes: Self.number(value) + " MB"
        case .factor: Self.number(value) + "×"
        }
    }

    /// Three significant digits at most, no exponent.
    static func number(_ value: Double) -> String {
        switch abs(value) {
        case 100...: String(format: "%.0f", value)
        case 10..<100: String(format: "%.1f", value)
        default: String(format: "%.2f", value)
        }
    }
}
