import Foundation

/// A value behind a lock that ThreadSanitizer can see, with nothing in it for the sanitizer alone.
///
/// The lock is an `NSLock`, a pthread mutex on every platform, which ThreadSanitizer intercepts.
/// `Synchronization.Mutex` is not used: on Linux it is built on raw futexes that ThreadSanitizer does not
/// intercept, so every access under it would be reported as a race (`swift test --sanitize=thread
/// --filter StressTests` runs the runtime's concurrency tests under it). An uncontended lock costs a few
/// nanoseconds more than the futex, well below a lookup's work.
final class Synchronized<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Read and written only with `lock` held.
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
