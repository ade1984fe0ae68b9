/// Measures of single operations (lookups) report time per operation instead of MB/s.
protocol OperationMeasure: Measure {
    /// How many operations one run of a contender performs.
    var operationCount: Int { get }
}
