import Testing

@testable import LocaleCheck

@Suite struct CountingSortTests {
    @Test func ordersByBucketKeepingTheOrderWithinABucket() {
        let values: [Int32] = [10, 31, 12, 20, 33, 11, 0]
        let sorted = CountingSort.order(values, buckets: values.map { $0 / 10 }, bucketCount: 4)
        #expect(sorted.order == [0, 10, 12, 11, 20, 31, 33])
        #expect(sorted.bucketStarts == [0, 1, 4, 5, 7])
    }

    @Test func emptyBucketsAndNoValues() {
        #expect(CountingSort.order([], buckets: [], bucketCount: 3).bucketStarts == [0, 0, 0, 0])
        let sorted = CountingSort.order([5, 5], buckets: [2, 2], bucketCount: 3)
        #expect(sorted.order == [5, 5])
        #expect(sorted.bucketStarts == [0, 0, 0, 2])
    }
}
