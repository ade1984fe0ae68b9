/// What a self-timing peer reports: the median CPU time of one round, or why it failed.
struct ContenderSeries {
    var medianSeconds: Double?
    /// A count from the output (entries, units), as for ``Contender/run``.
    var result = 0
    /// A line for the report's notes (e.g. how start-up was left out).
    var note: String?
    /// Set when the peer could not run; the row says so instead of a figure.
    var failure: String?
}
