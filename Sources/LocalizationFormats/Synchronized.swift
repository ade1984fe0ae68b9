import Foundation

/// A value behind a lock that ThreadSanitizer can see, with nothing in it for the sanitizer alone,
/// on every OS the runtime supports (`Synchronization.Mutex` needs macOS 15, iOS 18).
///
/// The lock is a pthread mutex, which ThreadSanitizer intercepts on every platform (`swift test
/// --sanitize=thread --filter StressTests` runs the runtime's concurrency tests under it).
/// `Synchronization.Mutex` is not used: on Linux it is built on raw futexes that ThreadSanitizer does not
/// intercept, so every access under it would be reported as a race. An uncontended pthread lock costs
/// about 2 ns more than the futex (`NSLock`, a pthread mutex behind a class, about 5 ns).
package final class Synchronized<Value: Sendable>: @unchecked Sendable {
    /// Allocated once: a `pthread_mutex_t` must not move.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Read and written only with `mutex` held.
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
