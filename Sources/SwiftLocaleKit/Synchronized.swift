import Foundation
import Synchronization

/// A value behind a `Mutex`, which ThreadSanitizer can see.
///
/// On Linux `Synchronization.Mutex` is built on raw futexes that ThreadSanitizer does not intercept,
/// so every access under it is reported as a race. When the process runs with ThreadSanitizer, its
/// `__tsan_acquire`/`__tsan_release` hooks are found at run time and called around the critical
/// section; otherwise they are `nil` and cost one branch.
final class Synchronized<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    /// The hooks, read once here rather than through their lazy globals on every lock.
    private let acquire = SanitizerHooks.acquire
    private let release = SanitizerHooks.release

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        guard let acquire, let release else { return try mutex.withLock { try body(&$0) } }
        let address = UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque())
        return try mutex.withLock { value in
            acquire(address)
            defer { release(address) }
            return try body(&value)
        }
    }
}

private enum SanitizerHooks {
    typealias Hook = @convention(c) (UnsafeMutableRawPointer?) -> Void

    static let acquire = hook(named: "__tsan_acquire")
    static let release = hook(named: "__tsan_release")

    private static func hook(named name: String) -> Hook? {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, name) else { return nil }
        return unsafeBitCast(symbol, to: Hook.self)
    }
}
