/// A stable sort of values by a small integer bucket (a counting sort): two passes and two arrays
/// of the values' size, no comparisons and no key per value kept.
enum CountingSort {
    /// `values` ordered by `bucket` (each in `0..<bucketCount`), values of one bucket in the order
    /// they came; `bucketStarts[b]..<bucketStarts[b + 1]` is bucket `b`'s range of `order`.
    static func order(
        _ values: [Int32], bucketCount: Int, bucket: (Int32) -> Int
    ) -> (order: [Int32], bucketStarts: [Int32]) {
        var starts = [Int32](repeating: 0, count: bucketCount + 1)
        for value in values { starts[bucket(value) + 1] += 1 }
        for index in starts.indices.dropFirst() { starts[index] += starts[index - 1] }
        var next = starts
        var order = [Int32](repeating: 0, count: values.count)
        for value in values {
            let bucket = bucket(value)
            order[Int(next[bucket])] = value
            next[bucket] += 1
        }
        return (order, starts)
    }
}
