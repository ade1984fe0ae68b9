import ForgeObservers
import Foundation
import Observation

/// A `LocaleObserving` that tells when someone subscribes to its stream, so a test can post a change
/// once the subscriber listens instead of sleeping and hoping.
struct SubscriptionSignal: LocaleObserving {
    let base: any LocaleObserving
    let subscribed: AsyncStream<Void>.Continuation

    var current: AppLocale { base.current }

    var localeStream: AsyncStream<AppLocale> {
        let stream = base.localeStream
        subscribed.yield()
        return stream
    }
}

/// Returns once `value` (read under observation tracking) satisfies `condition`: each change wakes it.
@MainActor
func changes<Value>(of value: @escaping @MainActor () -> Value, until condition: (Value) -> Bool) async {
    while !condition(value()) {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                _ = value()
            } onChange: {
                continuation.resume()
            }
        }
    }
}
