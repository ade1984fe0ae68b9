import Foundation

/// A `NotificationCenter` observer that removes itself when released.
package final class NotificationObservation: @unchecked Sendable {
    // The token and center are only touched in init and deinit, never concurrently.
    private let center: NotificationCenter
    private let token: any NSObjectProtocol

    package init(center: NotificationCenter, name: Notification.Name, handler: @escaping @Sendable () -> Void) {
        self.center = center
        self.token = center.addObserver(forName: name, object: nil, queue: nil) { _ in handler() }
    }

    deinit {
        center.removeObserver(token)
    }
}
