import Foundation

/// Which keys of one table `invalid-format` treats as format strings, kept across the runs of
/// that table when ``Checker`` checks it one language at a time: a key the reference lacks is
/// decided by the first language (in sorted order) that has it, as when every language is
/// checked in one run.
final class FormatDecisions: @unchecked Sendable {
    private var storage: [String: Bool] = [:]
    private let lock = NSLock()

    init() {}

    var values: [String: Bool] {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
        set {
            lock.lock()
            storage = newValue
            lock.unlock()
        }
    }
}
