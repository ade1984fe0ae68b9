/// A stable sort of values by a small integer bucket (a counting sort): two passes and two arrays
/// of the values' size, no comparisons and no key per value kept.
enum CountingSort {
    /// `values` ordered by `buckets` (the bucket of each value, in `0..<bucketCount`), values of one
    /// bucket in the order they came; `bucketStarts[b]..<bucketStarts[b + 1]` is bucket `b`'s range
    /// of `order`.
    static func order(
        _ values: [Int32], buckets: [Int32], bucketCount: Int
    ) -> (order: [Int32], bucketStarts: [Int32]) {
        var starts = [Int32](repeating: 0, count: bucketCount + 1)
        for bucket in buckets { starts[Int(bucket) + 1] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        var next = starts
        var order = [Int32](repeating: 0, count: values.count)
        for (value, bucket) in zip(values, buckets) {
            order[Int(next[Int(bucket)])] = value
            next[Int(bucket)] += 1
        }
        return (order, starts)
    }
}
