import Dispatch
import Foundation

/// `map` over `0..<count` on every core, for the readers and the rules: results keep the input order.
///
/// ```swift
/// let fragments = ConcurrentMap.map(files.count) { FileReader.read(path: files[$0]) }
/// ```
package enum ConcurrentMap {
    package static func map<Result>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(transform(index), at: index)
        }
        return slots.values
    }

    /// `first` and `second` at once: `second` on another thread while `first` runs on this one.
    package static func both<First, Second: Sendable>(
        _ first: () -> First, _ second: @escaping @Sendable () -> Second
    ) -> (First, Second) {
        let slots = Slots<Second>(count: 1)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { slots.store(second(), at: 0) }
        let firstValue = first()
        group.wait()
        return (firstValue, slots.values[0])
    }
}

/// Thread-safe slots for results computed in parallel: each index is written once, by one thread.
private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.compactMap { $0 }
    }
}
