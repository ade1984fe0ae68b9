import Dispatch
import Foundation

extension ConcurrentMap {
    /// `transform` of `0..<count` on every core, each result handed to `consume` on this thread in
    /// index order as soon as it and those before it are done. At most `window` results are
    /// computed ahead of `consume`, so memory stays bounded; unlike batches of `map`, no core waits
    /// for a batch's slowest item, and `consume` runs while the next items are computed.
    package static func inOrder<Result: Sendable>(
        _ count: Int, window: Int, _ transform: @escaping @Sendable (Int) -> Result, consume: (Result) -> Void
    ) {
        guard count > 0 else { return }
        let pipeline = OrderedPipeline<Result>(count: count, window: max(1, window))
        let group = DispatchQueue.global()
        let workers = DispatchGroup()
        for _ in 0..<min(count, max(1, ProcessInfo.processInfo.activeProcessorCount)) {
            group.async(group: workers) {
                while let index = pipeline.take() { pipeline.store(transform(index), at: index) }
            }
        }
        for index in 0..<count { consume(pipeline.result(at: index)) }
        workers.wait()
    }
}

/// The shared state of ``ConcurrentMap/inOrder(_:window:_:consume:)``: which index is next to compute,
/// which is next to consume, and the results in between, under one condition.
private final class OrderedPipeline<Result>: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [Result?]
    private var taken = 0
    private var consumed = 0
    private let window: Int

    init(count: Int, window: Int) {
        results = Array(repeating: nil, count: count)
        self.window = window
    }

    /// The next index to compute, once it is within the window; nil when every index is taken.
    func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while taken < results.count && taken >= consumed + window { condition.wait() }
        guard taken < results.count else { return nil }
        taken += 1
        return taken - 1
    }

    func store(_ result: Result, at index: Int) {
        condition.lock()
        results[index] = result
        condition.broadcast()
        condition.unlock()
    }

    /// The result at `index` (the next to consume), once computed; it is then released here.
    func result(at index: Int) -> Result {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = results[index] {
                results[index] = nil
                consumed = index + 1
                condition.broadcast()
                return result
            }
            condition.wait()
        }
    }
}
