/// Binary search in a sorted list of argument positions: the few of a format string, or the many of
/// a hostile one (a value of 10⁵ numbered specifiers in descending order must not take quadratic time).
package enum SortedPositions {
    /// The index of the first element of sorted `positions` that is at least `position` (the count
    /// when there is none).
    package static func lowerBound(of position: Int, in positions: [Int]) -> Int {
        var (low, high) = (0, positions.count)
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
