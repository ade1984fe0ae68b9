/// The direction a user interface is laid out in, independent of UIKit, AppKit and SwiftUI.
public enum LayoutDirection: String, Sendable, Hashable, Codable {
    case leftToRight
    case rightToLeft
}
