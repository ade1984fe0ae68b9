import LocalizationFormats

/// Fans values out to any number of `AsyncStream` subscribers; a terminated stream unsubscribes itself.
final class Broadcaster<Value: Sendable>: Sendable {
    private struct State {
        var nextID = 0
        var continuations: [Int: AsyncStream<Value>.Continuation] = [:]
    }

    private let state = Synchronized(State())

    /// A new stream that first yields `initial` (when given), then every value published after it.
    func subscribe(initial: Value? = nil) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            state.continuations[state.nextID] = continuation
            if let initial { continuation.yield(initial) }
            return state.nextID
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    /// Yields `value` to every subscriber; under the lock, so each sees values in the order published.
    func publish(_ value: Value) {
        state.withLock { state in
            for continuation in state.continuations.values { continuation.yield(value) }
        }
    }

    /// How many streams are subscribed now.
    var subscriberCount: Int { state.withLock { $0.continuations.count } }

    deinit {
        let continuations = state.withLock { Array($0.continuations.values) }
        for continuation in continuations { continuation.finish() }
    }
}
