import Foundation
import Synchronization
import Testing

@testable import LocaleCatalog

/// `ConcurrentMap.inOrder` hands every result over once, in index order, and computes at most its
/// window ahead of what it handed over: the engine records languages in order with bounded memory.
@Suite struct ConcurrentMapTests {
    @Test(arguments: [(0, 3), (1, 1), (7, 1), (50, 3), (200, 8)])
    func resultsComeInOrderWithinTheWindow(count: Int, window: Int) {
        let consumed = Mutex(0)
        let maximumAhead = Mutex(0)
        var seen: [Int] = []
        ConcurrentMap.inOrder(
            count, window: window,
            { index in
                let ahead = index - consumed.withLock { $0 }
                maximumAhead.withLock { $0 = max($0, ahead) }
                // Uneven work, so that later indices often finish first.
                if index % 3 == 0 { usleep(200) }
                return index * 10
            },
            consume: { value in
                seen.append(value)
                consumed.withLock { $0 += 1 }
            })
        #expect(seen == (0..<count).map { $0 * 10 })
        #expect(maximumAhead.withLock { $0 } <= window)
    }
}
